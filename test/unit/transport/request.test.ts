import nock from 'nock';
import { NodeApiError, type JsonObject } from 'n8n-workflow';

import { apiRequest } from '../../../nodes/GreenApi/transport';
import { credentialsFor, executeContext, TEST_NODE } from '../../helpers/context';
import { allText } from '../../helpers/text';

const API = 'http://api.transport.test';
const TOKEN = 'tok/en+1';
const ENCODED = encodeURIComponent(TOKEN);
const ctx = () => executeContext(credentialsFor(API, { apiTokenInstance: TOKEN }));

const SEND_PATH = `/v3/waInstance1101000001/sendMessage/${ENCODED}`;
const READ_PATH = `/waInstance1101000001/getAvatar/${ENCODED}`;

async function failure(call: Promise<unknown>): Promise<NodeApiError> {
	try {
		await call;
	} catch (error) {
		expect(error).toBeInstanceOf(NodeApiError);
		const text = JSON.stringify(error) + allText(error);
		expect(text).not.toContain(TOKEN);
		expect(text).not.toContain(ENCODED);
		return error as NodeApiError;
	}
	throw new Error('expected the call to fail');
}

const send = (c = ctx()) =>
	apiRequest.call(c, 'sendMessage', { body: { chatId: '79001234567@c.us', message: 'hi' } });
const read = (c = ctx()) =>
	apiRequest.call(c, 'getAvatar', { body: { chatId: '79001234567@c.us' } });

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('apiRequest', () => {
	it('posts the JSON body to the /v3 path with the token last and returns the answer', async () => {
		const scope = nock(API)
			.post(SEND_PATH, { chatId: '79001234567@c.us', message: 'hi' })
			.matchHeader('content-type', /application\/json/)
			.reply(200, { idMessage: 'BAE5F4886F6F2D05' });
		await expect(send()).resolves.toEqual({ idMessage: 'BAE5F4886F6F2D05' });
		scope.done();
	});

	it('keeps query parameters out of the path', async () => {
		const scope = nock(API)
			.get(`/waInstance1101000001/getOutgoingStatuses/${ENCODED}`)
			.query({ minutes: '30' })
			.reply(200, []);
		await expect(
			apiRequest.call(ctx(), 'getOutgoingStatuses', { qs: { minutes: 30 } }),
		).resolves.toEqual([]);
		scope.done();
	});

	it('400: keeps the service text and scrubs the token the service echoes in path', async () => {
		nock(API)
			.post(SEND_PATH)
			.reply(400, {
				statusCode: 400,
				timestamp: '2026-11-22T10:00:00Z',
				path: `/v3/waInstance1101000001/sendMessage/${TOKEN}`,
				message:
					"Validation failed. Details: 'message' length must be less than or equal to 20000 characters long",
			});
		const error = await failure(send());
		expect(error.httpCode).toBe('400');
		expect(error.message).toBe(
			"Validation failed. Details: 'message' length must be less than or equal to 20000 characters long (sendMessage, HTTP 400)",
		);
		expect(allText(error)).toContain('/v3/waInstance1101000001/sendMessage/***');
	});

	it('401: says to copy the token again', async () => {
		nock(API).post(SEND_PATH).reply(401, { code: 401, description: 'Unauthorized' });
		const error = await failure(send());
		expect(error.httpCode).toBe('401');
		expect(error.message).toBe('Unauthorized (sendMessage, HTTP 401)');
		expect(error.description).toMatch(/apiTokenInstance/);
	});

	it('403: names the instance ID for ordinary methods and beta access for status methods', async () => {
		nock(API).post(SEND_PATH).reply(403, { code: 403, description: 'Forbidden' });
		const plain = await failure(send());
		expect(plain.description).toMatch(/instance ID or API URL is wrong/);

		nock(API)
			.post(`/waInstance1101000001/sendVoiceStatus/${ENCODED}`)
			.reply(403, { code: 403, description: 'Forbidden' });
		const beta = await failure(
			apiRequest.call(ctx(), 'sendVoiceStatus', {
				body: { urlFile: 'http://x/a.mp3', fileName: 'a.mp3' },
			}),
		);
		expect(beta.httpCode).toBe('403');
		expect(beta.description).toMatch(/beta status method/);
	});

	it('429: retried 10 times, then reported — for a send too, since the request was not accepted', async () => {
		const scope = nock(API)
			.post(SEND_PATH)
			.times(10)
			.reply(429, { code: 429, description: 'Too Many Requests' });
		const error = await failure(send());
		expect(error.httpCode).toBe('429');
		expect(error.description).toMatch(/tried 10 times/);
		scope.done();
	}, 30000);

	it('429 once, then success: the caller gets the answer', async () => {
		nock(API).post(READ_PATH).reply(429, { code: 429, description: 'Too Many Requests' });
		nock(API).post(READ_PATH).reply(200, { urlAvatar: '', available: true });
		await expect(read()).resolves.toEqual({ urlAvatar: '', available: true });
	});

	it('466: reports the quota with the service body', async () => {
		nock(API)
			.post(SEND_PATH)
			.reply(466, {
				invokeStatus: {
					method: 'sendMessage',
					used: 100,
					total: 100,
					status: 'QUOTE_EXCEEDED',
					description: 'Monthly quota exceeded',
				},
			});
		const error = await failure(send());
		expect(error.httpCode).toBe('466');
		expect(error.message).toBe('Monthly quota exceeded (sendMessage, HTTP 466)');
		expect(error.description).toMatch(/quota/);
	});

	it('500: a read is retried up to 4 attempts, a send is not repeated', async () => {
		const reads = nock(API)
			.post(READ_PATH)
			.times(4)
			.reply(500, { statusCode: 500, message: 'internal' });
		const readError = await failure(read());
		expect(readError.httpCode).toBe('500');
		reads.done();

		let sends = 0;
		nock(API)
			.post(SEND_PATH)
			.times(4)
			.reply(() => {
				sends++;
				return [500, { statusCode: 500, message: 'request entity too large' }];
			});
		const sendError = await failure(send());
		expect(sends).toBe(1);
		expect(sendError.message).toBe('request entity too large (sendMessage, HTTP 500)');
		expect(sendError.description).toMatch(/over 100 KB/);
	});

	it('network error: a read is retried, a send is reported at once', async () => {
		// What n8n-core's httpRequestWithAuthentication throws when the socket drops.
		const dropped = () =>
			new NodeApiError(
				TEST_NODE,
				Object.assign(new Error(`socket hang up ${API}${READ_PATH}`), {
					code: 'ECONNRESET',
				}) as unknown as JsonObject,
			);
		const reader = ctx();
		reader.helpers.httpRequestWithAuthentication.mockRejectedValue(dropped());
		const readError = await failure(read(reader));
		expect(readError.httpCode).toBeNull();
		expect(readError.description).toMatch(
			/could not be reached \(ECONNRESET\)\. It was tried 4 times/,
		);
		expect(reader.helpers.httpRequestWithAuthentication).toHaveBeenCalledTimes(4);

		const sender = ctx();
		sender.helpers.httpRequestWithAuthentication.mockRejectedValue(dropped());
		const sendError = await failure(send(sender));
		expect(sendError.description).toMatch(
			/could not be reached \(ECONNRESET\)\. Check the API URL/,
		);
		expect(sender.helpers.httpRequestWithAuthentication).toHaveBeenCalledTimes(1);
	});

	it('a body that is not JSON is reported, not returned', async () => {
		nock(API)
			.post(READ_PATH)
			.times(4)
			.reply(200, '<html>proxy</html>', { 'content-type': 'application/json' });
		const error = await failure(read());
		expect(error.description).toMatch(/not JSON/);
		expect(error.message).toBe('<html>proxy</html>');
	});

	it('refuses a non-numeric instance ID before any request', async () => {
		const c = executeContext(credentialsFor(API, { idInstance: '11x' }));
		await expect(apiRequest.call(c, 'sendMessage', { body: {} })).rejects.toThrow(
			'The credential’s Instance ID must contain digits only',
		);
		expect(c.helpers.httpRequestWithAuthentication).not.toHaveBeenCalled();
	});
});
