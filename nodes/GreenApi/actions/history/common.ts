import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { requireIntegerInRange } from '../../helpers/validation';
import { apiRequest } from '../../transport';

/** Shared by the Get Last operations of messages and calls, which differ only in the method. */

export function minutesField(what: 'incoming' | 'outgoing', of = 'messages'): INodeProperties {
	return {
		displayName: 'Minutes',
		name: 'minutes',
		type: 'number',
		default: 1440,
		typeOptions: { minValue: 1 },
		description: `How far back to look for ${what} ${of}, in minutes (default 1440 = 24 hours). ${of === 'calls' ? 'Calls' : 'Messages'} appear in the journal up to 2 minutes late.`,
	};
}

/**
 * What journals calls, per direction: green-api.com/en/docs/api/journals/LastIncomingCalls/ names
 * the settings for incoming calls; for outgoing ones the docs name none, and the setting of their
 * notifications is the likely one.
 */
const CALL_SETTINGS = {
	incoming:
		'Incoming calls are journaled only while Incoming Webhook and Incoming Call Webhook are on',
	outgoing:
		'The service names no setting for outgoing calls; turn on Outgoing Call Webhook, the setting of their notifications',
};

/** The fields of Get Last Incoming Calls and Get Last Outgoing Calls: what journals them, Minutes. */
export function callsFields(direction: 'incoming' | 'outgoing'): INodeProperties[] {
	return [
		{
			displayName: `WhatsApp only, beta. ${CALL_SETTINGS[direction]} (Instance → Update Settings; settings take up to 5 minutes to apply). For calls from before the phone was linked: save the settings, log out and link the phone again.`,
			name: 'callsNotice',
			type: 'notice',
			default: '',
		},
		minutesField(direction, 'calls'),
	];
}

export type LastMethod =
	| 'lastIncomingMessages'
	| 'lastOutgoingMessages'
	| 'lastIncomingCalls'
	| 'lastOutgoingCalls';

/** A journal of the last `minutes` → one item per entry, newest first. */
export async function lastMessages(
	ctx: IExecuteFunctions,
	i: number,
	method: LastMethod,
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
