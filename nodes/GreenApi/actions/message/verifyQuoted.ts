import { NodeApiError, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';

import { asNodeError } from '../../helpers/errors';
import { invalid } from '../../helpers/validation';
import { apiRequest } from '../../transport';

/**
 * The service accepts an unknown quotedMessageId with 200 and then sends nothing; getMessage
 * tells whether it knows the message (service-facts §6).
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
