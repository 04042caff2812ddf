import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { ApiMethod } from '../../transport';
import { runInstanceMethod } from './common';

export const method = 'getSettings' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Gives every setting of the instance: webhook URL, sending delay and the yes/no notification switches. A webhook token that is set shows as ***: it is the secret a Green API Trigger checks.',
		name: 'getSettingsNotice',
		type: 'notice',
		default: '',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['getSettings'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return await runInstanceMethod(this, i, method);
}
