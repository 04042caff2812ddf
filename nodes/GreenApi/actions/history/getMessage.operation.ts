import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengers';
import { toItems } from '../../helpers/output';
import { apiRequest } from '../../transport';
import { chatIdField, messageIdField, messageIdOf, chatIdOf } from '../common.description';

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
		await apiRequest.call(this, 'getMessage', { body: { chatId, idMessage }, itemIndex: i }),
	);
}
