import type { IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { CREDENTIAL_NAME } from '../../transport';
import { isAuthorized, isTestRunAuthorized } from './auth';
import { downloadSettings, withFiles } from '../download';
import { duplicateKey, isDuplicate } from '../duplicates';
import type { TriggerOptions } from '../filters';
import { isNotification, isRecord, type Notification } from '../notification';
import { selectNotification } from '../select';
import type { TriggerStaticData } from '../staticData';

/**
 * How long a delivery may take to download its file. The service waits up to 180 s for the
 * answer and sends the notification again after any other outcome
 * (green-api.com/en/docs/api/receiving/technology-webhook-endpoint/): the answer comes well before.
 */
export const ANSWER_BUDGET_MS = 120_000;

/**
 * n8n parses an `application/json` body before the node runs (and answers 422 itself when that
 * fails); other content types leave it unparsed, so the raw bytes get one more look.
 */
function readNotification(this: IWebhookFunctions): Notification | undefined {
	const parsed: unknown = this.getBodyData();
	if (isNotification(parsed)) return parsed;
	const raw: unknown = (this.getRequestObject() as { rawBody?: unknown } | undefined)?.rawBody;
	const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : typeof raw === 'string' ? raw : '';
	if (!text.trim().startsWith('{')) return undefined;
	try {
		const body: unknown = JSON.parse(text);
		return isNotification(body) ? body : undefined;
	} catch {
		return undefined;
	}
}

function instanceOf(body: Notification): string {
	const id = isRecord(body.instanceData) ? body.instanceData.idInstance : undefined;
	return typeof id === 'number' || typeof id === 'string' ? String(id).trim() : '';
}

/**
 * The instance the trigger registered, kept in static data at activation so a delivery does not
 * read and decrypt the credential; registrations made before it was kept read it once here.
 */
async function ownInstance(this: IWebhookFunctions, data: TriggerStaticData): Promise<string> {
	if (typeof data.instanceId === 'string' && data.instanceId) return data.instanceId;
	const credentials = await this.getCredentials(CREDENTIAL_NAME);
	return String(credentials.idInstance ?? '').trim();
}

/**
 * n8n runs webhook() in mode "manual" for the test URL ("Listen for test event") and in mode
 * "webhook" for the production URL. The URL decides which registration's secret counts, not the
 * static data n8n hands over: on the test URL only a test run's `<secret>.<hand-back>` token that
 * the test run itself registered, so a delivery signed for production never passes there.
 */
function isOurs(mode: string, header: unknown, data: TriggerStaticData): boolean {
	if (mode === 'manual')
		return data.testRun === true && isTestRunAuthorized(header, data.webhookSecret);
	return isAuthorized(header, data.webhookSecret);
}

/**
 * Every delivery is answered: 401 without our secret, 400 for a body that is no notification,
 * 200 without an execution for what the user did not ask for (any other status makes the service
 * re-send it every minute for a day), and one item for the rest. The service names the sending
 * instance in every notification (instanceData.idInstance); one that names another instance, or
 * none, starts nothing.
 */
export async function receive(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const answer = (status: number, message: string): IWebhookResponseData => {
		this.getResponseObject().status(status).json({ message });
		return { noWebhookResponse: true };
	};
	const data = this.getWorkflowStaticData('node') as TriggerStaticData;
	if (!isOurs(this.getMode(), this.getHeaderData().authorization, data)) {
		return answer(401, 'Unauthorized');
	}
	const body = readNotification.call(this);
	if (!body) return answer(400, 'Expected a JSON object with typeWebhook');

	const sender = instanceOf(body);
	if (!sender) return answer(200, 'Ignored: notification names no instance');
	if (sender !== (await ownInstance.call(this, data))) {
		return answer(200, 'Ignored: notification of another instance');
	}
	const events = this.getNodeParameter('events', []) as string[];
	const options = this.getNodeParameter('options', {}) as TriggerOptions;
	const selected = selectNotification(body, events, options, data.messenger);
	if ('ignored' in selected) return answer(200, `Ignored: ${selected.ignored}`);
	if (options.ignoreDuplicates) {
		const key = duplicateKey(selected.item);
		const scope = `${this.getWorkflow().id ?? ''}|${this.getNode().name}|${this.getMode()}`;
		if (key !== undefined && isDuplicate(data, scope, key))
			return answer(200, 'Ignored: duplicate');
	}
	const download = downloadSettings(this.getNode(), options);
	return { workflowData: [await withFiles(this, [selected.item], download, ANSWER_BUDGET_MS)] };
}
