import type { IExecuteFunctions } from 'n8n-workflow';

import { typeName, WRITTEN_PHONE } from './chatId';
import { FALLBACK_MESSENGER, type Messenger } from './messengerTable';
import { invalid } from './validation';

/** The digits a messenger's phone methods take (checkWhatsapp / checkAccount, startAuthorization). */
export type PhoneRule = Pick<Messenger['check'], 'minDigits' | 'maxDigits' | 'countryCodes'>;

function ruleText(rule: PhoneRule): string {
	const digits =
		rule.minDigits === rule.maxDigits - 1
			? `${rule.minDigits} or ${rule.maxDigits} digits`
			: `${rule.minDigits} to ${rule.maxDigits} digits`;
	const codes = rule.countryCodes.length
		? ` with country code ${rule.countryCodes.join(' or ')}`
		: '';
	return `${digits}${codes}`;
}

/**
 * A phone number as the service's integer: a number, or text as people write it (+, spaces,
 * dashes, brackets), which loses its punctuation. Above 2^53 a JSON number would lose digits.
 * `rule` is the messenger's (FALLBACK_MESSENGER's by default); `who` names it in errors.
 */
export function requirePhoneNumber(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	rule: PhoneRule = FALLBACK_MESSENGER.check,
	who = 'the service',
): number {
	const fix = `Enter the number with its country code, ${ruleText(rule)}, e.g. 79001234567.`;
	if (value !== null && typeof value === 'object') {
		throw invalid(ctx, itemIndex, `${field} must be a phone number; got ${typeName(value)}`, fix);
	}
	let digits = '';
	if (typeof value === 'number' && Number.isInteger(value) && value > 0) digits = value.toFixed(0);
	else if (typeof value === 'string' && WRITTEN_PHONE.test(value.trim()))
		digits = value.replace(/\D/g, '');
	if (!digits)
		throw invalid(ctx, itemIndex, `${field} ${JSON.stringify(value)} is not a phone number`, fix);
	if (digits.length < rule.minDigits || digits.length > rule.maxDigits) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} has ${digits.length} digits; ${who} accepts ${rule.minDigits} to ${rule.maxDigits}`,
			fix,
		);
	}
	if (rule.countryCodes.length && !rule.countryCodes.some((code) => digits.startsWith(code))) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} ${digits} does not start with country code ${rule.countryCodes.join(' or ')}, the only ones ${who} accepts`,
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
