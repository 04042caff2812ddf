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

export const method = 'getOutgoingStatuses' satisfies ApiMethod;

const properties: INodeProperties[] = [
	BETA_NOTICE,
	minutesField(
		`${STATUS_MINUTES}. Only statuses from numbers in the contact list are listed; statuses sent from the phone appear only while "Receive webhooks on sent messages statuses" is on.`,
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['getOutgoing'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const minutes = minutesOf(this, i);
	return toItems(this, await apiRequest.call(this, method, { qs: { minutes }, itemIndex: i }));
}
