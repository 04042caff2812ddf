import nock from 'nock';
import * as workflow from 'n8n-workflow';
import { NodeApiError, type JsonObject } from 'n8n-workflow';

import { apiRequest } from '../../../nodes/GreenApi/transport';
import { retryAfterMs } from '../../../nodes/GreenApi/transport/retryAfter';
import { useNock } from '../../helpers/nock';
import { credentialsFor, executeContext, TEST_NODE } from '../../helpers/context';
import { allText } from '../../helpers/text';

// The retry policy is under test here, not pacing (test/unit/transport/rate/pacer.test.ts): the
// process's rate control would carry one test's Retry-After into the next.
jest.mock('../../../nodes/GreenApi/transport/rate/pacer', () => ({
	pace: async (key: string) => ({ key }),
	report: () => {},
}));

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

useNock();

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

	it('network error: a read is retried, a send is reported at once as maybe queued', async () => {
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
		expect(sendError.description).toBe(
			'The connection broke after the request was sent (ECONNRESET). The message may already be queued: check Queue → Get Many or the chat history before sending again.',
		);
		expect(sendError.description).not.toMatch(/try again/i);
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

	it('takes a 12-digit instance ID (the service issues them since July 2026) into the path', async () => {
		const long = executeContext(
			credentialsFor(API, { apiTokenInstance: TOKEN, idInstance: ' 110100000001 ' }),
		);
		const scope = nock(API)
			.post(`/waInstance110100000001/getAvatar/${ENCODED}`)
			.reply(200, { urlAvatar: '', available: false });
		await expect(read(long)).resolves.toEqual({ urlAvatar: '', available: false });
		scope.done();
	});

	it('refuses a non-numeric instance ID before any request', async () => {
		const c = executeContext(credentialsFor(API, { idInstance: '11x' }));
		await expect(apiRequest.call(c, 'sendMessage', { body: {} })).rejects.toThrow(
			'The credential’s Instance ID must contain digits only',
		);
		expect(c.helpers.httpRequestWithAuthentication).not.toHaveBeenCalled();
	});
});

describe('apiRequest: answers that must not leak, mislead or be rewritten', () => {
	// Built at run time: no token-shaped literal in the fixtures.
	const LONG = Array.from({ length: 50 }, (_, i) => '0a1b2c3d4e5f6789'[(i * 5) % 16]).join('');
	const longCtx = () => executeContext(credentialsFor(API, { apiTokenInstance: LONG }));
	const LONG_SEND = `/v3/waInstance1101000001/sendMessage/${LONG}`;
	const LONG_READ = `/waInstance1101000001/getAvatar/${LONG}`;
	const fragments = (text: string) =>
		Array.from({ length: LONG.length - 7 }, (_, i) => LONG.slice(i, i + 8)).filter((part) =>
			text.includes(part),
		);
	const caught = async (call: Promise<unknown>) => {
		try {
			await call;
		} catch (error) {
			return error as NodeApiError;
		}
		throw new Error('expected the call to fail');
	};

	it.each([150, 175, 190, 199])(
		'a 200 that is not JSON, echoing the URL at %i: no token fragment, and no "try again" for a send',
		async (at) => {
			let sends = 0;
			nock(API)
				.post(LONG_SEND)
				.times(4)
				.reply(() => {
					sends++;
					return [
						200,
						`${'<p>'.repeat(Math.floor(at / 3))}${'.'.repeat(at % 3)}https://x${LONG_SEND}</p>`,
						{ 'content-type': 'text/html' },
					];
				});
			const error = await caught(
				apiRequest.call(longCtx(), 'sendMessage', { body: { chatId: 'a@c.us', message: 'hi' } }),
			);
			const text = JSON.stringify(error) + allText(error);
			expect(fragments(text)).toEqual([]);
			expect(sends).toBe(1);
			expect(error.description).toBe(
				'The service answered sendMessage with HTTP 200 but a body that is not JSON. The message may already be queued: check Queue → Get Many or the chat history before sending again.',
			);
		},
	);

	it.each([480, 495, 499])(
		'a 502 proxy page echoing the URL at %i: no token fragment',
		async (at) => {
			nock(API)
				.post(LONG_READ)
				.times(4)
				.reply(502, `${'-'.repeat(at)}${LONG_READ}${'-'.repeat(100)}`, {
					'content-type': 'text/html',
				});
			const error = await caught(
				apiRequest.call(longCtx(), 'getAvatar', { body: { chatId: 'a@c.us' } }),
			);
			expect(error.httpCode).toBe('502');
			expect(fragments(JSON.stringify(error) + allText(error))).toEqual([]);
		},
	);

	it('returns user content that looks like a service path unchanged, and __proto__ as a key', async () => {
		nock(API)
			.post(LONG_READ)
			.reply(
				200,
				'{"__proto__":{"polluted":true},"text":"open https://h/waInstance123/sendMessage/abc","k":"' +
					LONG +
					'"}',
				{ 'content-type': 'application/json' },
			);
		const answer = (await apiRequest.call(longCtx(), 'getAvatar', {
			body: { chatId: 'a@c.us' },
		})) as Record<string, unknown>;
		expect(answer.text).toBe('open https://h/waInstance123/sendMessage/abc');
		expect(answer.k).toBe('***');
		expect(Object.getPrototypeOf(answer)).toBe(Object.prototype);
		expect((answer as { polluted?: unknown }).polluted).toBeUndefined();
		expect(Object.keys(answer)).toEqual(['__proto__', 'text', 'k']);
	});

	it.each([
		['apiUrl', 'API URL', `${API}/?x=1`],
		['apiUrl', 'API URL', `${API}#frag`],
		['mediaUrl', 'Media URL', `${API}/media?y`],
	])('refuses a %s with ? or # before any request', async (field, label, value) => {
		const c = executeContext(credentialsFor(API, { [field]: value }));
		const error = await caught(apiRequest.call(c, 'sendMessage', { body: {} }));
		expect(error.message).toBe(`The credential’s ${label} must not contain ? or #`);
		expect(error.description).toContain(`Copy ${field} from the instance card`);
		expect(c.helpers.httpRequestWithAuthentication).not.toHaveBeenCalled();
	});
});

describe('apiRequest: 429 Retry-After', () => {
	// The waits are observed through n8n-workflow's sleep, so the test takes no real time.
	let sleeps: number[];
	beforeEach(() => {
		sleeps = [];
		jest.spyOn(workflow, 'sleep').mockImplementation(async (ms: number) => {
			sleeps.push(ms);
		});
	});
	afterEach(() => jest.restoreAllMocks());

	it.each([
		['seconds', '7', 7000],
		['an HTTP date', 'DATE+20', 20000],
	])('waits what the header asks (%s) before the next attempt', async (_kind, header, wait) => {
		const value = header === 'DATE+20' ? new Date(Date.now() + 20000 + 999).toUTCString() : header;
		nock(API)
			.post(READ_PATH)
			.reply(429, { code: 429, description: 'Too Many Requests' }, { 'Retry-After': value });
		nock(API).post(READ_PATH).reply(200, { urlAvatar: '', available: true });
		await expect(read()).resolves.toEqual({ urlAvatar: '', available: true });
		// Pacing (getAvatar: 10 per second, slower after a 429) also sleeps, for well under 2.5 s.
		const waits = sleeps.filter((ms) => ms > 2500);
		expect(waits).toHaveLength(1);
		expect(waits[0]).toBeGreaterThanOrEqual(wait - 1000);
		expect(waits[0]).toBeLessThanOrEqual(wait + 1000);
	});

	it('caps the wait at 60 s: a longer request is reported rather than waited out past the deadline', async () => {
		const scope = nock(API)
			.post(SEND_PATH)
			.reply(429, { code: 429, description: 'Too Many Requests' }, { 'Retry-After': '3600' });
		const error = await failure(send());
		expect(error.httpCode).toBe('429');
		expect(error.description).toBe(
			'The service limits sendMessage per instance and kept answering 429. It asked to wait 60 s, longer than this call may take. Run fewer workflows at once on this instance, or wait and try again.',
		);
		expect(sleeps.filter((ms) => ms >= 60000)).toEqual([]);
		scope.done();
	});
});

describe('retryAfterMs', () => {
	const now = Date.UTC(2026, 10, 24, 9, 0, 0);
	it.each([
		['3', 3000],
		['0', 0],
		['1.5', 1500],
		['120', 60000],
		[new Date(now + 10000).toUTCString(), 10000],
		[new Date(now - 10000).toUTCString(), 0],
		[new Date(now + 3600000).toUTCString(), 60000],
		[['5', '9'], 5000],
		['soon', undefined],
		['', undefined],
		[undefined, undefined],
	])('%p → %p ms', (header, expected) => {
		expect(retryAfterMs(header, now)).toBe(expected);
	});
});

describe('apiRequest: long service texts', () => {
	it('a 400 whose message is 100 KB is cut to 500 characters after the token is masked', async () => {
		const filler = 'z'.repeat(495);
		nock(API)
			.post(SEND_PATH)
			.reply(400, { message: `${filler}${TOKEN}${'y'.repeat(100000)}` });
		const error = await failure(send());
		expect(error.message).toBe(`${filler}***yy… (sendMessage, HTTP 400)`);
	});
});
