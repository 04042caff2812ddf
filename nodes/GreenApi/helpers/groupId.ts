import type { IExecuteFunctions } from 'n8n-workflow';

import { chatKind, chatText, normalizeChatId } from './chatId';
import { FALLBACK_MESSENGER, type Messenger } from './messengerTable';
import { invalid } from './validation';

function groupFix(messenger: Messenger): string {
	return messenger.numericIds
		? `Use the group’s ${messenger.label} chat ID, a negative number such as -10000000000000 (pick it From List, or Create gives it as chatId; Contact → Get Many lists groups).`
		: 'Use the group’s chat ID ending in @g.us, e.g. 120363043968066561@g.us (pick it From List, or Create gives it as chatId; Contact → Get Many lists groups).';
}

/**
 * A group chat id from a resource locator or a plain string: `…@g.us` on WhatsApp, a negative
 * digit string on MAX and Telegram (sent exactly as given); a phone number or personal chat is
 * refused, since group methods cannot use it.
 */
export function requireGroupId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	messenger: Messenger = FALLBACK_MESSENGER,
): string {
	const fix = groupFix(messenger);
	const text = chatText(value);
	if (text === undefined) throw invalid(ctx, itemIndex, `${field} is empty`, fix);
	if (typeof text !== 'string') {
		throw invalid(ctx, itemIndex, `${field} must be text; got ${text.wrongType}`, fix);
	}
	const chatId = normalizeChatId(text, messenger.numericIds, 'id');
	if (!chatId || chatKind(chatId, messenger.numericIds) !== 'group') {
		throw invalid(
			ctx,
			itemIndex,
			`${field} "${text.trim().slice(0, 60)}" is not a ${messenger.numericIds ? `${messenger.label} ` : ''}group chat ID`,
			fix,
		);
	}
	return chatId;
}
