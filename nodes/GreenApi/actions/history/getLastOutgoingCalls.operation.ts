import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { ApiMethod } from '../../transport';
import { callsFields, lastMessages } from './common';

export const method = 'lastOutgoingCalls' satisfies ApiMethod;

const properties: INodeProperties[] = callsFields('outgoing');

export const description = updateDisplayOptions(
	{ show: { resource: ['history'], operation: ['getLastOutgoingCalls'] } },
	properties,
);

/** lastOutgoingCalls → one item per call, newest first (at most the last 10 000). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return await lastMessages(this, i, method);
}
