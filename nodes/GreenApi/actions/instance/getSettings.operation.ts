import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { callWithoutParameters } from './read';

const properties: INodeProperties[] = [
	{
		displayName:
			'Gives every setting of the instance: webhook URL and token, sending delay and the yes/no notification switches',
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
	return await callWithoutParameters(this, i, 'getSettings');
}
