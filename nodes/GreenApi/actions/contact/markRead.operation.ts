import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import { MESSAGE_ID_FORMS, chatIdField, chatIdOf } from '../common.description';

export const method = 'readChat' satisfies ApiMethod;

const properties: INodeProperties[] = [
	chatIdField(),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Message ID',
				name: 'messageId',
				type: 'string',
				default: '',
				placeholder: 'e.g. BAE5F4886F6F2D05',
				description: `Mark only this incoming message as read (${MESSAGE_ID_FORMS}); without it every message of the chat is marked read`,
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['markRead'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body: IDataObject = { chatId };
	const messageId = typeof fields.messageId === 'string' ? fields.messageId.trim() : '';
	if (messageId) body.idMessage = messageId;
	return toItems(this, await apiRequest.call(this, method, { body, itemIndex: i }));
}
