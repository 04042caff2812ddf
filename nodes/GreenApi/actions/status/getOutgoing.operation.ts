import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import { BETA_NOTICE, minutesField, requireMinutes } from './common';

export const method = 'getOutgoingStatuses' satisfies ApiMethod;

const properties: INodeProperties[] = [
	BETA_NOTICE,
	{
		...minutesField,
		description:
			'How far back to look, in minutes (default 1440 = 24 hours; statuses are kept 30 days). Only statuses from numbers in the contact list are listed; statuses sent from the phone appear only while "Receive webhooks on sent messages statuses" is on.',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['getOutgoing'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const minutes = requireMinutes(this, i);
	return toItems(this, await apiRequest.call(this, method, { qs: { minutes }, itemIndex: i }));
}
