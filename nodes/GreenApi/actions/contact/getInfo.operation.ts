import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import { chatLocator } from '../chatLocator';
import { PERSON_ID_HINT, chatIdOf } from '../common.description';

export const method = 'getContactInfo' satisfies ApiMethod;

const properties: INodeProperties[] = [
	chatLocator(
		'chatId',
		'Chat ID',
		`${PERSON_ID_HINT}. Groups are refused (the service points to Group → Get for them).`,
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
	const chatId = chatIdOf(this, i, messenger, {
		allow: ['personal', 'lid', 'phone'],
		refusal:
			'getContactInfo does not support group chats: use a personal chat ID, or the group’s data (getGroupData) for groups.',
	});
	return toItems(this, await apiRequest.call(this, method, { body: { chatId }, itemIndex: i }));
}
