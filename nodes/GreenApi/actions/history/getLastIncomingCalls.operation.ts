import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { ApiMethod } from '../../transport';
import { callsFields, lastMessages } from './common';

export const method = 'lastIncomingCalls' satisfies ApiMethod;

const properties: INodeProperties[] = callsFields('incoming');

export const description = updateDisplayOptions(
	{ show: { resource: ['history'], operation: ['getLastIncomingCalls'] } },
	properties,
);

/** lastIncomingCalls → one item per call, newest first (at most the last 10 000). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return await lastMessages(this, i, method);
}
