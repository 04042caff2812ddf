import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import type { ApiMethod } from '../../transport';
import { changeContact, contactChatIdField, nameFields } from './addressBook';

export const method = 'editContact' satisfies ApiMethod;

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['update'] } },
	[contactChatIdField, ...nameFields],
);

/** editContact → `{ editContact: true, chatId }`. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	return await changeContact(this, i, messenger, method);
}
