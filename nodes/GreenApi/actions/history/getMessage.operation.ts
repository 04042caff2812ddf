import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import { chatIdField, messageIdField, messageIdOf, chatIdOf } from '../common.description';

export const method = 'getMessage' satisfies ApiMethod;

const properties: INodeProperties[] = [
	chatIdField(),
	{
		...messageIdField('ID of an incoming or outgoing message of this chat'),
		hint: 'The service knows incoming messages and messages sent from the phone only while the matching notification settings are on',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['history'], operation: ['getMessage'] } },
	properties,
);

/** getMessage → one journal message. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const idMessage = messageIdOf(this, i);
	return toItems(
		this,
		await apiRequest.call(this, method, { body: { chatId, idMessage }, itemIndex: i }),
	);
}
