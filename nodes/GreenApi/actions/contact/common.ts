import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { requireChatId, requireIntegerInRange } from '../../helpers/validation';
import { apiRequest } from '../../transport';
import { CHAT_ID_HINT, chatIdField } from '../common.description';
import { operationModule } from '../operationModule';

const archiveChatIdField = chatIdField(
	`${CHAT_ID_HINT}. The chat must have at least one message, otherwise the service answers "cannot archive chat cause last message not found in chat".`,
);

/**
 * archiveChat and unarchiveChat answer 200 with an empty body; the item says what now holds
 * instead, so the workflow has something to continue with.
 */
async function setArchived(
	ctx: IExecuteFunctions,
	i: number,
	method: 'archiveChat' | 'unarchiveChat',
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = requireChatId(ctx, i, 'Chat ID', ctx.getNodeParameter('chatId', i), {
		messenger,
	});
	await apiRequest.call(ctx, method, { body: { chatId }, itemIndex: i });
	return ctx.helpers.returnJsonArray({ chatId, archived: method === 'archiveChat' });
}

/** Return All and its Limit (n8n's pair for lists), the limit sent to the service as count. */
export const returnAllFields: INodeProperties[] = [
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
	},
	{
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		default: 50,
		typeOptions: { minValue: 1 },
		displayOptions: { show: { returnAll: [false] } },
		description: 'Max number of results to return',
		hint: 'Sent to the service as count',
	},
];

/** The Limit of `returnAllFields`, or undefined with Return All. */
export function limitOf(ctx: IExecuteFunctions, i: number): number | undefined {
	if (ctx.getNodeParameter('returnAll', i, false) === true) return undefined;
	const limit = ctx.getNodeParameter('limit', i, 50);
	return requireIntegerInRange(ctx, i, 'Limit', limit, 1, Number.MAX_SAFE_INTEGER);
}

/** At most `limit` entries of a list (count is the service's option; this keeps Limit true should a gateway ignore it). */
export const upTo = (list: unknown, limit: number | undefined): unknown =>
	Array.isArray(list) && limit !== undefined ? list.slice(0, limit) : list;

/** The contact operation `operation`, archiving or unarchiving a chat with `method`. */
export function archiveOperation(operation: string, method: 'archiveChat' | 'unarchiveChat') {
	return operationModule(
		'contact',
		operation,
		[archiveChatIdField],
		async (ctx, i, messenger) => await setArchived(ctx, i, method, messenger),
	);
}
