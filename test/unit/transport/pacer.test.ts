import { accepted, pace, rateLimited } from '../../../nodes/GreenApi/transport/pacer';

/**
 * How long (fake ms) the second of two back-to-back calls of `key` at 50 calls per second waits:
 * a second after any earlier call, the fake clock is moved 1 ms at a time until it is let through.
 */
async function gapAfterFirst(key: string): Promise<number> {
	await jest.advanceTimersByTimeAsync(1000); // earlier calls' slots are in the past
	await pace(key, 50);
	let done = false;
	const second = pace(key, 50).then(() => (done = true));
	let waited = 0;
	while (!done && waited < 1000) {
		await jest.advanceTimersByTimeAsync(1);
		waited += 1;
	}
	await second;
	return waited;
}

describe('pace', () => {
	beforeEach(() => jest.useFakeTimers());
	afterEach(() => jest.useRealTimers());

	it('spaces calls of one key 1.2/rps seconds apart (24 ms at 50/s)', async () => {
		expect(await gapAfterFirst('1101000001:quiet')).toBe(24);
	});

	it('a 429 halves the pace of that key only, once per second', async () => {
		const key = '1101000001:limited';
		rateLimited(key);
		rateLimited(key); // the same second: no second cut
		expect(await gapAfterFirst(key)).toBe(48);
		expect(await gapAfterFirst('1101000001:other')).toBe(24);
		rateLimited(key);
		rateLimited(key);
		expect(await gapAfterFirst(key)).toBe(96);
	});

	it('slows down to a quarter at most', async () => {
		const key = '1101000001:floor';
		for (let i = 0; i < 5; i++) {
			rateLimited(key);
			jest.advanceTimersByTime(1000);
		}
		expect(await gapAfterFirst(key)).toBe(96);
	});

	it('accepted calls bring the pace back to normal', async () => {
		const key = '1101000001:recovering';
		rateLimited(key);
		for (let i = 0; i < 10; i++) accepted(key);
		expect(await gapAfterFirst(key)).toBe(36);
		for (let i = 0; i < 10; i++) accepted(key);
		expect(await gapAfterFirst(key)).toBe(24);
	});
});
