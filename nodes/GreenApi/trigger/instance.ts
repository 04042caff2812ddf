import {
	NodeOperationError,
	type IDataObject,
	type IHookFunctions,
	type IPollFunctions,
} from 'n8n-workflow';

import { EVENTS, flagsFor, instanceFlags, type TriggerEvent } from './events';
import { eventsNotSent, eventsSent, instanceMessenger, messengerName } from './itemMessenger';

/** What activation makes of the instance's GetSettings answer for the selected events. */
export interface InstanceSelection {
	/** The instance's messenger, for notifications that do not name theirs. */
	messenger: string;
	/** The SetSettings flags: only those the instance has, `yes` where the selection needs it. */
	flags: IDataObject;
}

function listOf(names: string[]): string {
	return names.length > 1
		? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
		: names.join('');
}

/**
 * The flags to set on this instance for the selected events. An event the instance's messenger
 * never sends stops activation: selected, it would look as if the workflow waited for it.
 */
export function selectionFor(
	this: IHookFunctions | IPollFunctions,
	events: readonly TriggerEvent[],
	settings: IDataObject,
): InstanceSelection {
	const messenger = instanceMessenger(settings);
	const missing = eventsNotSent(events, messenger);
	if (missing.length > 0) {
		const name = messengerName(messenger);
		const sent = eventsSent(messenger);
		throw new NodeOperationError(
			this.getNode(),
			`${name} instances do not send ${listOf(missing.map((event) => `"${EVENTS[event].name}"`))} notifications`,
			{
				description: `Remove ${missing.length > 1 ? 'them' : 'it'} from "Events". ${name} instances send: ${sent.map((event) => EVENTS[event].name).join(', ')}.`,
			},
		);
	}
	return { messenger, flags: flagsFor(events, instanceFlags(settings)) };
}
