import { randomBytes } from 'node:crypto';
import { NodeOperationError, type IDataObject, type IHookFunctions } from 'n8n-workflow';

import { apiRequest, CREDENTIAL_NAME } from '../transport';
import { sameWebhookToken } from './auth';
import { MANAGED_FLAGS, flagsFor, isTriggerEvent, type TriggerEvent } from './events';
import { parseChatIds, type TriggerOptions } from './filters';
import { isRecord } from './notification';
import type { Registration, TriggerStaticData } from './staticData';
import { hostOf, isTwinUrl } from './urls';

function selectedEvents(this: IHookFunctions): TriggerEvent[] {
	const events = this.getNodeParameter('events', []) as unknown[];
	const unknown = events.filter((event) => !isTriggerEvent(event));
	if (events.length === 0 || unknown.length > 0) {
		throw new NodeOperationError(
			this.getNode(),
			unknown.length ? `Unknown event: ${unknown.join(', ')}` : 'No event is selected',
			{ description: 'Select at least one event in "Events".' },
		);
	}
	return events as TriggerEvent[];
}

function options(this: IHookFunctions): TriggerOptions {
	const value = this.getNodeParameter('options', {}) as TriggerOptions;
	const { invalid } = parseChatIds(value.chatIds);
	if (invalid.length) {
		throw new NodeOperationError(
			this.getNode(),
			`Not a chat ID or phone number: ${invalid.join(', ')}`,
			{
				description:
					'Chat IDs takes comma-separated ids like 79001234567@c.us or …@g.us, or phone numbers with country code.',
			},
		);
	}
	return value;
}

function ownUrl(this: IHookFunctions): string {
	const url = this.getNodeWebhookUrl('default');
	if (!url)
		throw new NodeOperationError(this.getNode(), 'n8n did not provide a webhook URL for this node');
	return url;
}

async function readSettings(this: IHookFunctions): Promise<IDataObject> {
	const settings: unknown = await apiRequest.call(this, 'getSettings');
	return isRecord(settings) ? settings : {};
}

function currentUrl(settings: IDataObject): string {
	return typeof settings.webhookUrl === 'string' ? settings.webhookUrl.trim() : '';
}

function staticData(this: IHookFunctions): TriggerStaticData {
	return this.getWorkflowStaticData('node') as TriggerStaticData;
}

/**
 * Keeps the credential's instance ID next to the secret, so a delivery is checked against it
 * without reading the credential; every activation refreshes it.
 */
async function rememberInstance(this: IHookFunctions, data: TriggerStaticData): Promise<void> {
	const credentials = await this.getCredentials(CREDENTIAL_NAME);
	const id = String(credentials.idInstance ?? '').trim();
	if (data.instanceId !== id) data.instanceId = id;
}

/**
 * Ours only when the instance sends the selected kinds to this URL with our secret. A registration
 * that carries our secret is ours whatever its URL (n8n's public URL may have changed: domain,
 * https, port, tunnel) and is pointed at the new URL. Another workflow's (or another system's)
 * URL stops activation unless the user chose to take over.
 */
export async function checkExists(this: IHookFunctions): Promise<boolean> {
	const events = selectedEvents.call(this);
	const { takeOver } = options.call(this);
	const url = ownUrl.call(this);
	const settings = await readSettings.call(this);
	const current = currentUrl(settings);
	const data = staticData.call(this);
	const ours = sameWebhookToken(settings.webhookUrlToken, data.webhookSecret);
	if (
		current &&
		current !== url &&
		!ours &&
		!isTwinUrl(current, url, this.getNode().webhookId) &&
		!takeOver
	) {
		throw new NodeOperationError(
			this.getNode(),
			`The instance already sends its notifications to ${hostOf(current)}`,
			{
				description:
					'Green API sends the notifications of an instance to one URL only. Turn on "Take Over Instance" in Options to point it at this workflow instead, or use another instance, or clear webhookUrl in the instance settings of the Green API console.',
			},
		);
	}
	await rememberInstance.call(this, data);
	if (!ours || current !== url) return false;
	const wanted = flagsFor(events);
	return MANAGED_FLAGS.every((flag) => (settings[flag] ?? 'no') === wanted[flag]);
}

/** Points the instance at this workflow with a fresh secret and exactly the selected kinds. */
export async function create(this: IHookFunctions): Promise<boolean> {
	const events = selectedEvents.call(this);
	const url = ownUrl.call(this);
	const data = staticData.call(this);
	delete data.replaced;
	await rememberInstance.call(this, data);
	if (this.getMode() === 'manual') {
		// A test run takes over this workflow's production registration; remember it to put it back.
		const settings = await readSettings.call(this);
		const current = currentUrl(settings);
		if (current && isTwinUrl(current, url, this.getNode().webhookId)) {
			const flags: IDataObject = {};
			for (const flag of MANAGED_FLAGS) flags[flag] = settings[flag] ?? 'no';
			const token = typeof settings.webhookUrlToken === 'string' ? settings.webhookUrlToken : '';
			data.replaced = { webhookUrl: current, webhookUrlToken: token, flags };
		}
	}
	const secret = randomBytes(32).toString('hex');
	await apiRequest.call(this, 'setSettings', {
		body: { webhookUrl: url, webhookUrlToken: secret, ...flagsFor(events) },
	});
	data.webhookSecret = secret;
	return true;
}

function restoreBody(replaced: Registration): IDataObject {
	return {
		webhookUrl: replaced.webhookUrl,
		webhookUrlToken: replaced.webhookUrlToken,
		...replaced.flags,
	};
}

/**
 * Unpoints the instance only while it still points at this node's URL, so a workflow that took
 * over later keeps its notifications; after a test run, the production registration it replaced
 * is put back.
 */
export async function deleteRegistration(this: IHookFunctions): Promise<boolean> {
	const data = staticData.call(this);
	const { replaced, webhookSecret } = data;
	delete data.webhookSecret;
	delete data.replaced;
	delete data.instanceId;
	try {
		const url = ownUrl.call(this);
		const settings = await readSettings.call(this);
		const ours = sameWebhookToken(settings.webhookUrlToken, webhookSecret);
		if (currentUrl(settings) !== url && !ours) return true;
		const body = replaced ? restoreBody(replaced) : { webhookUrl: '', webhookUrlToken: '' };
		await apiRequest.call(this, 'setSettings', { body });
		return true;
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error);
		this.logger.warn(
			`Green API Trigger could not unpoint the instance from this workflow (${reason}); clear webhookUrl in the Green API console if notifications keep arriving`,
		);
		return false;
	}
}
