import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';

/** What an output shows instead of a webhookUrlToken that is set. */
export const MASKED_TOKEN = '***';

/**
 * The webhookUrlToken is the secret a Green API Trigger checks on every delivery: in execution
 * data it would let anyone who reads the execution forge a delivery. Outputs say only whether one
 * is set: '' or absent stays as it is, any other value becomes "***".
 */
export function maskSettings(data: unknown): unknown {
	if (Array.isArray(data)) return data.map(maskSettings);
	if (data === null || typeof data !== 'object' || !('webhookUrlToken' in data)) return data;
	const settings = data as IDataObject;
	const token = settings.webhookUrlToken;
	if (token === '' || token === undefined || token === null) return data;
	return { ...settings, webhookUrlToken: MASKED_TOKEN };
}

/** Get Settings, Get Account, Reboot and Log Out: a GET without parameters whose JSON is the item. */
export async function runInstanceMethod(
	ctx: IExecuteFunctions,
	i: number,
	method: ApiMethod,
): Promise<INodeExecutionData[]> {
	return toItems(ctx, maskSettings(await apiRequest.call(ctx, method, { itemIndex: i })));
}
