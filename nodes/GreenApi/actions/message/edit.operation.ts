import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { requireChatId, requireText } from '../../helpers/validation';
import { chatIdField, messageIdField, messageIdOf } from '../common.description';
import { MAX_MESSAGE_LENGTH } from '../../helpers/limits';
import { sendJson } from './common';

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
		description: 'The new text, at most 20000 characters (for a file message: its new caption)',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['edit'] } },
	properties,
);

/** editMessage → `{ idMessage }` of the edit. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const chatId = requireChatId(this, i, 'Chat ID', this.getNodeParameter('chatId', i));
	const idMessage = messageIdOf(this, i);
	const message = requireText(
		this,
		i,
		'Message',
		this.getNodeParameter('message', i),
		MAX_MESSAGE_LENGTH,
	);
	return await sendJson(this, i, 'editMessage', chatId, { chatId, idMessage, message });
}
