import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import {
	chatIdField,
	limitsOf,
	quotedMessageIdField,
	typingTimeField,
	verifyQuotedMessageOption,
	chatIdOf,
} from '../common.description';
import type { Messenger } from '../../helpers/messengerTable';
import type { ApiMethod } from '../../transport';
import { addQuoteAndTyping, requireMessageText, sendJson } from './common';

export const method = 'sendMessage' satisfies ApiMethod;

const properties: INodeProperties[] = [
	chatIdField(),
	{
		displayName: 'Message',
		name: 'message',
		type: 'string',
		required: true,
		default: '',
		typeOptions: { rows: 4 },
		description: `Text to send, ${limitsOf('textMax')}. It joins the send queue, which keeps it for 24 hours until the instance is authorized.`,
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Link Preview',
				name: 'linkPreview',
				type: 'boolean',
				default: true,
				description: 'Whether to show a preview of the first link in the message',
			},
			quotedMessageIdField,
			typingTimeField('ms'),
		],
	},
	verifyQuotedMessageOption,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['sendText'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const message = requireMessageText(this, i, messenger);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;

	const body: IDataObject = { chatId, message };
	if (typeof fields.linkPreview === 'boolean') body.linkPreview = fields.linkPreview;
	const quoted = addQuoteAndTyping(this, i, fields, body);
	return await sendJson(this, i, method, chatId, body, quoted);
}
