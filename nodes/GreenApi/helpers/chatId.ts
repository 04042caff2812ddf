/** Personal `…@c.us`, group `…@g.us` (old `<phone>-<digits>@g.us` or new digits-only), LID `…@lid`. */
export const PERSONAL_ID_PATTERN = '\\d{5,20}@c\\.us';
export const GROUP_ID_PATTERN = '\\d{5,20}(-\\d{5,20})?@g\\.us';
export const LID_PATTERN = '\\d{5,25}@lid';
/** A phone number as people write it: optional +, digits, spaces, dashes, dots, brackets. */
export const WRITTEN_PHONE_PATTERN = '\\+?[\\d\\s\\-().]+';

const CHAT_ID = new RegExp(`^(${PERSONAL_ID_PATTERN}|${GROUP_ID_PATTERN}|${LID_PATTERN})$`);
export const WRITTEN_PHONE = new RegExp(`^${WRITTEN_PHONE_PATTERN}$`);

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

/**
 * The value of a chat parameter: a resource locator (`{ __rl, mode, value }`) gives its value;
 * a plain string (typed into a workflow's JSON, or from an expression) is taken as it is.
 */
export function locatorValue(value: unknown): unknown {
	if (value !== null && typeof value === 'object' && '__rl' in value && 'value' in value) {
		return (value as { value: unknown }).value;
	}
	return value;
}

/** How an error names a value of the wrong type: "an array", "an object", "a boolean", … */
export function typeName(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'an array';
	if (value === undefined) return 'nothing';
	const type = typeof value;
	return type === 'object' ? 'an object' : `a ${type}`;
}

/**
 * A chat value as text: strings as they are, numbers (a phone number from an expression) as
 * digits; `undefined` for empty values; other types are returned as `{ wrongType }`.
 */
export function chatText(value: unknown): string | { wrongType: string } | undefined {
	const raw = locatorValue(value);
	if (raw === undefined || raw === null) return undefined;
	if (typeof raw === 'number' && Number.isFinite(raw)) return raw.toFixed(0);
	if (typeof raw === 'string') return raw.trim() === '' ? undefined : raw;
	return { wrongType: typeName(raw) };
}
