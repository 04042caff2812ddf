import type { IDataObject } from 'n8n-workflow';

import { MESSENGERS, messengerOfType, type MessengerName } from '../helpers/messengerTable';
import { EVENTS, type TriggerEvent } from './events';

/**
 * The messenger a `typeInstance` stands for, as items name it. A notification without one is
 * `fallback`'s (older WhatsApp notifications leave the field out); a value this node does not
 * know is kept as it is.
 */
export function itemMessenger(typeInstance: unknown, fallback: string = 'whatsapp'): string {
	if (typeof typeInstance !== 'string' || typeInstance.trim() === '') return fallback;
	return messengerOfType(typeInstance.trim()) ?? typeInstance.trim();
}

/** The messenger of an instance from its GetSettings answer. */
export function instanceMessenger(settings: IDataObject): string {
	return itemMessenger(settings.typeInstance);
}

const isKnown = (messenger: string): messenger is MessengerName =>
	Object.prototype.hasOwnProperty.call(MESSENGERS, messenger);

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
export const MESSENGER_EVENTS: Record<MessengerName, readonly TriggerEvent[]> = {
	whatsapp: Object.keys(EVENTS) as TriggerEvent[],
	max: NUMERIC_ID_EVENTS,
	telegram: NUMERIC_ID_EVENTS,
};

/**
 * The selected events a messenger does not send. A messenger this node does not know is not
 * held to any list: its instance may send anything.
 */
export function eventsNotSent(events: readonly TriggerEvent[], messenger: string): TriggerEvent[] {
	if (!isKnown(messenger)) return [];
	return events.filter((event) => !MESSENGER_EVENTS[messenger].includes(event));
}

/** How an error names a messenger: its own name, or the typeInstance the instance gave. */
export function messengerName(messenger: string): string {
	return isKnown(messenger) ? MESSENGERS[messenger].label : messenger;
}

/** Whether a messenger's chat IDs are numbers written as strings (MAX, Telegram). */
export function hasNumericIds(messenger: string | undefined): boolean {
	return messenger !== undefined && isKnown(messenger) && MESSENGERS[messenger].numericIds;
}
