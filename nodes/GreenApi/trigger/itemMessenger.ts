import type { IDataObject } from 'n8n-workflow';

import { FALLBACK_MESSENGER, messengerNamed, messengerOfType } from '../helpers/messengerTable';
import { EVENTS, type TriggerEvent } from './events';

/**
 * The messenger a `typeInstance` stands for, as items name it. A notification without one is
 * `fallback`'s (older WhatsApp notifications leave the field out); a value this node does not
 * know is kept as it is.
 */
export function itemMessenger(
	typeInstance: unknown,
	fallback: string = FALLBACK_MESSENGER.name,
): string {
	if (typeof typeInstance !== 'string' || typeInstance.trim() === '') return fallback;
	return messengerOfType(typeInstance.trim()) ?? typeInstance.trim();
}

/** The messenger of an instance from its GetSettings answer. */
export function instanceMessenger(settings: IDataObject): string {
	return itemMessenger(settings.typeInstance);
}

/**
 * The events a messenger's instances send, of those the triggers offer. A messenger this node
 * does not know is not held to any list: its instance may send anything.
 */
export function eventsSent(messenger: string): TriggerEvent[] {
	const offered = Object.keys(EVENTS) as TriggerEvent[];
	const sent = messengerNamed(messenger)?.notifications ?? 'all';
	return sent === 'all' ? offered : offered.filter((event) => sent.includes(event));
}

/** The selected events a messenger does not send. */
export function eventsNotSent(events: readonly TriggerEvent[], messenger: string): TriggerEvent[] {
	const sent = eventsSent(messenger);
	return events.filter((event) => !sent.includes(event));
}

/** How an error names a messenger: its own name, or the typeInstance the instance gave. */
export function messengerName(messenger: string): string {
	return messengerNamed(messenger)?.label ?? messenger;
}

/** Whether a messenger's chat IDs are numbers written as strings (the table's `numericIds`). */
export function hasNumericIds(messenger: string | undefined): boolean {
	return messengerNamed(messenger)?.numericIds ?? false;
}
