import type { INodeProperties } from 'n8n-workflow';

import * as del from './delete.operation';
import * as download from './download.operation';
import * as edit from './edit.operation';
import * as forward from './forward.operation';
import * as sendAndWait from '../sendAndWait/operation';
import * as sendContact from './sendContact.operation';
import * as sendFile from './sendFile.operation';
import * as sendFileByUrl from './sendFileByUrl.operation';
import * as sendInteractiveButtons from './sendInteractiveButtons.operation';
import * as sendInteractiveButtonsReply from './sendInteractiveButtonsReply.operation';
import * as sendLocation from './sendLocation.operation';
import * as sendPoll from './sendPoll.operation';
import * as sendText from './sendText.operation';
import * as sendTyping from './sendTyping.operation';
import * as uploadFile from './uploadFile.operation';

export {
	del as delete,
	download,
	edit,
	forward,
	sendAndWait,
	sendContact,
	sendFile,
	sendFileByUrl,
	sendInteractiveButtons,
	sendInteractiveButtonsReply,
	sendLocation,
	sendPoll,
	sendText,
	sendTyping,
	uploadFile,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['message'] } },
		options: [
			{
				name: 'Delete',
				value: 'delete',
				action: 'Delete a message',
				description: 'Delete a message of a chat for everyone, or only for this account',
			},
			{
				name: 'Download File',
				value: 'download',
				action: 'Download the file of a message',
				description:
					'Download the file of an image, video, audio, document or sticker message as binary data',
			},
			{
				name: 'Edit',
				value: 'edit',
				action: 'Edit a message',
				description: 'Change the text of a message the instance sent, within 15 minutes of sending',
			},
			{
				name: 'Forward',
				value: 'forward',
				action: 'Forward messages',
				description: 'Forward messages of one chat, by their IDs, to another chat',
			},
			{
				name: 'Send and Wait for Response',
				value: 'sendAndWait',
				action: 'Send message and wait for response',
				description:
					'Send a message with approve / decline links or a link to a short form, and wait for the answer',
			},
			{
				name: 'Send Contact',
				value: 'sendContact',
				action: 'Send a contact card',
				description: 'Send a contact card (phone number and names) to a person or group',
			},
			{
				name: 'Send File',
				value: 'sendFile',
				action: 'Send a file',
				description: 'Send the file in the input item’s binary data to a person or group',
			},
			{
				name: 'Send File by URL',
				value: 'sendFileByUrl',
				action: 'Send a file by URL',
				description: 'Send a file the service downloads from a public link to a person or group',
			},
			{
				name: 'Send Interactive Buttons',
				value: 'sendInteractiveButtons',
				action: 'Send a message with buttons',
				description:
					'Send a message with up to three copy, call or link buttons to a person (WhatsApp only, beta)',
			},
			{
				name: 'Send Interactive Buttons Reply',
				value: 'sendInteractiveButtonsReply',
				action: 'Send a message with reply buttons',
				description:
					'Send a message with up to three buttons the person answers with, each pressed once (WhatsApp only, beta)',
			},
			{
				name: 'Send Location',
				value: 'sendLocation',
				action: 'Send a location',
				description: 'Send a map pin (latitude and longitude) to a person or group',
			},
			{
				name: 'Send Poll',
				value: 'sendPoll',
				action: 'Send a poll',
				description:
					'Send a poll with 2 to 12 options to a person or group (WhatsApp and Telegram)',
			},
			{
				name: 'Send Text',
				value: 'sendText',
				action: 'Send a text message',
				description: 'Send a text message to a person or group, or to a phone number',
			},
			{
				name: 'Send Typing',
				value: 'sendTyping',
				action: 'Show typing in a chat',
				description:
					'Show "typing…" (or recording, or another activity) in a chat for 1 to 20 seconds, e.g. while a reply is prepared',
			},
			{
				name: 'Upload File',
				value: 'uploadFile',
				action: 'Upload a file',
				description:
					'Store the file in the input item’s binary data on the service and get its link, e.g. for Send File by URL',
			},
		],
		default: 'sendText',
	},
	...sendText.description,
	...sendAndWait.description,
	...sendContact.description,
	...forward.description,
	...sendFile.description,
	...sendFileByUrl.description,
	...uploadFile.description,
	...sendPoll.description,
	...sendLocation.description,
	...sendInteractiveButtons.description,
	...sendInteractiveButtonsReply.description,
	...edit.description,
	...del.description,
	...download.description,
	...sendTyping.description,
];
