import { pace, report } from '../../../../nodes/GreenApi/transport/rate/pacer';
import { TUNING } from '../../../../nodes/GreenApi/transport/rate/tuning';

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
