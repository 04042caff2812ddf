import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { toItems } from '../../helpers/output';
import { requireIntegerInRange } from '../../helpers/validation';
import { apiRequest, type ApiMethod } from '../../transport';
import { chatIdField, chatIdOf } from '../common.description';

export const method = 'getChatHistory' satisfies ApiMethod;

const properties: INodeProperties[] = [
	chatIdField(),
	{
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		default: 50,
		typeOptions: { minValue: 1 },
		description: 'Max number of results to return',
		hint: 'Sent to the service as count (the service itself defaults to 100). Messages come newest first.',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['history'], operation: ['getChat'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger, {
		...(messenger.historyTakesPhone
			? {}
			: {
					allow: ['personal', 'group'],
					refusal: `${messenger.label} chat history takes the chat ID, not a phone number: get it with Contact → Check Account, or use the chatId a Green API Trigger gives.`,
				}),
	});
	const count = requireIntegerInRange(
		this,
		i,
		'Limit',
		this.getNodeParameter('limit', i, 50),
		1,
		Number.MAX_SAFE_INTEGER,
	);
	return toItems(
		this,
		await apiRequest.call(this, method, { body: { chatId, count }, itemIndex: i }),
	);
}
