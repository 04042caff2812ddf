import { mockDeep } from 'jest-mock-extended';
import type {
	ICredentialDataDecryptedObject,
	IHttpRequestOptions,
	IPollFunctions,
} from 'n8n-workflow';

import { GreenApiApi } from '../../../../credentials/GreenApiApi.credentials';
import { deleteReceipt, receiveNext } from '../../../../nodes/GreenApi/trigger/poll/queue';
import { TEST_NODE, TOKEN, credentialsFor } from '../../../helpers/context';

const credentials = credentialsFor('https://api.example.test');

/** A poll context whose HTTP helper answers `body` and records the URL the credential produces. */
function contextAnswering(body: unknown) {
	const ctx = mockDeep<IPollFunctions>();
	const urls: string[] = [];
	ctx.getNode.mockReturnValue(TEST_NODE);
	ctx.getCredentials.mockResolvedValue(credentials);
	ctx.helpers.httpRequestWithAuthentication.mockImplementation(async (_name, options) => {
		const authenticate = new GreenApiApi().authenticate as (
			c: ICredentialDataDecryptedObject,
			o: IHttpRequestOptions,
		) => Promise<IHttpRequestOptions>;
		const sent = await authenticate(credentials, options);
		const query = new URLSearchParams(sent.qs as Record<string, string>).toString();
		urls.push(`${sent.method} ${sent.url}${query ? `?${query}` : ''}`);
		return { statusCode: 200, headers: {}, body };
	});
	return { ctx, urls };
}

describe('receiveNext', () => {
	it('long-polls ReceiveNotification and returns the receipt and body', async () => {
		const { ctx, urls } = contextAnswering({ receiptId: 7, body: { typeWebhook: 'x' } });
		expect(await receiveNext.call(ctx, 5)).toEqual({ receiptId: 7, body: { typeWebhook: 'x' } });
		expect(urls).toEqual([
			`GET https://api.example.test/waInstance1101000001/receiveNotification/${encodeURIComponent(TOKEN)}?receiveTimeout=5`,
		]);
	});

	it.each([null, '', undefined])('reads an empty answer (%p) as an empty queue', async (empty) => {
		const { ctx } = contextAnswering(empty);
		expect(await receiveNext.call(ctx, 5)).toBeUndefined();
	});

	it('accepts a receipt ID written as digits', async () => {
		const { ctx } = contextAnswering({ receiptId: '12', body: {} });
		expect(await receiveNext.call(ctx, 5)).toEqual({ receiptId: 12, body: {} });
	});

	it.each([{ body: {} }, { receiptId: 'x1', body: {} }, { receiptId: -1 }, ['a']])(
		'refuses an answer without a usable receipt ID: %p',
		async (answer) => {
			const { ctx } = contextAnswering(answer);
			await expect(receiveNext.call(ctx, 5)).rejects.toThrow(
				'ReceiveNotification answered without a receipt ID, so the notification cannot be deleted',
			);
		},
	);
});

describe('deleteReceipt', () => {
	it('puts the receipt ID after the token, as DeleteNotification wants it', async () => {
		const { ctx, urls } = contextAnswering({ result: true });
		await deleteReceipt.call(ctx, 1234567);
		expect(urls).toEqual([
			`DELETE https://api.example.test/waInstance1101000001/deleteNotification/${encodeURIComponent(TOKEN)}/1234567`,
		]);
	});

	it('takes `false` (already gone) as done', async () => {
		const { ctx } = contextAnswering({ result: false });
		await expect(deleteReceipt.call(ctx, 1)).resolves.toBeUndefined();
	});
});
