import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import { limitOf, returnAllFields, upTo } from './common';

export const method = 'getChats' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Lists the chats of the account, the most recently active first, with chatId, name and type (user or group; Telegram also supergroup and channel) on every messenger. MAX gives no names (name is empty). The service refreshes the list at most once a minute.',
		name: 'getChatsNotice',
		type: 'notice',
		default: '',
	},
	...returnAllFields,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: [method] } },
	properties,
);

const text = (value: unknown): string =>
	typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * One chat in the same flat fields on every messenger, the service's own fields beside them:
 * WhatsApp names the chat `id`, MAX and Telegram `chatId`; MAX gives neither name nor type (a
 * group's ID is negative: green-api.com/v3/docs/api/chat-id/).
 */
export function flatChat(entry: IDataObject): IDataObject {
	const chatId = text(entry.chatId) || text(entry.id);
	const type = text(entry.type) || (chatId.startsWith('-') ? 'group' : 'user');
	const flat: IDataObject = { chatId, name: text(entry.name), type, ...entry };
	// Text like every chat ID the node gives, should a gateway send the number.
	flat.chatId = chatId;
	return flat;
}

/** getChats → one item per chat. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const limit = limitOf(this, i);
	const qs: IDataObject = limit === undefined ? {} : { count: limit };
	const chats = await apiRequest.call(this, method, { qs, itemIndex: i });
	const list = upTo(chats, limit);
	return toItems(this, Array.isArray(list) ? list.map((c) => flatChat(c as IDataObject)) : list);
}
