import { MARGIN_MS } from '../../../nodes/GreenApi/transport/callWindow';
import { accepted, pace, rateLimited } from '../../../nodes/GreenApi/transport/pacer';

/** The process's rate control, on the real monotonic clock (faked by Jest here). */
describe('the shared pacer', () => {
	beforeEach(() => jest.useFakeTimers());
	afterEach(() => jest.useRealTimers());

	it('follows a monotonic clock: setting the wall clock back an hour changes nothing', async () => {
		(await pace('1101000001:wallClock', 1))();
		jest.setSystemTime(Date.now() - 3_600_000);
		let started = false;
		const second = pace('1101000001:wallClock', 1).then(() => (started = true));
		await jest.advanceTimersByTimeAsync(1000 + MARGIN_MS);
		expect(started).toBe(true);
		await second;
	});

	it('a 429 for the call just answered halves the pace of its key only', async () => {
		const starts: Record<string, number[]> = { limited: [], other: [] };
		const run = async (name: string, answer: (key: string) => void) => {
			for (let i = 0; i < 60; i++) {
				const finished = await pace(`1101000002:${name}`, 50);
				starts[name].push(performance.now());
				finished();
				answer(`1101000002:${name}`);
			}
		};
		const first = await pace('1101000002:limited', 50);
		first();
		rateLimited('1101000002:limited');
		const both = Promise.all([run('limited', accepted), run('other', accepted)]);
		await jest.advanceTimersByTimeAsync(5000);
		await both;
		const t0 = starts.limited[0];
		// The window holds the refused call and 24 more: the 25th waits for it to leave.
		expect(starts.limited.filter((t) => t < t0 + 1000)).toHaveLength(24);
		expect(starts.other.filter((t) => t < starts.other[0] + 1000)).toHaveLength(50);
	});
});
