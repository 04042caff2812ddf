import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { runInstanceMethod } from './common';

const properties: INodeProperties[] = [
	{
		displayName:
			'Gives the linked phone’s account: phone number, avatar, state and device ID (empty while the instance is not authorized)',
		name: 'getAccountNotice',
		type: 'notice',
		default: '',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['getAccount'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return await runInstanceMethod(this, i, 'getWaSettings');
}
