import type { IDataObject } from 'n8n-workflow';

import { EVENTS, type TriggerEvent } from './events';

/** The messengers whose instances the gateway runs, as items name them. */
export type Messenger = 'whatsapp' | 'max' | 'telegram';

/**
 * `typeInstance` of GetSettings and of every notification's `instanceData`: `whatsapp`, `v3` for
 * MAX (green-api.com/v3/docs/) and `telegram` (green-api.com/telegram/docs/).
 */
const BY_TYPE_INSTANCE: Record<string, Messenger> = {
	whatsapp: 'whatsapp',
	v3: 'max',
	telegram: 'telegram',
};

export const MESSENGER_NAMES: Record<Messenger, string> = {
	whatsapp: 'WhatsApp',
	max: 'MAX',
	telegram: 'Telegram',
};

/**
 * The messenger a `typeInstance` stands for. Older WhatsApp answers and notifications leave the
 * field out, so a missing one is `fallback`; a value this node does not know is kept as it is.
 */
export function messengerOf(typeInstance: unknown, fallback: string = 'whatsapp'): string {
	if (typeof typeInstance !== 'string' || typeInstance.trim() === '') return fallback;
	const value = typeInstance.trim();
	return Object.prototype.hasOwnProperty.call(BY_TYPE_INSTANCE, value)
		? BY_TYPE_INSTANCE[value]
		: value;
}

/** The messenger of an instance from its GetSettings answer. */
export function instanceMessenger(settings: IDataObject): string {
	return messengerOf(settings.typeInstance);
}

/**
 * The notifications MAX and Telegram instances send: their notification indexes list incoming,
 * outgoing and API messages (edited and deleted ones among them), outgoing message statuses,
 * state changes and the quota notice; no calls, device data, instance status, blocks or poll
 * votes (green-api.com/v3/docs/api/receiving/notifications-format/ and
 * green-api.com/telegram/docs/api/receiving/notifications-format/).
 */
const NUMERIC_ID_EVENTS: readonly TriggerEvent[] = [
	'incomingMessageReceived',
	'outgoingMessageReceived',
	'outgoingAPIMessageReceived',
	'outgoingMessageStatus',
	'stateInstanceChanged',
	'quotaExceeded',
	'editedMessage',
	'deletedMessage',
];

/** The events each messenger's instances send; WhatsApp sends every event the node offers. */
export const MESSENGER_EVENTS: Record<Messenger, readonly TriggerEvent[]> = {
	whatsapp: Object.keys(EVENTS) as TriggerEvent[],
	max: NUMERIC_ID_EVENTS,
	telegram: NUMERIC_ID_EVENTS,
};

/**
 * The selected events a messenger does not send. A messenger this node does not know is not
 * held to any list: its instance may send anything.
 */
export function eventsNotSent(events: readonly TriggerEvent[], messenger: string): TriggerEvent[] {
	if (!Object.prototype.hasOwnProperty.call(MESSENGER_EVENTS, messenger)) return [];
	const sent = MESSENGER_EVENTS[messenger as Messenger];
	return events.filter((event) => !sent.includes(event));
}

/** How an error names a messenger: its own name, or the typeInstance the instance gave. */
export function messengerName(messenger: string): string {
	return Object.prototype.hasOwnProperty.call(MESSENGER_NAMES, messenger)
		? MESSENGER_NAMES[messenger as Messenger]
		: messenger;
}
