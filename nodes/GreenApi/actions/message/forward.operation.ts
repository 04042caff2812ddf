import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { toItems } from '../../helpers/output';
import {
	invalid,
	requireChatId,
	requireIdList,
	requireIntegerInRange,
} from '../../helpers/validation';
import { apiRequest, type ApiMethod } from '../../transport';
import {
	CHAT_FORMS,
	PHONE_FORM,
	chatIdField,
	typingTimeField,
	chatIdOf,
} from '../common.description';

export const method = 'forwardMessages' satisfies ApiMethod;

const properties: INodeProperties[] = [
	chatIdField(`Chat to forward the messages into: ${CHAT_FORMS}; ${PHONE_FORM}`),
	chatIdField(
		`Chat the messages come from, in the same forms: ${CHAT_FORMS}`,
		'chatIdFrom',
		'From Chat ID',
	),
	{
		displayName: 'Message IDs',
		name: 'messageIds',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. BAE5F4886F6F2D05, BAE5F4886F6F2D06',
		description:
			'IDs of the messages to forward as the service gave them (idMessage), comma-separated text or an array of texts from an expression. Only messages the service knows can be forwarded: incoming ones when "Receive notifications about incoming messages and files" is on, ones sent from the phone when "Receive notifications about messages sent from a phone" is on. An unknown ID is answered with an ID but nothing is delivered. To forward the edited text of an edited message, editedMessageWebhook must be on.',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [typingTimeField('s')],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['forward'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const chatIdFrom = requireChatId(
		this,
		i,
		'From Chat ID',
		this.getNodeParameter('chatIdFrom', i),
		{ messenger },
	);
	const messages = requireIdList(this, i, 'Message IDs', this.getNodeParameter('messageIds', i));
	if (!messages.length) {
		throw invalid(
			this,
			i,
			'Message IDs is empty',
			'Enter at least one message ID, e.g. BAE5F4886F6F2D05, or an expression that gives an array of IDs.',
		);
	}
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body: IDataObject = { chatId, chatIdFrom, messages };
	if (fields.typingTime !== undefined) {
		body.typingTime = requireIntegerInRange(
			this,
			i,
			'Typing Time',
			fields.typingTime,
			1,
			20,
			'seconds',
		);
	}
	return toItems(this, await apiRequest.call(this, method, { body, itemIndex: i }));
}
