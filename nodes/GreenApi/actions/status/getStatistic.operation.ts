import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import { messageIdField, messageIdOf } from '../common.description';
import { BETA_NOTICE } from './common';

export const method = 'getStatusStatistic' satisfies ApiMethod;

const properties: INodeProperties[] = [
	BETA_NOTICE,
	messageIdField(
		'The idMessage of a status the instance published; each viewer becomes one item with its participant, timestamp and status (sent, delivered or read)',
		false,
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['getStatistic'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const messageId = messageIdOf(this, i);
	return toItems(
		this,
		await apiRequest.call(this, method, {
			qs: { idMessage: messageId },
			itemIndex: i,
		}),
	);
}
