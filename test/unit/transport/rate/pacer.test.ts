import nock from 'nock';
import { NodeApiError } from 'n8n-workflow';

import { apiRequest } from '../../../../nodes/GreenApi/transport';
import { pace, report } from '../../../../nodes/GreenApi/transport/rate/pacer';
import { TUNING } from '../../../../nodes/GreenApi/transport/rate/tuning';
import { useNock } from '../../../helpers/nock';
import { credentialsFor, executeContext } from '../../../helpers/context';

useNock();

/** The process's rate control, on the real monotonic clock (faked by Jest here). */
describe('the shared pacer', () => {
	beforeEach(() => jest.useFakeTimers());
	afterEach(() => jest.useRealTimers());

	it('follows a monotonic clock: setting the wall clock back an hour changes nothing', async () => {
		report(await pace('1101000001:wallClock', 1), 200);
		jest.setSystemTime(Date.now() - 3_600_000);
		let started = false;
		const second = pace('1101000001:wallClock', 1).then(() => (started = true));
		await jest.advanceTimersByTimeAsync(1000 + TUNING.unansweredMs);
		expect(started).toBe(true);
		await second;
	});

	it('a 429 halves the pace of its key only; other answers teach nothing', async () => {
		const starts: Record<string, number[]> = { limited: [], other: [] };
		const run = async (name: string) => {
			for (let i = 0; i < 60; i++) {
				const ticket = await pace(`1101000002:${name}`, 50);
				starts[name].push(performance.now());
				report(ticket, i % 2 ? 200 : 500);
			}
		};
		const refused = performance.now();
		report(await pace('1101000002:limited', 50), 429);
		report(await pace('1101000002:other', 50), undefined);
		const both = Promise.all([run('limited'), run('other')]);
		await jest.advanceTimersByTimeAsync(5000);
		await both;
		// Counted two parties: the key waits until the service's window has turned over, then goes
		// at half the pace.
		expect(starts.limited[0] - refused).toBe(TUNING.turnoverMs);
		expect(starts.limited.filter((t) => t < starts.limited[0] + 1000)).toHaveLength(25);
		expect(starts.other.filter((t) => t < starts.other[0] + 1000)).toHaveLength(49);
	});

	it("a 429's Retry-After (seconds or an HTTP date) blocks the key", async () => {
		report(await pace('1101000003:sendMessage', 50), 429, '3');
		expect((await pace('1101000003:sendMessage', 50, 1000)).refusedFor).toBe(3000);
		report(
			await pace('1101000004:sendMessage', 50),
			429,
			new Date(Date.now() + 5000).toUTCString(),
		);
		const refused = await pace('1101000004:sendMessage', 50, 1000);
		expect(refused.refusedFor).toBeGreaterThan(4000);
		expect(refused.refusedFor).toBeLessThanOrEqual(5000);
	});
});

/** apiRequest with the process's rate control (a fresh one: Jest gives each file its modules). */
describe('the shared pacer under apiRequest', () => {
	const API = 'http://api.pacing.test';
	const TOKEN = 'pacing-token-1';
	const SEND_PATH = `/v3/waInstance1101000001/sendMessage/${TOKEN}`;
	const ctx = () => executeContext(credentialsFor(API, { apiTokenInstance: TOKEN }));
	const send = () =>
		apiRequest.call(ctx(), 'sendMessage', {
			body: { chatId: '79001234567@c.us', message: 'hi' },
		});

	async function failure(call: Promise<unknown>): Promise<NodeApiError> {
		const error = await call.then(
			() => undefined,
			(e: unknown) => e,
		);
		expect(error).toBeInstanceOf(NodeApiError);
		return error as NodeApiError;
	}

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
});
