import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import { BETA_NOTICE, minutesField, requireMinutes } from './common';

export const method = 'getIncomingStatuses' satisfies ApiMethod;

const properties: INodeProperties[] = [
	BETA_NOTICE,
	{ ...minutesField, hint: 'Only statuses of numbers in the instance’s contact list are received' },
];

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['getIncoming'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const minutes = requireMinutes(this, i);
	return toItems(this, await apiRequest.call(this, method, { qs: { minutes }, itemIndex: i }));
}
