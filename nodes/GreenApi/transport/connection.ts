import {
	NodeOperationError,
	type IAdditionalCredentialOptions,
	type ICredentialDataDecryptedObject,
	type IDataObject,
	type INode,
	type INodeCredentialsDetails,
} from 'n8n-workflow';

import { messengerNamed, type Messenger, type MessengerChoice } from '../helpers/messengerTable';
import type { CallFailure } from './errors';
import type { Redactor } from './redact';
import type { Connection } from './url';

/** Refuses a URL that is not http(s), or that has ? or # (the token would land in the query). */
function checkUrl(node: INode, label: string, name: string, value: string, itemIndex?: number) {
	const url = value.trim();
	const problem = !/^https?:\/\/[^\s/?#]+/i.test(url)
		? 'must start with http:// or https://'
		: /[?#]/.test(url) && 'must not contain ? or #';
	if (!problem) return;
	throw new NodeOperationError(node, `The credential’s ${label} ${problem}`, {
		itemIndex,
		description: `Copy ${name} from the instance card in the Green API console, without ? or #.`,
	});
}

/** The non-secret fields of the credential, checked before any request is made. */
export function connectionOf(
	node: INode,
	credentials: IDataObject,
	itemIndex?: number,
): Connection {
	const idInstance = String(credentials.idInstance ?? '').trim();
	if (!/^\d+$/.test(idInstance)) {
		throw new NodeOperationError(node, 'The credential’s Instance ID must contain digits only', {
			itemIndex,
			description:
				'Copy idInstance from the instance card in the Green API console, e.g. 1101000001.',
		});
	}
	const apiUrl = String(credentials.apiUrl ?? '');
	checkUrl(node, 'API URL', 'apiUrl', apiUrl, itemIndex);
	const mediaUrl = String(credentials.mediaUrl || apiUrl);
	checkUrl(node, 'Media URL', 'mediaUrl', mediaUrl, itemIndex);
	const messenger = messengerChoiceOf(node, credentials.messenger, itemIndex);
	return { apiUrl, mediaUrl, idInstance, useV3Paths: credentials.useV3Paths !== false, messenger };
}

/** The credential's Messenger; credentials saved before the field existed detect it (`auto`). */
function messengerChoiceOf(node: INode, value: unknown, itemIndex?: number): MessengerChoice {
	if (value === undefined || value === null || value === '' || value === 'auto') return 'auto';
	const messenger = messengerNamed(value);
	if (messenger) return messenger.name;
	throw new NodeOperationError(
		node,
		`The credential’s Messenger ${JSON.stringify(value)} is not one this node knows`,
		{
			itemIndex,
			description: 'Choose Auto-detect, WhatsApp, MAX or Telegram in the credential.',
		},
	);
}

/** The checked credential: what every call of one node execution needs from it. */
export interface Access {
	connection: Connection;
	/**
	 * The instance's messenger once known: the credential's choice, or what Auto-detect read in
	 * this process (transport/detectMessenger.ts); undefined until then.
	 */
	messenger?: Messenger;
	redact: Redactor;
	/**
	 * Handed to n8n's request helper, which would otherwise read the credential once more; its
	 * `credentialsDecrypted.type` names the credential whose `authenticate` adds the token.
	 */
	auth: IAdditionalCredentialOptions;
	/** What calls are paced by besides the method; default the instance ID. */
	paceScope?: string;
	/** What to do about a failure, where the general advice would not fit (partner calls). */
	explain?: (failure: CallFailure) => string | undefined;
}

/**
 * What n8n's request helper takes instead of reading a credential once more: the credential type
 * whose `authenticate` adds the token, its data, and the node's reference to it (id and name).
 */
export function credentialAuth(
	type: string,
	data: ICredentialDataDecryptedObject,
	ref?: INodeCredentialsDetails,
): IAdditionalCredentialOptions {
	return { credentialsDecrypted: { id: ref?.id ?? '', name: ref?.name ?? '', type, data } };
}

/**
 * What one node execution reads once instead of on every call: the credential (a database read
 * and a decryption each time), the connection checked from it with the instance's messenger, and
 * the pacing chosen in Options. The router opens it; other contexts (triggers, list searches)
 * read the credential, and take the messenger as far as known, per call.
 */
export interface ExecutionScope {
	/** Calls per second for every method instead of the documented limits; 0 turns pacing off. */
	rps?: number;
	/**
	 * The checked credential with the instance's messenger, kept by the transport after the first
	 * call.
	 */
	access?: Access;
}

const scopes = new WeakMap<object, ExecutionScope>();

export function openScope(ctx: object, scope: ExecutionScope): void {
	scopes.set(ctx, scope);
}

export function scopeOf(ctx: object): ExecutionScope | undefined {
	return scopes.get(ctx);
}
