import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import { CHAT_ID_HINT, chatIdField, chatIdOf } from '../common.description';

export const method = 'getAvatar' satisfies ApiMethod;

const properties: INodeProperties[] = [
	chatIdField(
		`${CHAT_ID_HINT}. The instance’s own chat gives its own avatar. An empty urlAvatar with available = false means privacy settings hide it; with available = true, no avatar is set or the number has no account.`,
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['getAvatar'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	return toItems(this, await apiRequest.call(this, method, { body: { chatId }, itemIndex: i }));
}
