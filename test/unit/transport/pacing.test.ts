import nock from 'nock';
import { NodeApiError } from 'n8n-workflow';

import { apiRequest } from '../../../nodes/GreenApi/transport';
import { useNock } from '../../helpers/nock';
import { credentialsFor, executeContext } from '../../helpers/context';

/** apiRequest with the process's rate control (a fresh one: Jest gives each file its modules). */

const API = 'http://api.pacing.test';
const TOKEN = 'pacing-token-1';
const SEND_PATH = `/v3/waInstance1101000001/sendMessage/${TOKEN}`;
const ctx = () => executeContext(credentialsFor(API, { apiTokenInstance: TOKEN }));
const send = () =>
	apiRequest.call(ctx(), 'sendMessage', { body: { chatId: '79001234567@c.us', message: 'hi' } });

async function failure(call: Promise<unknown>): Promise<NodeApiError> {
	const error = await call.then(
		() => undefined,
		(e: unknown) => e,
	);
	expect(error).toBeInstanceOf(NodeApiError);
	return error as NodeApiError;
}

useNock();

it("a Retry-After longer than the call's deadline ends the item as it did, and the next call of that instance and method without a request", async () => {
	const scope = nock(API)
		.post(SEND_PATH)
		.reply(429, { code: 429, description: 'Too Many Requests' }, { 'Retry-After': '3600' });
	const asked =
		'The service limits sendMessage per instance and kept answering 429. It asked to wait 60 s, longer than this call may take. Run fewer workflows at once on this instance, or wait and try again.';
	const first = await failure(send());
	expect(first.httpCode).toBe('429');
	expect(first.description).toBe(asked);
	scope.done();
	// No interceptor is left: a request would fail with a network error instead.
	const second = await failure(send());
	expect(second.httpCode).toBe('429');
	expect(second.message).toBe('Too many requests for this instance (sendMessage, HTTP 429)');
	expect(second.description).toBe(asked);
});
