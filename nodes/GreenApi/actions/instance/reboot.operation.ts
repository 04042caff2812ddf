import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { ApiMethod } from '../../transport';
import { runInstanceMethod } from './common';

export const method = 'reboot' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Restarts the instance: it is in the "starting" state for up to 5 minutes and sends nothing meanwhile. Queued messages are kept.',
		name: 'rebootNotice',
		type: 'notice',
		default: '',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['reboot'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return await runInstanceMethod(this, i, method);
}
