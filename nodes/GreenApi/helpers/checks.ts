import type { IExecuteFunctions } from 'n8n-workflow';

import { invalid } from './validation';

/*
 * Checks that validation.ts does not have yet (kept apart so that file stays as it is); same
 * contract: return the cleaned value or throw a NodeOperationError naming the field and the fix.
 */

/** An optional text: '' when absent or blank, the text as written otherwise, refused when too long. */
export function optionalText(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	max: number,
): string {
	if (value === undefined || value === null) return '';
	const text = String(value);
	if (text.trim() === '') return '';
	if (text.length > max) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} is ${text.length} characters long; the service accepts at most ${max}`,
			`Shorten ${field} to ${max} characters.`,
		);
	}
	return text;
}

/** A direct http(s) link; the service fetches it itself, so anything else cannot work. */
export function requireHttpUrl(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	example: string,
): string {
	const text = typeof value === 'string' ? value.trim() : '';
	if (!text)
		throw invalid(ctx, itemIndex, `${field} is empty`, `Enter a direct link such as ${example}.`);
	if (!/^https?:\/\/[^\s/]+\S*$/i.test(text)) {
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
	const text = typeof value === 'string' ? value.trim() : '';
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

/** A number (not only integers) within [min, max], e.g. coordinates. */
export function requireNumberInRange(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	value: unknown,
	min: number,
	max: number,
): number {
	const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof number !== 'number' || !Number.isFinite(number) || number < min || number > max) {
		throw invalid(
			ctx,
			itemIndex,
			`${field} must be a number from ${min} to ${max}; got ${JSON.stringify(value)}`,
			`Set ${field} between ${min} and ${max} (decimal degrees, e.g. 55.7558).`,
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
	const text =
		typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
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
