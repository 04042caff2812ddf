import type { IExecuteFunctions } from 'n8n-workflow';

import { chatKind, normalizeChatId } from './chatId';
import { invalid } from './validation';

const GROUP_FIX =
	'Use the group’s chat ID ending in @g.us, e.g. 120363043968066561@g.us (Create gives it as chatId; Contact → Get Many lists groups).';

/** A group chat id (`…@g.us`); a phone number or personal chat is refused, since group methods cannot use it. */
export function requireGroupId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
): string {
	const text = typeof value === 'string' ? value.trim() : '';
	if (!text) throw invalid(ctx, itemIndex, `${field} is empty`, GROUP_FIX);
	const chatId = normalizeChatId(text);
	if (!chatId || chatKind(chatId) !== 'group') {
		throw invalid(
			ctx,
			itemIndex,
			`${field} "${text.slice(0, 60)}" is not a group chat ID`,
			GROUP_FIX,
		);
	}
	return chatId;
}
