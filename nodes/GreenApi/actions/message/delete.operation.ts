import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { apiRequest, type ApiMethod } from '../../transport';
import { chatIdField, messageIdField, messageIdOf, chatIdOf } from '../common.description';

export const method = 'deleteMessage' satisfies ApiMethod;

const properties: INodeProperties[] = [
	chatIdField(),
	messageIdField('ID of the message to delete'),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Only for Me',
				name: 'onlySenderDelete',
				type: 'boolean',
				default: false,
				description:
					'Whether to delete the message only on this account instead of for everyone in the chat',
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['delete'] } },
	properties,
);

/** deleteMessage answers an empty body; n8n's convention for a delete is `{ deleted: true }`. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const idMessage = messageIdOf(this, i);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body: IDataObject = { chatId, idMessage };
	if (typeof fields.onlySenderDelete === 'boolean') body.onlySenderDelete = fields.onlySenderDelete;
	await apiRequest.call(this, method, { body, itemIndex: i });
	return this.helpers.returnJsonArray({ deleted: true });
}
