import type { IExecuteFunctions } from 'n8n-workflow';

import { chatKind, chatText, normalizeChatId } from './chatId';
import { invalid } from './validation';

const GROUP_FIX =
	'Use the group’s chat ID ending in @g.us, e.g. 120363043968066561@g.us (pick it From List, or Create gives it as chatId; Contact → Get Many lists groups).';

/**
 * A group chat id (`…@g.us`) from a resource locator or a plain string; a phone number or
 * personal chat is refused, since group methods cannot use it.
 */
export function requireGroupId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
): string {
	const text = chatText(value);
	if (text === undefined) throw invalid(ctx, itemIndex, `${field} is empty`, GROUP_FIX);
	if (typeof text !== 'string') {
		throw invalid(ctx, itemIndex, `${field} must be text; got ${text.wrongType}`, GROUP_FIX);
	}
	const chatId = normalizeChatId(text);
	if (!chatId || chatKind(chatId) !== 'group') {
		throw invalid(
			ctx,
			itemIndex,
			`${field} "${text.trim().slice(0, 60)}" is not a group chat ID`,
			GROUP_FIX,
		);
	}
	return chatId;
}
