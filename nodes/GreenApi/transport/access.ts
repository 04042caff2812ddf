import { CREDENTIAL_NAME, type ApiContext } from './context';
import { connectionOf, scopeOf, type Access } from './connection';
import { createRedactor } from './redact';

/**
 * The credential, read once per node execution where the router opened a scope (else per call),
 * and checked; a credential that fails the check is not kept, so every item reports it.
 */
export async function accessOf(this: ApiContext, itemIndex?: number): Promise<Access> {
	const scope = scopeOf(this);
	if (scope?.access) return scope.access;
	const credentials = await this.getCredentials(CREDENTIAL_NAME);
	const node = this.getNode();
	const connection = connectionOf(node, credentials, itemIndex);
	const ref = node.credentials?.[CREDENTIAL_NAME];
	const access: Access = {
		connection,
		redact: createRedactor(String(credentials.apiTokenInstance ?? '')),
		auth: {
			credentialsDecrypted: {
				id: ref?.id ?? '',
				name: ref?.name ?? '',
				type: CREDENTIAL_NAME,
				data: credentials,
			},
		},
	};
	if (scope) scope.access = access;
	return access;
}
