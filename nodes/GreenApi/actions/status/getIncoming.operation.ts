import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import { minutesField, minutesOf } from '../common.description';
import { BETA_NOTICE, STATUS_MINUTES } from './common';

export const method = 'getIncomingStatuses' satisfies ApiMethod;

const properties: INodeProperties[] = [
	BETA_NOTICE,
	{
		...minutesField(STATUS_MINUTES),
		hint: 'Only statuses of numbers in the instance’s contact list are received',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['getIncoming'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const minutes = minutesOf(this, i);
	return toItems(this, await apiRequest.call(this, method, { qs: { minutes }, itemIndex: i }));
}
