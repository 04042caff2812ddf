import type { INodeProperties } from 'n8n-workflow';

import { SEND_DELAY_MS } from '../../../GreenApi/helpers/settings';

/**
 * The yes/no settings createInstance takes (green-api.com/en/docs/partners/createInstance/; the
 * last six as the service's client libraries send them), as booleans like Update Settings has
 * them: service name, label, what it turns on.
 */
const FLAGS: Array<[string, string, string]> = [
	[
		'markIncomingMessagesReaded',
		'Mark Incoming Messages Read',
		'mark incoming messages as read at once (ignored while Mark Incoming Messages Read on Reply is on)',
	],
	[
		'markIncomingMessagesReadedOnReply',
		'Mark Incoming Messages Read on Reply',
		'mark a chat’s incoming messages as read when the instance replies in it',
	],
	[
		'outgoingWebhook',
		'Outgoing Webhook',
		'notify about the statuses (sent, delivered, read) of sent messages',
	],
	[
		'outgoingMessageWebhook',
		'Outgoing Message Webhook',
		'notify about messages sent from the phone',
	],
	[
		'outgoingAPIMessageWebhook',
		'Outgoing API Message Webhook',
		'notify about messages sent through the API',
	],
	[
		'stateWebhook',
		'State Webhook',
		'notify when the instance’s authorization state changes (e.g. the customer scanned the QR code)',
	],
	['incomingWebhook', 'Incoming Webhook', 'notify about incoming messages and files'],
	[
		'deviceWebhook',
		'Device Webhook',
		'notify about the phone’s device data (WhatsApp; the service marks it out of service)',
	],
	['keepOnlineStatus', 'Keep Online Status', 'show the account as online all the time (WhatsApp)'],
	[
		'pollMessageWebhook',
		'Poll Message Webhook',
		'notify about polls being created and voted on (WhatsApp)',
	],
	[
		'incomingBlockWebhook',
		'Incoming Block Webhook',
		'notify when a contact blocks the account (WhatsApp)',
	],
	[
		'incomingCallWebhook',
		'Incoming Call Webhook',
		'notify about incoming calls (WhatsApp; needs Incoming Webhook too)',
	],
	['editedMessageWebhook', 'Edited Message Webhook', 'notify about edited messages'],
	['deletedMessageWebhook', 'Deleted Message Webhook', 'notify about messages deleted in chats'],
];

export const FLAG_NAMES = FLAGS.map(([name, displayName]) => ({ name, displayName }));

const settingFields: INodeProperties[] = [
	...FLAGS.map(
		([name, displayName, does]): INodeProperties => ({
			displayName,
			name,
			type: 'boolean',
			default: false,
			description: `Whether to ${does}`,
		}),
	),
	{
		displayName: 'Message Sending Delay (Ms)',
		name: 'delaySendMessagesMilliseconds',
		type: 'number',
		default: 500,
		typeOptions: { minValue: SEND_DELAY_MS.min, maxValue: SEND_DELAY_MS.max },
		description: `Pause between two messages leaving the send queue, ${SEND_DELAY_MS.min} to ${SEND_DELAY_MS.max} milliseconds`,
	},
	{
		displayName: 'Typing Notification',
		name: 'autoTyping',
		type: 'number',
		default: 0,
		typeOptions: { minValue: 0, maxValue: 4 },
		description:
			'Whether the instance shows “typing…” before each message sent through the API: 0 off, 1 to 4 as the service defines them (WhatsApp); a Send Text typing time overrides it',
	},
	{
		displayName: 'Webhook URL',
		name: 'webhookUrl',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/webhook',
		description: 'Where the service posts the instance’s notifications',
	},
	{
		displayName: 'Webhook URL Token',
		name: 'webhookUrlToken',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		description:
			'Sent with every notification in the Authorization header, prefixed with "Bearer " unless it starts with Basic or Bearer',
	},
];

/** Create's Additional Fields: the instance's first settings, sorted by label. */
export const createSettingFields = settingFields.sort((a, b) =>
	a.displayName.localeCompare(b.displayName),
);
