import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { apiRequest, type ApiMethod } from '../../transport';
import { messageIdField, messageIdOf } from '../common.description';
import { BETA_NOTICE } from './common';

export const method = 'deleteStatus' satisfies ApiMethod;

const properties: INodeProperties[] = [
	BETA_NOTICE,
	messageIdField(
		'The idMessage of a status the instance published (from Send Text, Send Media or Send Voice); an unknown ID is answered "ID message notfound"',
		false,
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['delete'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const messageId = messageIdOf(this, i);
	// deleteStatus answers 200 with an empty body: say what now holds instead.
	await apiRequest.call(this, method, { body: { idMessage: messageId }, itemIndex: i });
	return this.helpers.returnJsonArray({ messageId, deleted: true });
}
