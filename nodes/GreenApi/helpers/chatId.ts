/** Personal `…@c.us`, group `…@g.us` (old `<phone>-<digits>@g.us` or new digits-only), LID `…@lid`. */
export const PERSONAL_ID_PATTERN = '\\d{5,20}@c\\.us';
export const GROUP_ID_PATTERN = '\\d{5,20}(-\\d{5,20})?@g\\.us';
export const LID_PATTERN = '\\d{5,25}@lid';
/**
 * MAX and Telegram chat IDs: a person's a digit string, a group's a negative one. The docs give
 * no maximum (groups have 16 characters today and may get longer): 30 digits leave room.
 */
export const NUMERIC_PERSON_PATTERN = '\\d{1,30}';
export const NUMERIC_GROUP_PATTERN = '-\\d{1,30}';
/** A phone number as people write it: optional +, digits, spaces, dashes, dots, brackets. */
export const WRITTEN_PHONE_PATTERN = '\\+?[\\d\\s\\-().]+';

const CHAT_ID = new RegExp(`^(${PERSONAL_ID_PATTERN}|${GROUP_ID_PATTERN}|${LID_PATTERN})$`);
const NUMERIC_ID = new RegExp(`^(${NUMERIC_PERSON_PATTERN}|${NUMERIC_GROUP_PATTERN})$`);
const PHONE_FORM = new RegExp(`^${PERSONAL_ID_PATTERN}$`);
export const WRITTEN_PHONE = new RegExp(`^${WRITTEN_PHONE_PATTERN}$`);

/** `phone`: a MAX or Telegram chat named by its phone number, `<phone>@c.us`. */
export type ChatKind = 'personal' | 'group' | 'lid' | 'phone';

/**
 * The digits of a phone number as people write it, as `<digits>@c.us`; undefined if none. A
 * leading minus makes no phone number (it marks a MAX or Telegram group).
 */
function phoneChat(text: string): string | undefined {
	if (!WRITTEN_PHONE.test(text) || text.startsWith('-')) return undefined;
	const digits = text.replace(/\D/g, '');
	return digits.length >= 5 && digits.length <= 20 ? `${digits}@c.us` : undefined;
}

/**
 * Returns the chat id the service expects; `undefined` when the text is none.
 * - WhatsApp (`numeric` false): `…@c.us`, `…@g.us`, `…@lid` as given, a phone number as
 *   `<digits>@c.us`.
 * - MAX and Telegram: a digit string (a group's negative) exactly as given; `<phone>@c.us`, and a
 *   phone number written with +, spaces or brackets, or typed in `phone` mode, as `<digits>@c.us`,
 *   the services' form for a phone number.
 */
export function normalizeChatId(input: string, numeric = false, mode?: string): string | undefined {
	const text = input.trim();
	if (!numeric) return CHAT_ID.test(text) ? text : phoneChat(text);
	if (mode === 'phone') return phoneChat(text);
	if (NUMERIC_ID.test(text) || PHONE_FORM.test(text)) return text;
	return phoneChat(text);
}

export function chatKind(chatId: string, numeric = false): ChatKind {
	if (numeric) {
		if (chatId.startsWith('-')) return 'group';
		return chatId.endsWith('@c.us') ? 'phone' : 'personal';
	}
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

/** The mode of a resource locator value (`list`, `id`, `phone`); undefined for a plain value. */
export function locatorMode(value: unknown): string | undefined {
	if (value !== null && typeof value === 'object' && '__rl' in value && 'mode' in value) {
		const mode = (value as { mode: unknown }).mode;
		return typeof mode === 'string' ? mode : undefined;
	}
	return undefined;
}

/**
 * A chat value as text: strings as they are, numbers (a phone number or chat ID from an
 * expression) as digits; `undefined` for empty values; other types, and numbers too large to
 * hold every digit (above 2^53), are returned as `{ wrongType }`.
 */
export function chatText(value: unknown): string | { wrongType: string } | undefined {
	const raw = locatorValue(value);
	if (raw === undefined || raw === null) return undefined;
	if (typeof raw === 'number' && Number.isFinite(raw) && !Number.isSafeInteger(Math.trunc(raw)))
		return { wrongType: 'a number too large to hold every digit' };
	if (typeof raw === 'number' && Number.isFinite(raw)) return raw.toFixed(0);
	if (typeof raw === 'string') return raw.trim() === '' ? undefined : raw;
	return { wrongType: typeName(raw) };
}
