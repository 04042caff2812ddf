import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';

import {
	chatKind,
	chatText,
	locatorMode,
	normalizeChatId,
	typeName,
	type ChatKind,
} from './chatId';
import { FALLBACK_MESSENGER, type Messenger } from './messengerTable';

/** Stops the item before any request, saying what is wrong and how to fix it. */
export function invalid(
	ctx: IExecuteFunctions,
	itemIndex: number,
	message: string,
	description: string,
): NodeOperationError {
	return new NodeOperationError(ctx.getNode(), message, { itemIndex, description });
}

/**
 * A text field's value: numbers and booleans from expressions become text, empty values '';
 * arrays and objects are refused naming the type, so "[object Object]" never reaches a request.
 */
export function textOf(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
): string {
	if (value === undefined || value === null) return '';
	if (typeof value === 'string') return value;
	if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
		return String(value);
	}
	throw invalid(
		ctx,
		itemIndex,
		`${field} must be text; got ${typeName(value)}`,
		`Give ${field} one text value; in an expression pick one field, or turn the value into text with JSON.stringify(…).`,
	);
}

export interface ChatIdRules {
	/** The instance's messenger, whose chat ID forms apply; FALLBACK_MESSENGER's by default. */
	messenger?: Messenger;
	/** Chat kinds the method accepts; all by default. */
	allow?: ChatKind[];
	/** What to say when a kind is refused. */
	refusal?: string;
}

const CHAT_EXAMPLES =
	'Enter a chat ID such as 79001234567@c.us (personal), 120363043968066561@g.us (group), or a phone number with country code.';

/** The chat ID forms of a MAX or Telegram instance, for error texts. */
export function numericChatForms(messenger: Messenger): string {
	return `${messenger.label} chat IDs are numbers: 10000000 for a person, -10000000000000 for a group (as the trigger gives chatId), or a phone number with country code, sent as <digits>@c.us`;
}

function unreadableChat(messenger: Messenger): string {
	return messenger.numericIds
		? `${numericChatForms(messenger)}.`
		: 'Use <phone>@c.us for a personal chat, <id>@g.us for a group, <id>@lid, or a phone number in international format such as +7 900 123-45-67.';
}

/** What a chat kind is called in an error. */
const KIND_NAME: Record<ChatKind, string> = {
	personal: 'personal',
	group: 'group',
	lid: 'lid',
	phone: 'phone number',
};

/**
 * A chat parameter: a resource locator or a plain string (typed into a workflow's JSON, or from an
 * expression), a number from an expression as digits. On WhatsApp `…@c.us`, `…@g.us`, `…@lid` or
 * a phone number, which becomes `<digits>@c.us`; on MAX and Telegram a chat ID exactly as given,
 * or a phone number as `<digits>@c.us`.
 */
export function requireChatId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	rules: ChatIdRules = {},
): string {
	const messenger = rules.messenger ?? FALLBACK_MESSENGER;
	const examples = messenger.numericIds ? `${numericChatForms(messenger)}.` : CHAT_EXAMPLES;
	const text = chatText(value);
	if (text === undefined) throw invalid(ctx, itemIndex, `${field} is empty`, examples);
	if (typeof text !== 'string') {
		throw invalid(
			ctx,
			itemIndex,
			`${field} must be text (a chat ID or phone number); got ${text.wrongType}`,
			`${examples} When it comes from an expression, pick one value, e.g. {{ $json.chatId }} rather than a list or object.`,
		);
	}
	const chatId = normalizeChatId(text, messenger.numericIds, locatorMode(value));
	if (!chatId) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} "${text.slice(0, 60)}" is not a ${messenger.numericIds ? `${messenger.label} ` : ''}chat ID or phone number`,
			unreadableChat(messenger),
		);
	}
	const kind = chatKind(chatId, messenger.numericIds);
	if (rules.allow && !rules.allow.includes(kind)) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} "${chatId}" is a ${KIND_NAME[kind]} chat, which this operation does not accept`,
			rules.refusal ?? `Use a ${rules.allow.map((k) => KIND_NAME[k]).join(' or ')} chat ID.`,
		);
	}
	return chatId;
}

/**
 * A text to send: numbers and booleans (from expressions) become text; other types are refused
 * naming the type, since "[object Object]" would reach the chat.
 */
export function requireText(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	max?: number,
	owner = 'the service',
): string {
	const text = textOf(ctx, itemIndex, field, value);
	if (text.trim() === '') {
		throw invalid(ctx, itemIndex, `${field} is empty`, `Enter the ${field} to send.`);
	}
	if (max !== undefined && text.length > max) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} is ${text.length} characters long; ${owner} accepts at most ${max}`,
			`Shorten ${field} to ${max} characters or split it into several messages.`,
		);
	}
	return text;
}

/** requireNumberInRange for whole numbers; `unit` is named in the error. */
export function requireIntegerInRange(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	min: number,
	max: number,
	unit = '',
): number {
	return requireNumberInRange(ctx, itemIndex, field, value, { min, max, whole: true, unit });
}

/**
 * A number from an expression standing for an ID must have kept every digit: MAX message IDs
 * reach 18 digits, beyond the 2^53 up to which a JavaScript number is exact.
 */
function refuseInexact(ctx: IExecuteFunctions, itemIndex: number, field: string, value: unknown) {
	if (typeof value !== 'number' || Number.isSafeInteger(value)) return;
	throw invalid(
		ctx,
		itemIndex,
		`${field} came as the number ${String(value)}, which cannot hold every digit of an ID`,
		'Pass IDs as text exactly as the service gave them, e.g. {{ $json.idMessage }}, never through Number() or parseInt().',
	);
}

/** IDs as a comma-separated string or an array (from an expression), each exact. */
export function requireIdList(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
): string[] {
	for (const part of Array.isArray(value) ? value : [value])
		refuseInexact(ctx, itemIndex, field, part);
	return parseList(value);
}

/** A comma-separated string or an array (from an expression) becomes a list of trimmed strings. */
export function parseList(value: unknown): string[] {
	const parts = Array.isArray(value)
		? value
		: typeof value === 'string'
			? value.split(',')
			: value == null
				? []
				: [value];
	return parts.map((part) => String(part).trim()).filter((part) => part !== '');
}

/** The service refuses JSON bodies over 100 KB with a 500; say so before sending. */
export const MAX_BODY_BYTES = 100 * 1024;

export function requireBodySize(ctx: IExecuteFunctions, itemIndex: number, body: object): void {
	const size = Buffer.byteLength(JSON.stringify(body), 'utf8');
	if (size > MAX_BODY_BYTES) {
		throw invalid(
			ctx,
			itemIndex,
			`The request body is ${Math.ceil(size / 1024)} KB; the service accepts at most 100 KB`,
			'Shorten the text fields of this item.',
		);
	}
}

/** An optional text: '' when absent or blank, the text as written otherwise, refused when too long. */
export function optionalText(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	max: number,
	owner = 'the service',
): string {
	const text = textOf(ctx, itemIndex, field, value);
	if (text.trim() === '') return '';
	if (text.length > max) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} is ${text.length} characters long; ${owner} accepts at most ${max}`,
			`Shorten ${field} to ${max} characters.`,
		);
	}
	return text;
}

/** An absolute http(s) address with a host. */
const HTTP_URL = /^https?:\/\/[^\s/]+\S*$/i;

/** A yes/no field from a collection: a boolean, or refused (an expression may give text). */
export function requireBoolean(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
): boolean {
	if (typeof value === 'boolean') return value;
	throw invalid(
		ctx,
		itemIndex,
		`${field} must be true or false; got ${JSON.stringify(value)}`,
		'Switch the field on or off, or make the expression return a boolean.',
	);
}

export function isHttpUrl(text: string): boolean {
	return HTTP_URL.test(text);
}

/** A direct http(s) link; the service fetches it itself, so anything else cannot work. */
export function requireHttpUrl(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	example: string,
): string {
	const text = textOf(ctx, itemIndex, field, value).trim();
	if (!text)
		throw invalid(ctx, itemIndex, `${field} is empty`, `Enter a direct link such as ${example}.`);
	if (!isHttpUrl(text)) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} "${text.slice(0, 80)}" is not an http(s) link`,
			`Enter a direct link such as ${example}.`,
		);
	}
	return text;
}

/** The service decides how to show a file by its extension, so a name without one is refused. */
export function requireFileName(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
): string {
	const text = textOf(ctx, itemIndex, field, value).trim();
	if (!text)
		throw invalid(
			ctx,
			itemIndex,
			`${field} is empty`,
			'Enter the file name with its extension, e.g. report.pdf or photo.jpg.',
		);
	if (/[\\/]/.test(text) || !/\.[A-Za-z0-9]{1,10}$/.test(text)) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} "${text.slice(0, 80)}" needs an extension such as .pdf or .jpg`,
			'The service picks image, video, audio or document by the extension: name the file e.g. report.pdf.',
		);
	}
	return text;
}

/** What a number must be: within [min, max], and a whole one where `whole`. */
export interface NumberRange {
	min: number;
	max: number;
	whole?: boolean;
	/** Named after the range in errors, e.g. `milliseconds`. */
	unit?: string;
	/** How such a number is written, said in the fix instead of "or remove it". */
	example?: string;
}

/** A number, or numeric text, within `range`. */
export function requireNumberInRange(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	range: NumberRange,
): number {
	const { min, max, whole = false, unit, example } = range;
	const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	const fits =
		typeof number === 'number' &&
		(whole ? Number.isInteger(number) : Number.isFinite(number)) &&
		number >= min &&
		number <= max;
	if (!fits) {
		const suffix = unit ? ` ${unit}` : '';
		throw invalid(
			ctx,
			itemIndex,
			`${field} must be a ${whole ? 'whole number' : 'number'} from ${min} to ${max}${suffix}; got ${JSON.stringify(value)}`,
			`Set ${field} between ${min} and ${max}${suffix}${example ? ` (${example})` : ', or remove it'}.`,
		);
	}
	return number;
}

/** A required single ID such as a message ID (no spaces, no commas: one ID only). */
export function requireId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	example: string,
): string {
	refuseInexact(ctx, itemIndex, field, value);
	const text = textOf(ctx, itemIndex, field, value).trim();
	if (!text)
		throw invalid(
			ctx,
			itemIndex,
			`${field} is empty`,
			`Enter the ID of one message, e.g. ${example}.`,
		);
	if (/[\s,]/.test(text)) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} "${text.slice(0, 80)}" is not a single message ID`,
			`Enter exactly one ID without spaces or commas, e.g. ${example}.`,
		);
	}
	return text;
}
