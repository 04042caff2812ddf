import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';

/** getSettings, getWaSettings, reboot and logout: a GET without parameters whose JSON is the item. */
export async function runInstanceMethod(
	ctx: IExecuteFunctions,
	i: number,
	method: ApiMethod,
): Promise<INodeExecutionData[]> {
	return toItems(ctx, await apiRequest.call(ctx, method, { itemIndex: i }));
}
