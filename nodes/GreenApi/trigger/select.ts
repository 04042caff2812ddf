import type { IDataObject } from 'n8n-workflow';

import { classify } from './events';
import { passesFilters, type TriggerOptions } from './filters';
import { flatFields, notificationItem, type Notification } from './notification';

/** Why a notification starts nothing; the webhook trigger answers it with `Ignored: <reason>`. */
export type IgnoredReason = 'event not selected' | 'filtered out';

/**
 * The one decision both delivery ways share: whether a notification is an event the user
 * selected and passes the options' filters, and if so the item it starts the workflow with.
 * `instanceMessenger` is the messenger of a notification that does not name its own.
 */
export function selectNotification(
	body: Notification,
	events: readonly unknown[],
	options: TriggerOptions,
	instanceMessenger?: string,
): { item: IDataObject } | { ignored: IgnoredReason } {
	const fields = flatFields(body, instanceMessenger);
	const event = classify(body.typeWebhook, fields.typeMessage);
	if (!event || !events.includes(event)) return { ignored: 'event not selected' };
	if (!passesFilters(fields, options)) return { ignored: 'filtered out' };
	return { item: notificationItem(body, fields) };
}
