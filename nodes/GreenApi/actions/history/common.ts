import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest } from '../../transport';
import { minutesField, minutesOf } from '../common.description';

/** Shared by the Get Last operations of messages and calls, which differ only in the method. */

/** Minutes of a journal of `what`, whose entries appear in it up to 2 minutes late. */
export function journalMinutesField(
	direction: 'incoming' | 'outgoing',
	what: 'messages' | 'calls' = 'messages',
): INodeProperties {
	const entries = what === 'calls' ? 'Calls' : 'Messages';
	return minutesField(
		`How far back to look for ${direction} ${what}, in minutes (default 1440 = 24 hours). ${entries} appear in the journal up to 2 minutes late.`,
	);
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
		journalMinutesField(direction, 'calls'),
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
	const minutes = minutesOf(ctx, i);
	const answer: unknown = await apiRequest.call(ctx, method, { qs: { minutes }, itemIndex: i });
	// A live MAX instance answered an empty lastIncomingMessages with {} instead of []: no items.
	const none = answer !== null && typeof answer === 'object' && !Object.keys(answer).length;
	return toItems(ctx, none ? [] : answer);
}
