import { randomBytes } from 'node:crypto';
import { NodeOperationError, type IDataObject, type IHookFunctions } from 'n8n-workflow';

import { apiRequest, CREDENTIAL_NAME } from '../../transport';
import { sameWebhookToken } from './auth';
import { hasFlags, instanceFlags } from '../events';
import { selectionFor } from '../instance';
import { isRecord } from '../notification';
import { readSelection } from '../parameters';
import { handBackOf, readTestRunToken, seal, testRunToken } from './handBack';
import type { TriggerStaticData } from '../staticData';
import { hostOf, isTwinUrl } from '../urls';

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
 * without reading the credential, and the instance's messenger, for notifications that do not
 * name theirs; every activation refreshes both.
 */
async function rememberInstance(
	this: IHookFunctions,
	data: TriggerStaticData,
	messenger: string,
): Promise<void> {
	const credentials = await this.getCredentials(CREDENTIAL_NAME);
	const id = String(credentials.idInstance ?? '').trim();
	if (data.instanceId !== id) data.instanceId = id;
	if (data.messenger !== messenger) data.messenger = messenger;
}

/** The key a test run's hand-back is sealed with comes from the instance's API token. */
async function apiTokenOf(this: IHookFunctions): Promise<string> {
	const credentials = await this.getCredentials(CREDENTIAL_NAME);
	return String(credentials.apiTokenInstance ?? '');
}

/** Whether the instance holds a test run's registration that will hand back to our secret. */
function handsBackTo(settings: IDataObject, apiToken: string, secret: unknown): boolean {
	const run = readTestRunToken(settings.webhookUrlToken, apiToken);
	const restore = run?.handBack?.restore;
	return restore !== undefined && sameWebhookToken(restore.webhookUrlToken, secret);
}

/**
 * Ours only when the instance sends the selected kinds to this URL with our secret. A registration
 * that carries our secret is ours whatever its URL (n8n's public URL may have changed: domain,
 * https, port, tunnel) and is pointed at the new URL. Another workflow's (or another system's)
 * URL stops activation unless the user chose to take over.
 */
export async function checkExists(this: IHookFunctions): Promise<boolean> {
	const { events, options } = readSelection.call(this);
	const url = ownUrl.call(this);
	const settings = await readSettings.call(this);
	const { messenger, flags } = selectionFor.call(this, events, settings);
	const current = currentUrl(settings);
	const data = staticData.call(this);
	const ours = sameWebhookToken(settings.webhookUrlToken, data.webhookSecret);
	if (
		current &&
		current !== url &&
		!ours &&
		!isTwinUrl(current, url, this.getNode().webhookId) &&
		!options.takeOver &&
		!(data.webhookSecret && handsBackTo(settings, await apiTokenOf.call(this), data.webhookSecret))
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
	await rememberInstance.call(this, data, messenger);
	if (this.getMode() === 'manual' || !ours || current !== url) return false;
	return hasFlags(settings, flags);
}

/**
 * A "Listen for test event" run points the instance at the test URL with its own secret and
 * keeps in the token what to hand the instance back to (see handBack.ts): the registration it
 * replaced, or the hand-back of the test run it replaced (a test URL is never handed back to). A
 * second run of the same workflow finds the first one's registration and takes it on as it is.
 */
async function createTestRegistration(
	this: IHookFunctions,
	url: string,
	settings: IDataObject,
	flags: IDataObject,
	data: TriggerStaticData,
): Promise<void> {
	const current = currentUrl(settings);
	const apiToken = await apiTokenOf.call(this);
	const previous = readTestRunToken(settings.webhookUrlToken, apiToken);
	const sealed = previous?.sealed ?? seal(handBackOf(settings, current), apiToken);
	const secret = previous && current === url ? previous.secret : randomBytes(32).toString('hex');
	const webhookUrlToken = testRunToken(secret, sealed);
	data.testRun = true;
	if (
		current !== url ||
		settings.webhookUrlToken !== webhookUrlToken ||
		!hasFlags(settings, flags)
	) {
		await apiRequest.call(this, 'setSettings', {
			body: { webhookUrl: url, webhookUrlToken, ...flags },
		});
	}
	data.webhookSecret = secret;
}

/**
 * Points the instance at this workflow with a fresh secret and exactly the selected kinds, among
 * the notification flags its settings have (MAX and Telegram instances have fewer).
 */
export async function create(this: IHookFunctions): Promise<boolean> {
	const { events } = readSelection.call(this);
	const url = ownUrl.call(this);
	const data = staticData.call(this);
	const settings = await readSettings.call(this);
	const { messenger, flags } = selectionFor.call(this, events, settings);
	await rememberInstance.call(this, data, messenger);
	if (this.getMode() === 'manual') {
		await createTestRegistration.call(this, url, settings, flags, data);
		return true;
	}
	const secret = randomBytes(32).toString('hex');
	// Kept before the call: a SetSettings whose answer is lost may still have been applied, and
	// delete() (which n8n runs when create fails) undoes only what static data says was started.
	data.webhookSecret = secret;
	await apiRequest.call(this, 'setSettings', {
		body: { webhookUrl: url, webhookUrlToken: secret, ...flags },
	});
	return true;
}

/**
 * The SetSettings body that ends our part in the instance's registration, or undefined when the
 * registration is not ours to change:
 * - a test run whose test URL is still registered hands the instance back (or clears it);
 * - production clears a registration at its URL or holding its secret; when a test run will hand
 *   the instance back to it, production makes that hand-back "nothing", so the end of the test
 *   does not revive an inactive workflow.
 */
function endingBody(
	settings: IDataObject,
	url: string,
	apiToken: string,
	data: { webhookSecret?: unknown; testRun?: unknown },
): IDataObject | undefined {
	const current = currentUrl(settings);
	const run = readTestRunToken(settings.webhookUrlToken, apiToken);
	if (data.testRun === true) {
		if (current !== url) return undefined;
		const restore = run?.handBack?.restore;
		if (!restore) return { webhookUrl: '', webhookUrlToken: '' };
		const flags: IDataObject = {};
		for (const flag of instanceFlags(settings)) flags[flag] = restore.flags[flag] ?? 'no';
		return { webhookUrl: restore.webhookUrl, webhookUrlToken: restore.webhookUrlToken, ...flags };
	}
	if (current === url || sameWebhookToken(settings.webhookUrlToken, data.webhookSecret))
		return { webhookUrl: '', webhookUrlToken: '' };
	if (run && handsBackTo(settings, apiToken, data.webhookSecret))
		return { webhookUrlToken: testRunToken(run.secret, seal({}, apiToken)) };
	return undefined;
}

/**
 * Unpoints the instance only while the registration is ours, so a workflow that took over later
 * keeps its notifications; a test run hands the instance back to what it replaced. When static
 * data holds no secret and no test run, create() never started, so nothing is ours to end and the
 * service is not asked: n8n runs delete() after a failed activation, and against an unreachable
 * service another read would only add its full deadline.
 */
export async function deleteRegistration(this: IHookFunctions): Promise<boolean> {
	const data = staticData.call(this);
	const { webhookSecret, testRun } = data;
	delete data.webhookSecret;
	delete data.instanceId;
	delete data.messenger;
	delete data.testRun;
	if (testRun !== true && (typeof webhookSecret !== 'string' || !webhookSecret)) return true;
	try {
		const url = ownUrl.call(this);
		const settings = await readSettings.call(this);
		const apiToken = await apiTokenOf.call(this);
		const body = endingBody(settings, url, apiToken, { webhookSecret, testRun });
		if (body) await apiRequest.call(this, 'setSettings', { body });
		return true;
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error);
		this.logger.warn(
			`Green API Trigger could not unpoint the instance from this workflow (${reason}); clear webhookUrl in the Green API console if notifications keep arriving`,
		);
		return false;
	}
}
