import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { SEND_DELAY_MS, settingsBody } from '../../helpers/settings';
import { apiRequest, type ApiMethod } from '../../transport';
import { maskSettings } from './common';

export const method = 'setSettings' satisfies ApiMethod;

/**
 * Every writable setting of SetSettings (green-api.com/en/docs/api/account/SetSettings/) under its service name. Deprecated fields
 * (sharedSession, statusInstanceWebhook, enableMessagesHistory, countryInstance) are left out.
 */
const updateFields: INodeProperties[] = [
	{
		displayName: 'Deleted Message Webhook',
		name: 'deletedMessageWebhook',
		type: 'boolean',
		default: false,
		description: 'Whether to notify about messages deleted in chats',
	},
	{
		displayName: 'Device Webhook',
		name: 'deviceWebhook',
		type: 'boolean',
		default: false,
		description:
			'Whether to notify about the phone’s device data (the service marks it temporarily out of service)',
	},
	{
		displayName: 'Edited Message Webhook',
		name: 'editedMessageWebhook',
		type: 'boolean',
		default: false,
		description: 'Whether to notify about edited messages',
	},
	{
		displayName: 'Incoming Block Webhook',
		name: 'incomingBlockWebhook',
		type: 'boolean',
		default: false,
		description:
			'Whether to notify when a contact blocks the account (temporarily not working at the service)',
	},
	{
		displayName: 'Incoming Call Webhook',
		name: 'incomingCallWebhook',
		type: 'boolean',
		default: false,
		description: 'Whether to notify about incoming calls (needs Incoming Webhook too)',
	},
	{
		displayName: 'Incoming Webhook',
		name: 'incomingWebhook',
		type: 'boolean',
		default: false,
		description: 'Whether to notify about incoming messages and files',
	},
	{
		displayName: 'Keep Online Status',
		name: 'keepOnlineStatus',
		type: 'boolean',
		default: false,
		description: 'Whether to show the account as online all the time',
	},
	{
		displayName: 'Mark Incoming Messages Read',
		name: 'markIncomingMessagesReaded',
		type: 'boolean',
		default: false,
		description:
			'Whether to mark incoming messages as read at once (ignored while Mark Incoming Messages Read on Reply is on)',
	},
	{
		displayName: 'Mark Incoming Messages Read on Reply',
		name: 'markIncomingMessagesReadedOnReply',
		type: 'boolean',
		default: false,
		description:
			'Whether to mark a chat’s incoming messages as read when the instance replies in it',
	},
	{
		displayName: 'Message Sending Delay (Ms)',
		name: 'delaySendMessagesMilliseconds',
		type: 'number',
		default: 500,
		typeOptions: { minValue: SEND_DELAY_MS.min, maxValue: SEND_DELAY_MS.max },
		description: `Pause between two messages leaving the send queue, ${SEND_DELAY_MS.min} to ${SEND_DELAY_MS.max} milliseconds`,
	},
	{
		displayName: 'Outgoing API Message Webhook',
		name: 'outgoingAPIMessageWebhook',
		type: 'boolean',
		default: false,
		description: 'Whether to notify about messages sent through the API',
	},
	{
		displayName: 'Outgoing Call Webhook',
		name: 'outgoingCallWebhook',
		type: 'boolean',
		default: false,
		description: 'Whether to notify about calls made from the phone',
	},
	{
		displayName: 'Outgoing Message Webhook',
		name: 'outgoingMessageWebhook',
		type: 'boolean',
		default: false,
		description: 'Whether to notify about messages sent from the phone',
	},
	{
		displayName: 'Outgoing Webhook',
		name: 'outgoingWebhook',
		type: 'boolean',
		default: false,
		description:
			'Whether to notify about the statuses (sent, delivered, read) of sent messages; failed and noAccount are always notified',
	},
	{
		displayName: 'Poll Message Webhook',
		name: 'pollMessageWebhook',
		type: 'boolean',
		default: false,
		description: 'Whether to notify about polls being created and voted on',
	},
	{
		displayName: 'State Webhook',
		name: 'stateWebhook',
		type: 'boolean',
		default: false,
		description: 'Whether to notify when the instance’s authorization state changes',
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

const FLAGS = updateFields
	.filter(({ type }) => type === 'boolean')
	.map(({ name, displayName }) => ({ name, displayName }));

const properties: INodeProperties[] = [
	{
		displayName:
			'Every update reboots the instance, and new settings can take up to 5 minutes to apply. An active Green API Trigger manages the webhook URL, token and notification switches itself: changing them here disconnects it.',
		name: 'setSettingsNotice',
		type: 'notice',
		default: '',
	},
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: updateFields,
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['setSettings'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const body = settingsBody(
		this,
		i,
		this.getNodeParameter('updateFields', i, {}) as IDataObject,
		FLAGS,
	);
	const answer: unknown = await apiRequest.call(this, method, { body, itemIndex: i });
	return toItems(this, maskSettings(answer));
}
