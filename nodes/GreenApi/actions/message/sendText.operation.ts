import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { requireBodySize, requireChatId, requireText } from '../../helpers/validation';
import { apiRequest } from '../../transport';
import {
	chatIdField,
	quotedMessageIdField,
	typingTimeField,
	verifyQuotedMessageOption,
} from '../common.description';
import { addQuoteAndTyping, MAX_MESSAGE_LENGTH, verifyQuotedIfAsked } from './common';

const properties: INodeProperties[] = [
	chatIdField(),
	{
		displayName: 'Message',
		name: 'message',
		type: 'string',
		required: true,
		default: '',
		typeOptions: { rows: 4 },
		description:
			'Text to send, at most 20000 characters. The message joins the send queue, which keeps it for 24 hours until the instance is authorized.',
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

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const chatId = requireChatId(this, i, 'Chat ID', this.getNodeParameter('chatId', i));
	const message = requireText(
		this,
		i,
		'Message',
		this.getNodeParameter('message', i),
		MAX_MESSAGE_LENGTH,
	);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;

	const body: IDataObject = { chatId, message };
	if (typeof fields.linkPreview === 'boolean') body.linkPreview = fields.linkPreview;
	const quoted = addQuoteAndTyping(this, i, fields, body);
	requireBodySize(this, i, body);

	await verifyQuotedIfAsked(this, i, chatId, quoted);
	return toItems(this, await apiRequest.call(this, 'sendMessage', { body, itemIndex: i }));
}
