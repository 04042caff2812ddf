import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { ApiMethod } from '../../transport';
import { lastMessages, minutesField } from './common';

export const method = 'lastIncomingCalls' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'WhatsApp only, beta. Incoming calls are journaled only while Incoming Webhook and Incoming Call Webhook are on (Instance → Update Settings; settings take up to 5 minutes to apply). For calls from before the phone was linked: save the settings, log out and link the phone again.',
		name: 'callsNotice',
		type: 'notice',
		default: '',
	},
	minutesField('incoming', 'calls'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['history'], operation: ['getLastIncomingCalls'] } },
	properties,
);

/** lastIncomingCalls → one item per call, newest first (at most the last 10 000). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return await lastMessages(this, i, method);
}
