import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import {
	chatIdField,
	limitsOf,
	messageIdField,
	messageIdOf,
	chatIdOf,
} from '../common.description';
import type { Messenger } from '../../helpers/messengerTable';
import type { ApiMethod } from '../../transport';
import { requireMessageText, sendJson } from './common';

export const method = 'editMessage' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Only messages the instance sent can be edited, within 15 minutes of sending. Later edits are answered with an ID but change nothing. Editing is in beta at the service.',
		name: 'editNotice',
		type: 'notice',
		default: '',
	},
	chatIdField(),
	messageIdField('ID of the sent message to change'),
	{
		displayName: 'Message',
		name: 'message',
		type: 'string',
		required: true,
		default: '',
		typeOptions: { rows: 4 },
		description: `The new text (for a file message: its new caption), ${limitsOf('textMax')}`,
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['edit'] } },
	properties,
);

/** editMessage → `{ idMessage }` of the edit. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const idMessage = messageIdOf(this, i);
	const message = requireMessageText(this, i, messenger);
	return await sendJson(this, i, method, chatId, { chatId, idMessage, message });
}
