import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requireIntegerInRange } from '../../helpers/validation';

import { verifyQuotedMessage } from './verifyQuoted';

/** Fields shared by the file, poll, location and edit operations (one definition each). */
export { binaryPropertyField, messageIdField } from '../common.description';

export const MAX_CAPTION_LENGTH = 20000;

export const captionField: INodeProperties = {
	displayName: 'Caption',
	name: 'caption',
	type: 'string',
	default: '',
	typeOptions: { rows: 2 },
	description:
		'Text shown under the file, at most 20000 characters. Audio files, stickers and documents on some platforms show no caption.',
};

/** The quoted message ID of `additionalFields`, trimmed; '' when not set. */
export function quotedIdOf(fields: IDataObject): string {
	return typeof fields.quotedMessageId === 'string' ? fields.quotedMessageId.trim() : '';
}

/**
 * Copies quotedMessageId and typingTime (milliseconds, 1000–20000) of `additionalFields` into the
 * body of a send that offers both; returns the quoted ID ('' when none) for the getMessage check.
 */
export function addQuoteAndTyping(
	ctx: IExecuteFunctions,
	i: number,
	fields: IDataObject,
	body: IDataObject,
): string {
	const quoted = quotedIdOf(fields);
	if (quoted) body.quotedMessageId = quoted;
	if (fields.typingTime !== undefined) {
		body.typingTime = requireIntegerInRange(
			ctx,
			i,
			'Typing Time',
			fields.typingTime,
			1000,
			20000,
			'milliseconds',
		);
	}
	return quoted;
}

/** Runs the getMessage check when the user asked for it in Options (see verifyQuoted.ts). */
export async function verifyQuotedIfAsked(
	ctx: IExecuteFunctions,
	i: number,
	chatId: string,
	quoted: string,
): Promise<void> {
	const options = ctx.getNodeParameter('options', i, {}) as IDataObject;
	if (quoted && options.verifyQuotedMessage === true)
		await verifyQuotedMessage.call(ctx, i, chatId, quoted);
}
