import {
	NodeApiError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { asNodeError } from '../../helpers/errors';
import type { Messenger } from '../../helpers/messengerTable';
import { toItems } from '../../helpers/output';
import {
	invalid,
	optionalText,
	requireBodySize,
	requireIntegerInRange,
	requireText,
} from '../../helpers/validation';
import { apiRequest, type ApiMethod } from '../../transport';
import { limitsOf } from '../common.description';

/* What several message operations share: the caption field, quoting and typing. */

export const captionField: INodeProperties = {
	displayName: 'Caption',
	name: 'caption',
	type: 'string',
	default: '',
	typeOptions: { rows: 2 },
	description: `Text shown under the file, ${limitsOf('captionMax')}. Audio files, stickers and documents on some platforms show no caption.`,
};

/** The Message parameter: not empty, within the messenger's text limit. */
export function requireMessageText(
	ctx: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): string {
	const value = ctx.getNodeParameter('message', i);
	return requireText(ctx, i, 'Message', value, messenger.textMax, messenger.limitOwner);
}

/** The Caption of `additionalFields`: '' when not set, else within the messenger's caption limit. */
export function captionOf(
	ctx: IExecuteFunctions,
	i: number,
	fields: IDataObject,
	messenger: Messenger,
) {
	return optionalText(
		ctx,
		i,
		'Caption',
		fields.caption,
		messenger.captionMax,
		messenger.limitOwner,
	);
}

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

/**
 * The end of a send with a JSON body: the body's size is checked, a quoted message is verified
 * when Options ask for it, then the message is sent once and the answer becomes the item.
 */
export async function sendJson(
	ctx: IExecuteFunctions,
	i: number,
	method: ApiMethod,
	chatId: string,
	body: IDataObject,
	quoted = '',
): Promise<INodeExecutionData[]> {
	requireBodySize(ctx, i, body);
	await verifyQuotedIfAsked(ctx, i, chatId, quoted);
	return toItems(ctx, await apiRequest.call(ctx, method, { body, itemIndex: i }));
}

/** Runs the getMessage check when the user asked for it in Options. */
export async function verifyQuotedIfAsked(
	ctx: IExecuteFunctions,
	i: number,
	chatId: string,
	quoted: string,
): Promise<void> {
	if (!quoted) return;
	const options = ctx.getNodeParameter('options', i, {}) as IDataObject;
	if (options.verifyQuotedMessage === true) await verifyQuotedMessage.call(ctx, i, chatId, quoted);
}

/**
 * The service accepts an unknown quotedMessageId with 200 and then sends nothing; getMessage
 * tells whether it knows the message (green-api.com/en/docs/api/journals/GetMessage/).
 */
export async function verifyQuotedMessage(
	this: IExecuteFunctions,
	itemIndex: number,
	chatId: string,
	quotedMessageId: string,
): Promise<void> {
	let known: unknown;
	try {
		known = await apiRequest.call(this, 'getMessage', {
			body: { chatId, idMessage: quotedMessageId },
			itemIndex,
		});
	} catch (error) {
		// 400/404 mean "not known"; anything else (auth, quota, outage) is a real failure.
		const status = error instanceof NodeApiError ? Number(error.httpCode) : 0;
		if (status !== 400 && status !== 404) throw asNodeError(this.getNode(), error);
	}
	const message = known as IDataObject | undefined;
	if (!message || typeof message !== 'object' || message.idMessage !== quotedMessageId) {
		throw invalid(
			this,
			itemIndex,
			`The service does not know the quoted message ${quotedMessageId} in chat ${chatId}, so it would not send this message`,
			'Quote a message of the same chat that the service has seen: turn on "Receive notifications about incoming messages and files" (incomingWebhook) and "… messages sent from a phone" (outgoingMessageWebhook) in the instance settings, or remove Quoted Message ID.',
		);
	}
}
