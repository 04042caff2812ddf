import type { INodeProperties } from 'n8n-workflow';

import { SEND_DELAY_MS, type YesNoSetting } from './settings';

/** A yes/no setting and what turning it on does (the rest of “Whether to …”). */
interface YesNoField extends YesNoSetting {
	does: string;
}

/**
 * The writable yes/no settings of SetSettings (green-api.com/en/docs/api/account/SetSettings/)
 * under their service names. Deprecated fields (sharedSession, statusInstanceWebhook,
 * enableMessagesHistory, countryInstance) are left out.
 */
const YES_NO: readonly YesNoField[] = [
	{
		name: 'deletedMessageWebhook',
		displayName: 'Deleted Message Webhook',
		does: 'notify about messages deleted in chats',
	},
	{
		name: 'deviceWebhook',
		displayName: 'Device Webhook',
		does: 'notify about the phone’s device data (the service marks it temporarily out of service)',
	},
	{
		name: 'editedMessageWebhook',
		displayName: 'Edited Message Webhook',
		does: 'notify about edited messages',
	},
	{
		name: 'incomingBlockWebhook',
		displayName: 'Incoming Block Webhook',
		does: 'notify when a contact blocks the account (temporarily not working at the service)',
	},
	{
		name: 'incomingCallWebhook',
		displayName: 'Incoming Call Webhook',
		does: 'notify about incoming calls (needs Incoming Webhook too)',
	},
	{
		name: 'incomingWebhook',
		displayName: 'Incoming Webhook',
		does: 'notify about incoming messages and files',
	},
	{
		name: 'keepOnlineStatus',
		displayName: 'Keep Online Status',
		does: 'show the account as online all the time',
	},
	{
		name: 'markIncomingMessagesReaded',
		displayName: 'Mark Incoming Messages Read',
		does: 'mark incoming messages as read at once (ignored while Mark Incoming Messages Read on Reply is on)',
	},
	{
		name: 'markIncomingMessagesReadedOnReply',
		displayName: 'Mark Incoming Messages Read on Reply',
		does: 'mark a chat’s incoming messages as read when the instance replies in it',
	},
	{
		name: 'outgoingAPIMessageWebhook',
		displayName: 'Outgoing API Message Webhook',
		does: 'notify about messages sent through the API',
	},
	{
		name: 'outgoingCallWebhook',
		displayName: 'Outgoing Call Webhook',
		does: 'notify about calls made from the phone',
	},
	{
		name: 'outgoingMessageWebhook',
		displayName: 'Outgoing Message Webhook',
		does: 'notify about messages sent from the phone',
	},
	{
		name: 'outgoingWebhook',
		displayName: 'Outgoing Webhook',
		does: 'notify about the statuses (sent, delivered, read) of sent messages; failed and noAccount are always notified',
	},
	{
		name: 'pollMessageWebhook',
		displayName: 'Poll Message Webhook',
		does: 'notify about polls being created and voted on',
	},
	{
		name: 'stateWebhook',
		displayName: 'State Webhook',
		does: 'notify when the instance’s authorization state changes',
	},
];

/** The settings that are not yes/no: the send delay and where notifications go. */
const OTHER: INodeProperties[] = [
	{
		displayName: 'Message Sending Delay (Ms)',
		name: 'delaySendMessagesMilliseconds',
		type: 'number',
		default: 500,
		typeOptions: { minValue: SEND_DELAY_MS.min, maxValue: SEND_DELAY_MS.max },
		description: `Pause between two messages leaving the send queue, ${SEND_DELAY_MS.min} to ${SEND_DELAY_MS.max} milliseconds`,
	},
	{
		displayName: 'Webhook URL',
		name: 'webhookUrl',
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/webhook',
		description:
			'Where the service posts notifications; empty turns webhook delivery off (needed for polling with receiveNotification)',
	},
	{
		displayName: 'Webhook URL Token',
		name: 'webhookUrlToken',
		type: 'string',
		typeOptions: { password: true },
		default: '',
		description:
			'Sent with every notification in the Authorization header, prefixed with "Bearer " unless it starts with Basic or Bearer; empty means none',
	},
];

/** The yes/no settings, less those a call does not take, as settingsBody reads them. */
export function yesNoSettings(without: readonly string[] = []): YesNoSetting[] {
	return YES_NO.filter(({ name }) => !without.includes(name)).map(({ name, displayName }) => ({
		name,
		displayName,
	}));
}

/**
 * The settings as collection fields sorted by label (Update Settings' Update Fields, the partner
 * node's Create), less those a call does not take, with any fields of the caller's own.
 */
export function settingFields(
	without: readonly string[] = [],
	own: readonly INodeProperties[] = [],
): INodeProperties[] {
	const yesNo = YES_NO.filter(({ name }) => !without.includes(name)).map(
		({ name, displayName, does }): INodeProperties => ({
			displayName,
			name,
			type: 'boolean',
			default: false,
			description: `Whether to ${does}`,
		}),
	);
	return [...yesNo, ...OTHER, ...own].sort((a, b) => a.displayName.localeCompare(b.displayName));
}
