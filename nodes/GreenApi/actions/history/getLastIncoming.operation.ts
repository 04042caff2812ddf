import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { ApiMethod } from '../../transport';
import { journalMinutesField, lastMessages } from './common';

export const method = 'lastIncomingMessages' satisfies ApiMethod;

const properties: INodeProperties[] = [journalMinutesField('incoming')];

export const description = updateDisplayOptions(
	{ show: { resource: ['history'], operation: ['getLastIncoming'] } },
	properties,
);

/** lastIncomingMessages → one item per message, newest first. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return await lastMessages(this, i, method);
}
