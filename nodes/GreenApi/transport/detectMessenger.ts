import { NodeOperationError, type IDataObject } from 'n8n-workflow';

import { asNodeError } from '../helpers/errors';
import {
	MESSENGERS,
	messengerOfType,
	type Messenger,
	type MessengerName,
} from '../helpers/messengerTable';
import { accessOf, instanceKey, rememberMessenger } from './access';
import type { ApiContext } from './context';
import { apiRequest } from './request';
import type { Connection } from './url';

/** Detections under way, so that calls arriving together share one getSettings. */
const pending = new Map<string, Promise<MessengerName>>();

const DETECTION_NOTE =
	'This call reads the instance’s messenger (Messenger: Auto-detect in the credential); choosing WhatsApp, MAX or Telegram there skips it.';

async function detect(
	ctx: ApiContext,
	connection: Connection,
	itemIndex?: number,
): Promise<MessengerName> {
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
	return name;
}

/**
 * The messenger of the credential's instance: the credential's choice (no call), or with
 * Auto-detect the typeInstance of getSettings, read once per instance and n8n process. Later
 * calls of the same execution then take that messenger's paths.
 */
export async function messengerOf(this: ApiContext, itemIndex?: number): Promise<Messenger> {
	const { connection } = await accessOf.call(this, itemIndex);
	if (connection.messenger && connection.messenger !== 'auto') {
		return MESSENGERS[connection.messenger];
	}
	const key = instanceKey(connection);
	let detection = pending.get(key);
	if (!detection) {
		detection = detect(this, connection, itemIndex);
		pending.set(key, detection);
		const forget = () => pending.delete(key);
		detection.then(forget, forget);
	}
	const name = await detection;
	connection.messenger = name;
	return MESSENGERS[name];
}
