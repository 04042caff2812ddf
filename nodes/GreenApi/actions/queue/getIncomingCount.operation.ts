import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { ApiMethod } from '../../transport';
import { queueCount } from './common';

export const method = 'getWebhooksCount' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'How many notifications (incoming messages, statuses, state changes, …) wait in the incoming queue for the webhook or for receiveNotification, as { count }. The service refreshes the number every 10 seconds; a notification is kept for 24 hours.',
		name: 'getIncomingCountNotice',
		type: 'notice',
		default: '',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['queue'], operation: ['getIncomingCount'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return await queueCount(this, i, method);
}
