import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import type { ApiMethod } from '../../transport';
import { changeContact, contactChatIdField, nameFields } from './addressBook';

export const method = 'addContact' satisfies ApiMethod;

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['create'] } },
	[contactChatIdField, ...nameFields],
);

/** addContact → `{ addContact: true, chatId }`. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	return await changeContact(this, i, messenger, method);
}
