import { NodeOperationError, type IDataObject, type IPollFunctions } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { selectionFor } from '../instance';
import type { Selection } from '../parameters';
import { isRecord } from '../notification';
import type { PollStaticData } from './state';
import { hostOf } from '../urls';

/**
 * The service applies changed settings within up to five minutes
 * (green-api.com/en/docs/api/account/SetSettings/), so GetSettings may still show the old values
 * for a while; the same change is not sent again (each SetSettings reboots the instance) until
 * this long after it was sent.
 */
export const REAPPLY_AFTER_MS = 10 * 60 * 1000;

/**
 * Makes the instance deliver the selected events to the polling queue: notifications reach
 * ReceiveNotification only while `webhookUrl` is empty
 * (green-api.com/en/docs/api/receiving/technology-http-api/). A webhook URL stops the poll and
 * names its host, unless Take Over is on; flags of the selected events are switched on, the
 * others off, among the flags the instance has, as the webhook trigger does. Nothing is written
 * when the instance is already set. Returns the instance's messenger.
 */
export async function ensurePollingDelivery(
	this: IPollFunctions,
	{ events, options }: Selection,
	data: PollStaticData,
): Promise<string> {
	const answer: unknown = await apiRequest.call(this, 'getSettings');
	const settings: IDataObject = isRecord(answer) ? answer : {};
	const { messenger, flags: wanted } = selectionFor.call(this, events, settings);
	const webhookUrl = typeof settings.webhookUrl === 'string' ? settings.webhookUrl.trim() : '';
	if (webhookUrl && !options.takeOver) {
		throw new NodeOperationError(
			this.getNode(),
			`The instance sends its notifications to ${hostOf(webhookUrl)}, so polling receives none`,
			{
				description:
					'Green API delivers an instance’s notifications either to its webhook URL or to the polling queue. Turn on "Take Over Instance" in Options to clear the webhook URL, or use another instance, or clear webhookUrl in the instance settings of the Green API console.',
			},
		);
	}
	const changes: IDataObject = webhookUrl ? { webhookUrl: '', webhookUrlToken: '' } : {};
	for (const [flag, value] of Object.entries(wanted)) {
		if ((settings[flag] ?? 'no') !== value) changes[flag] = value;
	}
	if (Object.keys(changes).length === 0) return messenger;
	const signature = JSON.stringify(changes);
	const applied = data.applied;
	if (applied?.signature === signature && Date.now() - applied.at < REAPPLY_AFTER_MS)
		return messenger;
	await apiRequest.call(this, 'setSettings', { body: changes });
	data.applied = { signature, at: Date.now() };
	return messenger;
}
