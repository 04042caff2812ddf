import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { ApiMethod } from '../../transport';
import { runInstanceMethod } from './common';

export const method = 'logout' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Unlinks the phone from the instance: nothing is sent or received until a new QR code (Get QR Code) is scanned',
		name: 'logoutNotice',
		type: 'notice',
		default: '',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['logout'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return await runInstanceMethod(this, i, method);
}
