import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { requireId } from '../../helpers/validation';
import { apiRequest } from '../../transport';
import { messageIdField } from '../common.description';
import { BETA_NOTICE } from './common';

const properties: INodeProperties[] = [
	BETA_NOTICE,
	messageIdField(
		'ID of a status the instance published (from Send Text, Send Media or Send Voice); an unknown ID is answered "ID message notfound"',
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['delete'] } },
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
	// deleteStatus answers 200 with an empty body: say what now holds instead.
	await apiRequest.call(this, 'deleteStatus', { body: { idMessage: messageId }, itemIndex: i });
	return this.helpers.returnJsonArray({ messageId, deleted: true });
}
