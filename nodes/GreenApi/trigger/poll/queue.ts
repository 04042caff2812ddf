import { NodeOperationError, type IDataObject, type IPollFunctions } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { isRecord } from '../notification';

/** One notification handed out by ReceiveNotification, with the receipt that deletes it. */
export interface Receipt {
	receiptId: number;
	body: unknown;
}

function receiptIdOf(value: unknown): number | undefined {
	if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
	if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
	return undefined;
}

/**
 * The oldest waiting notification, or undefined when none arrived within `waitSeconds` (5–60):
 * the service long-polls and answers an empty body on timeout
 * (green-api.com/en/docs/api/receiving/technology-http-api/ReceiveNotification/). The same
 * notification is handed out again until it is deleted.
 */
export async function receiveNext(
	this: IPollFunctions,
	waitSeconds: number,
): Promise<Receipt | undefined> {
	const answer: unknown = await apiRequest.call(this, 'receiveNotification', {
		qs: { receiveTimeout: waitSeconds },
	});
	if (answer === null || answer === undefined || answer === '') return undefined;
	const receiptId = isRecord(answer) ? receiptIdOf(answer.receiptId) : undefined;
	if (receiptId === undefined) {
		throw new NodeOperationError(
			this.getNode(),
			'ReceiveNotification answered without a receipt ID, so the notification cannot be deleted',
			{ description: 'Check that the credential’s API URL points at the Green API gateway.' },
		);
	}
	return { receiptId, body: (answer as IDataObject).body };
}

/**
 * Deletes a notification from the queue
 * (green-api.com/en/docs/api/receiving/technology-http-api/DeleteNotification/). `false` means it
 * was gone already, which is as good: either way it will not be handed out again.
 */
export async function deleteReceipt(this: IPollFunctions, receiptId: number): Promise<void> {
	await apiRequest.call(this, 'deleteNotification', { afterToken: String(receiptId) });
}
