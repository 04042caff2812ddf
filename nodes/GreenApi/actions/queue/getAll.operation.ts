import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';

export const method = 'showMessagesQueue' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Lists the messages waiting to be sent (the first 500). A queued message is kept for 24 hours; it is sent once the instance is authorized, at the pace of the instance’s Message sending delay.',
		name: 'queueNotice',
		type: 'notice',
		default: '',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['queue'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(this, await apiRequest.call(this, method, { itemIndex: i }));
}
