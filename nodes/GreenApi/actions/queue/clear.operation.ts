import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';

export const method = 'clearMessagesQueue' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Deletes every message waiting in the send queue of the instance; they will not be sent. Messages already sent are not affected.',
		name: 'clearNotice',
		type: 'notice',
		default: '',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['queue'], operation: ['clear'] } },
	properties,
);

/** clearMessagesQueue → `{ isCleared }`. Not retried after the service may have acted (a send in transport terms). */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return toItems(this, await apiRequest.call(this, method, { itemIndex: i }));
}
