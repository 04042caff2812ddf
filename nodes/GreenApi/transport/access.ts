import { MESSENGERS, type Messenger, type MessengerName } from '../helpers/messengerTable';
import { CREDENTIAL_NAME, type ApiContext } from './context';
import { connectionOf, credentialAuth, scopeOf, type Access } from './connection';
import { gatewayKey } from './pathStyle';
import { createRedactor } from './redact';
import type { Connection } from './url';

/**
 * The messenger each instance reported (getSettings' typeInstance), by API URL and instance ID:
 * read once per n8n process, since an instance never changes its messenger.
 */
const detected = new Map<string, MessengerName>();

export const instanceKey = (connection: Connection) =>
	`${gatewayKey(connection.apiUrl)}|${connection.idInstance}`;

export function rememberMessenger(connection: Connection, messenger: MessengerName): void {
	detected.set(instanceKey(connection), messenger);
}

/** The instance's messenger as far as known: the credential's choice, or what Auto-detect read. */
function knownMessenger(connection: Connection): Messenger | undefined {
	const name =
		connection.messenger === 'auto' ? detected.get(instanceKey(connection)) : connection.messenger;
	return name && MESSENGERS[name];
}

/**
 * The credential, read once per node execution where the router opened a scope (else per call),
 * and checked, with the instance's messenger as far as known; a credential that fails the check
 * is not kept, so every item reports it.
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
		messenger: knownMessenger(connection),
		redact: createRedactor(String(credentials.apiTokenInstance ?? '')),
		auth: credentialAuth(CREDENTIAL_NAME, credentials, ref),
	};
	if (scope) scope.access = access;
	return access;
}
