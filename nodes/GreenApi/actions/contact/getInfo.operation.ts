import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengers';
import { toItems } from '../../helpers/output';
import { requireChatId } from '../../helpers/validation';
import { apiRequest } from '../../transport';
import { chatLocator } from '../chatLocator';

const properties: INodeProperties[] = [
	chatLocator(
		'chatId',
		'Chat ID',
		'Personal chat such as 79001234567@c.us, or a phone number. Group chats are not supported by the service (it points to getGroupData for them).',
		'person',
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['getInfo'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = requireChatId(this, i, 'Chat ID', this.getNodeParameter('chatId', i), {
		messenger,
		allow: ['personal', 'lid', 'phone'],
		refusal:
			'getContactInfo does not support group chats: use a personal chat ID, or the group’s data (getGroupData) for groups.',
	});
	return toItems(
		this,
		await apiRequest.call(this, 'getContactInfo', { body: { chatId }, itemIndex: i }),
	);
}
