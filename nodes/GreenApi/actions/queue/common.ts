import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { apiRequest } from '../../transport';

/**
 * Two copies of the docs (WhatsApp in English, Telegram in Russian) print the key of the count
 * with a Cyrillic "с" (green-api.com/en/docs/api/queues/GetMessagesCount/); the other copies and
 * live answers use `count`. Either way the item has `count`.
 */
const CYRILLIC_COUNT = '\u0441ount';

/** getMessagesCount or getWebhooksCount → `{ count }`. */
export async function queueCount(
	ctx: IExecuteFunctions,
	i: number,
	method: 'getMessagesCount' | 'getWebhooksCount',
): Promise<INodeExecutionData[]> {
	const answer = ((await apiRequest.call(ctx, method, { itemIndex: i })) ?? {}) as IDataObject;
	if (answer.count !== undefined || !(CYRILLIC_COUNT in answer))
		return ctx.helpers.returnJsonArray(answer);
	const { [CYRILLIC_COUNT]: count, ...rest } = answer;
	return ctx.helpers.returnJsonArray({ ...rest, count });
}
