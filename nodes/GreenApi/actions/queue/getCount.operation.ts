import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { ApiMethod } from '../../transport';
import { queueCount } from './common';

export const method = 'getMessagesCount' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'How many messages wait in the send queue of the instance, as { count }. The service refreshes the number every 10 seconds; a queued message is kept for 24 hours.',
		name: 'getCountNotice',
		type: 'notice',
		default: '',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['queue'], operation: ['getCount'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return await queueCount(this, i, method);
}
