import type { IExecuteFunctions } from 'n8n-workflow';

import { typeName, WRITTEN_PHONE } from './chatId';
import { invalid } from './validation';

/** checkWhatsapp takes the number as a JSON integer of 11 to 16 digits (country code included). */
export const PHONE_DIGITS = { min: 11, max: 16 };

/**
 * A phone number as the service's integer: a number, or text as people write it (+, spaces,
 * dashes, brackets), which loses its punctuation. Above 2^53 a JSON number would lose digits.
 */
export function requirePhoneNumber(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
): number {
	const fix = `Enter the number with its country code, ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits, e.g. 79001234567.`;
	if (value !== null && typeof value === 'object') {
		throw invalid(ctx, itemIndex, `${field} must be a phone number; got ${typeName(value)}`, fix);
	}
	let digits = '';
	if (typeof value === 'number' && Number.isInteger(value) && value > 0) digits = value.toFixed(0);
	else if (typeof value === 'string' && WRITTEN_PHONE.test(value.trim()))
		digits = value.replace(/\D/g, '');
	if (!digits)
		throw invalid(ctx, itemIndex, `${field} ${JSON.stringify(value)} is not a phone number`, fix);
	if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} has ${digits.length} digits; the service accepts ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max}`,
			fix,
		);
	}
	const number = Number(digits);
	if (!Number.isSafeInteger(number)) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} ${digits} is too large to send exactly as a JSON number`,
			`Numbers above ${Number.MAX_SAFE_INTEGER} cannot be checked. ${fix}`,
		);
	}
	return number;
}
