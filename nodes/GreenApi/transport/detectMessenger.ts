import { NodeOperationError, type IDataObject } from 'n8n-workflow';

import { asNodeError } from '../helpers/errors';
import { MESSENGERS, messengerOfType, type Messenger } from '../helpers/messengerTable';
import { accessOf, instanceKey, rememberMessenger } from './access';
import type { ApiContext } from './context';
import { apiRequest } from './request';
import type { Connection } from './url';

/** Detections under way, so that calls arriving together share one getSettings. */
const pending = new Map<string, Promise<Messenger>>();

const DETECTION_NOTE =
	'This call reads the instance’s messenger (Messenger: Auto-detect in the credential); choosing WhatsApp, MAX or Telegram there skips it.';

async function detect(
	ctx: ApiContext,
	connection: Connection,
	itemIndex?: number,
): Promise<Messenger> {
	let settings: unknown;
	try {
		settings = await apiRequest.call(ctx, 'getSettings', { itemIndex });
	} catch (error) {
		const failure = asNodeError(ctx.getNode(), error);
		failure.description = [failure.description, DETECTION_NOTE].filter(Boolean).join(' ');
		throw failure;
	}
	const typeInstance = (settings as IDataObject | null)?.typeInstance;
	const name = messengerOfType(typeInstance);
	if (!name) {
		throw new NodeOperationError(
			ctx.getNode(),
			`The instance reports typeInstance ${JSON.stringify(String(typeInstance).slice(0, 40))}, a messenger this node does not know`,
			{ itemIndex, description: 'Choose WhatsApp, MAX or Telegram as the credential’s Messenger.' },
		);
	}
	rememberMessenger(connection, name);
	return MESSENGERS[name];
}

/**
 * The messenger of the credential's instance: the credential's choice (no call), or with
 * Auto-detect the typeInstance of getSettings, read once per instance and n8n process. It stays
 * with the execution's scope, so that later calls of the same execution take its paths.
 */
export async function messengerOf(this: ApiContext, itemIndex?: number): Promise<Messenger> {
	const access = await accessOf.call(this, itemIndex);
	if (access.messenger) return access.messenger;
	const key = instanceKey(access.connection);
	let detection = pending.get(key);
	if (!detection) {
		detection = detect(this, access.connection, itemIndex);
		pending.set(key, detection);
		const forget = () => pending.delete(key);
		detection.then(forget, forget);
	}
	access.messenger = await detection;
	return access.messenger;
}
