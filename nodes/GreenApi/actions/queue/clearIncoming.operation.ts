import {
	NodeApiError,
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
	type JsonObject,
} from 'n8n-workflow';

import { apiRequest, type ApiMethod } from '../../transport';

export const method = 'clearWebhooksQueue' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Deletes every notification waiting in the incoming queue: triggers never receive them. The service allows this once a minute and advises it after a ban or a change of account.',
		name: 'clearIncomingNotice',
		type: 'notice',
		default: '',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['queue'], operation: ['clearIncoming'] } },
	properties,
);

/**
 * clearWebhooksQueue (DELETE) → `{ isCleared: true, reason }`. Within a minute of the last clear
 * the service answers 200 with `{ isCleared: false, reason: "Too many requests", leftTime }`
 * (seconds; green-api.com/en/docs/api/queues/ClearWebhooksQueue/), which becomes an error that
 * says when to try again. Never repeated (a send in transport terms).
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const answer = ((await apiRequest.call(this, method, { itemIndex: i })) ?? {}) as IDataObject;
	if (answer.isCleared === true) return this.helpers.returnJsonArray(answer);
	const reason = typeof answer.reason === 'string' && answer.reason ? `: ${answer.reason}` : '';
	const wait = Number(answer.leftTime);
	const when =
		Number.isFinite(wait) && wait > 0 ? `try again in ${Math.ceil(wait)} s` : 'try again later';
	throw new NodeApiError(this.getNode(), answer as JsonObject, {
		itemIndex: i,
		message: `The incoming queue was not cleared${reason}`,
		description: `The service clears the incoming queue at most once a minute: ${when}.`,
	});
}
