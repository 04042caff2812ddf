import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { requireId } from '../../helpers/validation';
import { apiRequest } from '../../transport';
import { messageIdField } from '../common.description';
import { BETA_NOTICE } from './common';

const properties: INodeProperties[] = [
	BETA_NOTICE,
	messageIdField(
		'ID of a status the instance published; each viewer becomes one item with its participant, timestamp and status (sent, delivered or read)',
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['getStatistic'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const messageId = requireId(
		this,
		i,
		'Message ID',
		this.getNodeParameter('messageId', i),
		'BAE5F4886F6F2D05',
	);
	return toItems(
		this,
		await apiRequest.call(this, 'getStatusStatistic', {
			qs: { idMessage: messageId },
			itemIndex: i,
		}),
	);
}
