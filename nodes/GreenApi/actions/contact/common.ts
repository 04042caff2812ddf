import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengers';
import { requireChatId } from '../../helpers/validation';
import { apiRequest } from '../../transport';
import { CHAT_ID_HINT, chatIdField } from '../common.description';

export const archiveChatIdField = chatIdField(
	`${CHAT_ID_HINT}. The chat must have at least one message, otherwise the service answers "cannot archive chat cause last message not found in chat".`,
);

/**
 * archiveChat and unarchiveChat answer 200 with an empty body; the item says what now holds
 * instead, so the workflow has something to continue with.
 */
export async function setArchived(
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
