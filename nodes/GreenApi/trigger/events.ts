import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';

/**
 * Every event the trigger offers and the instance settings flags that make the service send it
 * (green-api.com/en/docs/api/account/SetSettings/ and the notification formats under
 * green-api.com/en/docs/api/receiving/notifications-format/). This table is the only place that
 * knows the mapping.
 */
export const EVENTS = {
	incomingMessageReceived: {
		name: 'Incoming Message',
		description: 'A message or file arrived in a chat',
		flags: ['incomingWebhook'],
	},
	outgoingMessageReceived: {
		name: 'Message Sent From Phone',
		description: 'A message was sent from the phone or another linked device',
		flags: ['outgoingMessageWebhook'],
	},
	outgoingAPIMessageReceived: {
		name: 'Message Sent Through API',
		description: 'A message was sent through the API',
		flags: ['outgoingAPIMessageWebhook'],
	},
	outgoingMessageStatus: {
		name: 'Outgoing Message Status',
		description: 'An outgoing message was sent, delivered, read or failed',
		flags: ['outgoingWebhook'],
	},
	stateInstanceChanged: {
		name: 'Instance State Changed',
		description:
			'The authorization state changed (authorized, notAuthorized, blocked, starting, suspended, pendingPassword, …)',
		flags: ['stateWebhook'],
	},
	// Older accounts still switch this notification with the deprecated statusInstanceWebhook.
	statusInstanceChanged: {
		name: 'Instance Status Changed',
		description: 'The instance went online or offline; WhatsApp only',
		flags: ['stateWebhook', 'statusInstanceWebhook'],
	},
	deviceInfo: {
		name: 'Device Info',
		description:
			'Phone device data (the service marks this notification as not working); WhatsApp only',
		flags: ['deviceWebhook'],
	},
	incomingCall: {
		name: 'Incoming Call',
		description: 'A call arrived or ended; WhatsApp only',
		flags: ['incomingWebhook', 'incomingCallWebhook'],
	},
	outgoingCall: {
		name: 'Outgoing Call',
		description:
			'A call from this account was answered, not answered or failed (beta); WhatsApp only',
		flags: ['outgoingCallWebhook'],
	},
	incomingBlock: {
		name: 'Blocked by a Contact',
		description:
			'A contact blocked this account (the service marks this notification as temporarily not working); WhatsApp only',
		flags: ['incomingBlockWebhook'],
	},
	quotaExceeded: {
		name: 'Quota Exceeded',
		description: 'The plan’s correspondent quota is used up (sent without any setting)',
		flags: [],
	},
	editedMessage: {
		name: 'Message Edited',
		description: 'A message was edited',
		flags: ['incomingWebhook', 'editedMessageWebhook'],
	},
	deletedMessage: {
		name: 'Message Deleted',
		description: 'A message was deleted for everyone',
		flags: ['incomingWebhook', 'deletedMessageWebhook'],
	},
	pollUpdate: {
		name: 'Poll Vote',
		description: 'Someone voted in a poll; WhatsApp only',
		flags: ['incomingWebhook', 'pollMessageWebhook'],
	},
} as const satisfies Record<
	string,
	{ name: string; description: string; flags: readonly string[] }
>;

export type TriggerEvent = keyof typeof EVENTS;

export type NotificationFlag = (typeof EVENTS)[TriggerEvent]['flags'][number];

export const DEFAULT_EVENT: TriggerEvent = 'incomingMessageReceived';

/** Every flag this node switches; flags of unselected events are turned off. */
export const MANAGED_FLAGS: readonly NotificationFlag[] = [
	...new Set(Object.values(EVENTS).flatMap((event): readonly NotificationFlag[] => event.flags)),
];

export function isTriggerEvent(value: unknown): value is TriggerEvent {
	return typeof value === 'string' && Object.prototype.hasOwnProperty.call(EVENTS, value);
}

/**
 * The managed flags an instance has: those its GetSettings answer lists (MAX and Telegram
 * instances list fewer than WhatsApp ones). An answer that lists none of them tells nothing, and
 * every managed flag is taken.
 */
export function instanceFlags(settings: IDataObject): readonly NotificationFlag[] {
	const listed = MANAGED_FLAGS.filter((flag) =>
		Object.prototype.hasOwnProperty.call(settings, flag),
	);
	return listed.length > 0 ? listed : MANAGED_FLAGS;
}

/**
 * The SetSettings flags for a selection: `yes` for what the selection needs, `no` for the rest,
 * among the flags the instance has (all managed flags unless given).
 */
export function flagsFor(
	events: readonly TriggerEvent[],
	flags: readonly NotificationFlag[] = MANAGED_FLAGS,
): Partial<Record<NotificationFlag, 'yes' | 'no'>> {
	const wanted = new Set<NotificationFlag>(
		events.flatMap((event): readonly NotificationFlag[] => EVENTS[event].flags),
	);
	const body: Partial<Record<NotificationFlag, 'yes' | 'no'>> = {};
	for (const flag of flags) body[flag] = wanted.has(flag) ? 'yes' : 'no';
	return body;
}

/** Whether the instance's settings already hold these flags (a flag not listed counts as `no`). */
export function hasFlags(settings: IDataObject, flags: IDataObject): boolean {
	return Object.entries(flags).every(([flag, value]) => (settings[flag] ?? 'no') === value);
}

/** Message notifications whose typeMessage is a kind of its own rather than a plain message. */
const MESSAGE_KINDS: Record<string, TriggerEvent> = {
	editedMessage: 'editedMessage',
	deletedMessage: 'deletedMessage',
	pollUpdateMessage: 'pollUpdate',
};

const MESSAGE_WEBHOOKS = new Set([
	'incomingMessageReceived',
	'outgoingMessageReceived',
	'outgoingAPIMessageReceived',
]);

/** Which event a notification is; `undefined` for kinds this node does not offer. */
export function classify(
	typeWebhook: string,
	typeMessage: string | undefined,
): TriggerEvent | undefined {
	if (MESSAGE_WEBHOOKS.has(typeWebhook) && typeMessage && MESSAGE_KINDS[typeMessage]) {
		return MESSAGE_KINDS[typeMessage];
	}
	return isTriggerEvent(typeWebhook) && !Object.values(MESSAGE_KINDS).includes(typeWebhook)
		? typeWebhook
		: undefined;
}

export const EVENT_OPTIONS: INodePropertyOptions[] = (Object.keys(EVENTS) as TriggerEvent[])
	.map((value) => ({ name: EVENTS[value].name, value, description: EVENTS[value].description }))
	.sort((a, b) => a.name.localeCompare(b.name));
