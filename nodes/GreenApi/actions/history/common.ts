import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { requireIntegerInRange } from '../../helpers/validation';
import { apiRequest } from '../../transport';

/** Shared by Get Last Incoming and Get Last Outgoing, which differ only in the method. */

export function minutesField(direction: 'incoming' | 'outgoing'): INodeProperties {
	return {
		displayName: 'Minutes',
		name: 'minutes',
		type: 'number',
		default: 1440,
		typeOptions: { minValue: 1 },
		description: `How far back to look for ${direction} messages, in minutes (default 1440 = 24 hours). Messages appear in the journal up to 2 minutes late.`,
	};
}

export async function lastMessages(
	ctx: IExecuteFunctions,
	i: number,
	method: 'lastIncomingMessages' | 'lastOutgoingMessages',
): Promise<INodeExecutionData[]> {
	const minutes = requireIntegerInRange(
		ctx,
		i,
		'Minutes',
		ctx.getNodeParameter('minutes', i, 1440),
		1,
		Number.MAX_SAFE_INTEGER,
	);
	const answer: unknown = await apiRequest.call(ctx, method, { qs: { minutes }, itemIndex: i });
	// A live MAX instance answered an empty lastIncomingMessages with {} instead of []: no items.
	const none = answer !== null && typeof answer === 'object' && !Object.keys(answer).length;
	return toItems(ctx, none ? [] : answer);
}
