import { NodeOperationError, type ICredentialDataDecryptedObject } from 'n8n-workflow';

import { MESSENGERS, type MessengerName } from '../helpers/messengerTable';
import type { CallOptions } from './attempt';
import { credentialAuth, type Access } from './connection';
import { CREDENTIAL_NAME, type ApiContext } from './context';
import type { ApiMethod } from './endpoints';
import { managedHint, partnerHint } from './partnerHints';
import { gatewayKey } from './pathStyle';
import { requestWith } from './request';
import { redactorOf, rememberSecret } from './secrets';

/*
 * The partner node's calls, made as every call is (deadlines, retries, pacing, redaction): the
 * partner API with the Green API Partner credential, whose `authenticate` adds the partner token;
 * and the instances it manages, with the token the partner API holds for each. That token is
 * added by the Green API credential's `authenticate`, handed the token as an in-memory credential:
 * it remains the only code that puts an instance token into a request. Every token an execution
 * handles is erased from all of its calls' answers and errors (secrets.ts).
 */

export const PARTNER_CREDENTIAL_NAME = 'greenApiPartnerApi';

export type PartnerMethod = Extract<
	ApiMethod,
	'createInstance' | 'getInstances' | 'deleteInstanceAccount'
>;

/** What the partner node asks of an instance it manages. */
export type ManagedMethod = Extract<ApiMethod, 'getStateInstance' | 'qr' | 'logout'>;

export interface ManagedInstance {
	idInstance: string;
	/** The token the partner API returned for it. */
	apiTokenInstance: string;
	/** Where its API answers: the partner API does not say, so the node takes it as a field. */
	apiUrl: string;
	messenger?: MessengerName;
}

/** The checked partner credential, read once per execution. */
const accesses = new WeakMap<object, Access>();

function credentialProblem(url: string, token: string): [string, string] | undefined {
	if (!/^https?:\/\/[^\s/?#]+/i.test(url))
		return [
			'Partner API URL must start with http:// or https://',
			'e.g. https://api.green-api.com',
		];
	if (/[?#]/.test(url)) return ['Partner API URL must not contain ? or #', 'the address only'];
	if (!token) return ['Partner Token is empty', 'the token GREEN-API support issued'];
	return undefined;
}

async function partnerAccessOf(ctx: ApiContext, itemIndex?: number): Promise<Access> {
	const known = accesses.get(ctx);
	if (known) return known;
	const credentials = await ctx.getCredentials(PARTNER_CREDENTIAL_NAME);
	const node = ctx.getNode();
	// The MAX docs say of the partner API: "the request is made without the v3 prefix".
	const url = String(credentials.partnerApiUrl ?? '')
		.trim()
		.replace(/\/+$/, '')
		.replace(/\/v3$/i, '');
	const token = String(credentials.partnerToken ?? '');
	const problem = credentialProblem(url, token);
	if (problem) {
		throw new NodeOperationError(node, `The credential’s ${problem[0]}`, {
			itemIndex,
			description: `Copy it from the Green API console (Profile) into the Green API Partner credential: ${problem[1]}.`,
		});
	}
	rememberSecret(ctx, token);
	const ref = node.credentials?.[PARTNER_CREDENTIAL_NAME];
	const access: Access = {
		connection: {
			apiUrl: url,
			mediaUrl: url,
			idInstance: '',
			useV3Paths: false,
			messenger: 'auto',
		},
		redact: redactorOf(ctx),
		auth: credentialAuth(PARTNER_CREDENTIAL_NAME, credentials, ref),
		paceScope: `partner|${gatewayKey(url)}`,
		explain: partnerHint,
	};
	accesses.set(ctx, access);
	return access;
}

/** A call of the partner API. */
export async function partnerRequest<T = unknown>(
	this: ApiContext,
	method: PartnerMethod,
	options: CallOptions = {},
): Promise<T> {
	const access = await partnerAccessOf(this, options.itemIndex);
	return (await requestWith.call(this, access, method, options)) as T;
}

/** A call to an instance the partner account manages, with the token the partner API holds. */
export async function managedRequest<T = unknown>(
	this: ApiContext,
	instance: ManagedInstance,
	method: ManagedMethod,
	options: CallOptions = {},
): Promise<T> {
	// Its answers and errors of this execution erase the partner token as well.
	await partnerAccessOf(this, options.itemIndex);
	rememberSecret(this, instance.apiTokenInstance);
	const apiUrl = instance.apiUrl.trim();
	const data: ICredentialDataDecryptedObject = { apiTokenInstance: instance.apiTokenInstance };
	const access: Access = {
		connection: {
			apiUrl,
			mediaUrl: apiUrl,
			idInstance: instance.idInstance,
			useV3Paths: false,
			messenger: instance.messenger ?? 'auto',
		},
		messenger: instance.messenger && MESSENGERS[instance.messenger],
		redact: redactorOf(this),
		auth: credentialAuth(CREDENTIAL_NAME, data, {
			id: '',
			name: `Green API instance ${instance.idInstance}`,
		}),
		explain: managedHint(instance.idInstance, apiUrl),
	};
	return (await requestWith.call(this, access, method, options)) as T;
}
