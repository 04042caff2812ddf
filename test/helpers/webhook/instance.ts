import type { ICredentialDataDecryptedObject, IDataObject } from 'n8n-workflow';

import { credentialsFor } from '../context';
import { start, type Simulator } from '../../../simulator';

let serial = 0;

export interface TestInstance {
	sim: Simulator;
	credentials: ICredentialDataDecryptedObject;
}

/**
 * A simulator with a fresh instance. Each gets its own idInstance because the transport paces
 * getSettings/setSettings to one call a second per instance, and tests should not wait on each other.
 */
export async function startInstance(
	options: { webhookRetryMs?: number } = {},
): Promise<TestInstance> {
	serial += 1;
	const idInstance = String(1101000100 + serial);
	const sim = await start({
		port: 0,
		instance: { idInstance, apiTokenInstance: 'test-token' },
		...options,
	});
	const credentials = credentialsFor(sim.url, { mediaUrl: sim.mediaUrl, idInstance });
	return { sim, credentials };
}

/** The SetSettings bodies the simulator received, in order. */
export function setSettingsBodies(sim: Simulator): IDataObject[] {
	return sim.control
		.requests()
		.filter((request) => request.method === 'setSettings')
		.map((request) => request.body as IDataObject);
}

/** The API methods the simulator was called with, in order. */
export function calledMethods(sim: Simulator): string[] {
	return sim.control.requests().map((request) => String(request.method));
}

/** Every managed flag off, with `on` switched on: what SetSettings must carry. */
export function flags(...on: string[]): IDataObject {
	const all = [
		'incomingWebhook',
		'outgoingMessageWebhook',
		'outgoingAPIMessageWebhook',
		'outgoingWebhook',
		'stateWebhook',
		'statusInstanceWebhook',
		'deviceWebhook',
		'incomingCallWebhook',
		'editedMessageWebhook',
		'deletedMessageWebhook',
		'pollMessageWebhook',
	];
	return Object.fromEntries(all.map((flag) => [flag, on.includes(flag) ? 'yes' : 'no']));
}
