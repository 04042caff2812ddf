/** Personal `…@c.us`, group `…@g.us` (old `<phone>-<digits>@g.us` or new digits-only), LID `…@lid`. */
const CHAT_ID = /^(\d{5,20}@c\.us|\d{5,20}(-\d{5,20})?@g\.us|\d{5,25}@lid)$/;
/** A phone number as people write it: optional +, digits, spaces, dashes, dots, brackets. */
export const WRITTEN_PHONE = /^\+?[\d\s\-().]+$/;

export type ChatKind = 'personal' | 'group' | 'lid';

/**
 * Returns the chat id the service expects, turning a phone number into `<digits>@c.us`;
 * `undefined` when the text is neither.
 */
export function normalizeChatId(input: string): string | undefined {
	const text = input.trim();
	if (CHAT_ID.test(text)) return text;
	if (WRITTEN_PHONE.test(text)) {
		const digits = text.replace(/\D/g, '');
		if (digits.length >= 5 && digits.length <= 20) return `${digits}@c.us`;
	}
	return undefined;
}

export function chatKind(chatId: string): ChatKind {
	if (chatId.endsWith('@g.us')) return 'group';
	if (chatId.endsWith('@lid')) return 'lid';
	return 'personal';
}
