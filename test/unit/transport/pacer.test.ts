import {
	createPacer,
	MARGIN_MS,
	pace,
	type Pacer,
	type PacerClock,
} from '../../../nodes/GreenApi/transport/pacer';

/**
 * A fake monotonic clock. `sleep` waits until `run()` moves the clock to its wake time, earliest
 * sleeper first, so calls waiting side by side wake in the right order.
 */
function fakeClock(): PacerClock & { t: number; run(): Promise<void>; advance(ms: number): void } {
	const sleepers: Array<{ at: number; wake: () => void }> = [];
	const clock = {
		t: 0,
		now: () => clock.t,
		sleep: (ms: number) =>
			new Promise<void>((wake) => {
				sleepers.push({ at: clock.t + ms, wake });
			}),
		advance(ms: number) {
			clock.t += ms;
		},
		/** Wakes every sleeper in time order until none is left. */
		async run() {
			for (;;) {
				for (let i = 0; i < 5; i++) await Promise.resolve();
				if (!sleepers.length) return;
				sleepers.sort((a, b) => a.at - b.at);
				const next = sleepers.shift() as { at: number; wake: () => void };
				clock.t = Math.max(clock.t, next.at);
				next.wake();
			}
		},
	};
	return clock;
}

/**
 * `count` calls one after the other, each answered `latency` ms after its start (the service sees
 * it half-way); returns when each started and when the service saw it.
 */
async function oneAfterAnother(
	pacer: Pacer,
	clock: ReturnType<typeof fakeClock>,
	key: string,
	rps: number,
	count: number,
	latency = 0,
) {
	const starts: number[] = [];
	const arrivals: number[] = [];
	for (let i = 0; i < count; i++) {
		const started = pacer.pace(key, rps);
		await clock.run();
		const finished = await started;
		starts.push(clock.t);
		arrivals.push(clock.t + latency / 2);
		clock.advance(latency);
		finished();
	}
	return { starts, arrivals };
}

/** The most times that fall into one half-open window of `span` ms. */
function mostInWindow(times: number[], span: number): number {
	const sorted = [...times].sort((a, b) => a - b);
	let most = 0;
	for (let i = 0, j = 0; i < sorted.length; i++) {
		while (sorted[i] - sorted[j] >= span) j++;
		most = Math.max(most, i - j + 1);
	}
	return most;
}

/** Calls per second over the run, as a share of `rps` (the window's calls of the last second). */
function shareOfRate(starts: number[], rps: number): number {
	const count = starts.length;
	const seconds = (starts[count - 1] - starts[0]) / 1000;
	return (count - rps) / seconds / rps;
}

describe('pacer', () => {
	let clock: ReturnType<typeof fakeClock>;
	let pacer: Pacer;
	beforeEach(() => {
		clock = fakeClock();
		pacer = createPacer(clock);
	});

	it('50/s: the first 50 calls start at once, the 51st a second after the first answer', async () => {
		const { starts } = await oneAfterAnother(pacer, clock, 'i:sendMessage', 50, 51, 4);
		expect(starts.slice(0, 50)).toEqual(Array.from({ length: 50 }, (_, i) => i * 4));
		// The first call started at 0 and was answered at 4 (+2 ms for a whole-ms service clock).
		expect(starts[50]).toBe(1006);
	});

	it('1,000 calls at 50/s: never more than 50 in a rolling second, over 97 % of the rate', async () => {
		const { starts, arrivals } = await oneAfterAnother(pacer, clock, 'i:send', 50, 1000, 4);
		expect(mostInWindow(starts, 1000)).toBe(50);
		expect(mostInWindow(arrivals, 1000)).toBe(50);
		expect(shareOfRate(starts, 50)).toBeGreaterThan(0.97);
	});

	it('1/s: each call starts a second after the previous answer', async () => {
		const { starts } = await oneAfterAnother(pacer, clock, 'i:getChatHistory', 1, 60, 6);
		const gaps = starts.slice(1).map((t, i) => t - starts[i]);
		expect(new Set(gaps)).toEqual(new Set([1008]));
		expect(shareOfRate(starts, 1)).toBeGreaterThan(0.95);
	});

	it('a slow answer counts until it is back: the service may have seen the call late', async () => {
		const { starts } = await oneAfterAnother(pacer, clock, 'i:slow', 1, 3, 400);
		expect(starts).toEqual([0, 1402, 2804]);
	});

	it('below 1/s: 0.1/s lets one call through every 10 s', async () => {
		const { starts } = await oneAfterAnother(pacer, clock, 'i:setProfilePicture', 0.1, 3, 0);
		expect(starts).toEqual([0, 10_002, 20_004]);
	});

	it('calls waiting side by side keep the window; unanswered calls count until start + margin', async () => {
		const starts: number[] = [];
		const calls = Array.from({ length: 120 }, () =>
			pacer.pace('i:parallel', 50).then(() => starts.push(clock.t)),
		);
		await clock.run();
		await Promise.all(calls);
		expect(starts.filter((t) => t === 0)).toHaveLength(50);
		expect(starts.filter((t) => t === 1000 + MARGIN_MS)).toHaveLength(50);
		expect(starts.filter((t) => t === 2 * (1000 + MARGIN_MS))).toHaveLength(20);
	});

	it('keys are independent; rps 0 means no pacing at all', async () => {
		await oneAfterAnother(pacer, clock, 'i:a', 1, 1);
		const other = await oneAfterAnother(pacer, clock, 'i:b', 1, 1);
		expect(other.starts).toEqual([0]);
		const off = await oneAfterAnother(pacer, clock, 'i:a', 0, 100);
		expect(new Set(off.starts)).toEqual(new Set([0]));
	});

	it('a 429 halves the rate of that key only, once per second, down to a quarter', async () => {
		pacer.rateLimited('i:limited');
		pacer.rateLimited('i:limited'); // the same second: no second cut
		const halved = await oneAfterAnother(pacer, clock, 'i:limited', 50, 200, 0);
		expect(mostInWindow(halved.starts, 1000)).toBe(25);
		expect(mostInWindow((await oneAfterAnother(pacer, clock, 'i:x', 50, 60)).starts, 1000)).toBe(
			50,
		);
		const floor = createPacer(clock);
		for (let i = 0; i < 5; i++) {
			floor.rateLimited('i:floor');
			clock.advance(1000);
		}
		const quarter = await oneAfterAnother(floor, clock, 'i:floor', 50, 100, 0);
		expect(mostInWindow(quarter.starts, 1000)).toBe(12); // 12.5/s: 12 whole calls per second
		const [first] = quarter.starts;
		expect(quarter.starts.slice(11, 14).map((t) => t - first)).toEqual([0, 1002, 1002]);
	});

	it('1/s after a 429: one call every 2 s', async () => {
		pacer.rateLimited('i:read');
		const { starts } = await oneAfterAnother(pacer, clock, 'i:read', 1, 3, 0);
		expect(starts).toEqual([0, 2002, 4004]);
	});

	it('accepted calls bring the rate back; an idle minute forgets the slowdown', async () => {
		await oneAfterAnother(pacer, clock, 'i:recovering', 50, 1);
		pacer.rateLimited('i:recovering');
		for (let i = 0; i < 99; i++) pacer.accepted('i:recovering');
		clock.advance(1000);
		expect(
			mostInWindow((await oneAfterAnother(pacer, clock, 'i:recovering', 50, 120)).starts, 1000),
		).toBe(49);
		pacer.accepted('i:recovering'); // 100 accepted calls at 50/s: two seconds' worth
		expect(
			mostInWindow((await oneAfterAnother(pacer, clock, 'i:recovering', 50, 120)).starts, 1000),
		).toBe(50);
		pacer.rateLimited('i:idle');
		clock.advance(61_000);
		expect(
			mostInWindow((await oneAfterAnother(pacer, clock, 'i:idle', 50, 120)).starts, 1000),
		).toBe(50);
	});

	it('500,000 distinct keys over time do not keep 500,000 entries', async () => {
		for (let i = 0; i < 500_000; i++) {
			await pacer.pace(`${1101000000 + i}:sendMessage`, 50);
			clock.advance(1);
		}
		expect(pacer.size()).toBeLessThan(4096);
	});
});

describe('the shared pacer', () => {
	afterEach(() => jest.useRealTimers());

	it('follows a monotonic clock: setting the wall clock back an hour changes nothing', async () => {
		jest.useFakeTimers();
		await pace('1101000001:wallClock', 1);
		jest.setSystemTime(Date.now() - 3_600_000);
		let started = false;
		const second = pace('1101000001:wallClock', 1).then(() => (started = true));
		await jest.advanceTimersByTimeAsync(1000 + MARGIN_MS);
		expect(started).toBe(true);
		await second;
	});
});
