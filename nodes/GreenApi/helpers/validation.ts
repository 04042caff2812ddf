import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';

import { normalizeChatId, chatKind, type ChatKind } from './chatId';

/** Stops the item before any request, saying what is wrong and how to fix it. */
export function invalid(
	ctx: IExecuteFunctions,
	itemIndex: number,
	message: string,
	description: string,
): NodeOperationError {
	return new NodeOperationError(ctx.getNode(), message, { itemIndex, description });
}

export interface ChatIdRules {
	/** Chat kinds the method accepts; all by default. */
	allow?: ChatKind[];
	/** What to say when a kind is refused. */
	refusal?: string;
}

export function requireChatId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	rules: ChatIdRules = {},
): string {
	const text = typeof value === 'number' ? String(value) : value;
	if (typeof text !== 'string' || !text.trim()) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} is empty`,
			`Enter a chat ID such as 79001234567@c.us (personal), 120363043968066561@g.us (group), or a phone number with country code.`,
		);
	}
	const chatId = normalizeChatId(text);
	if (!chatId) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} "${text.slice(0, 60)}" is not a chat ID or phone number`,
			'Use <phone>@c.us for a personal chat, <id>@g.us for a group, <id>@lid, or a phone number in international format such as +7 900 123-45-67.',
		);
	}
	if (rules.allow && !rules.allow.includes(chatKind(chatId))) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} "${chatId}" is a ${chatKind(chatId)} chat, which this operation does not accept`,
			rules.refusal ?? `Use a ${rules.allow.join(' or ')} chat ID.`,
		);
	}
	return chatId;
}

export function requireText(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	max?: number,
): string {
	if (typeof value !== 'string' || value.trim() === '') {
		throw invalid(ctx, itemIndex, `${field} is empty`, `Enter the ${field} to send.`);
	}
	if (max !== undefined && value.length > max) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} is ${value.length} characters long; the service accepts at most ${max}`,
			`Shorten ${field} to ${max} characters or split it into several messages.`,
		);
	}
	return value;
}

/** An integer within [min, max]; `unit` is named in the error. */
export function requireIntegerInRange(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	min: number,
	max: number,
	unit = '',
): number {
	const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	const suffix = unit ? ` ${unit}` : '';
	if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} must be a whole number from ${min} to ${max}${suffix}; got ${JSON.stringify(value)}`,
			`Set ${field} between ${min} and ${max}${suffix}, or remove it.`,
		);
	}
	return number;
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
