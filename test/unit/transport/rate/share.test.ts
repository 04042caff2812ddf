import { figures, shareOfLimit, simulate, type Arrival, type ProcessPlan } from './simulation';

/**
 * Processes that share one instance's limit, each with its own rate control, against a simulated
 * service that counts requests in a rolling second and refuses the rest; every figure is computed
 * from the simulated clock, so nothing here depends on the machine's speed.
 */

const LIMIT = 50;

/** When the service saw `who` first and last. */
function span(log: Arrival[], who: string): [number, number] {
	const mine = log.filter((a) => a.who === who);
	return [mine[0].at, mine[mine.length - 1].at];
}

/** Calls of `who` (all when omitted) accepted per second between two times. */
function acceptedPerSecond(log: Arrival[], from: number, to: number, who?: string): number {
	return figures(log, { who, from, to }).accepted / ((to - from) / 1000);
}

const tooManyShare = (log: Arrival[]): number => {
	const all = figures(log);
	return all.limited / all.requests;
};

describe('one process alone', () => {
	it.each([
		['one caller', 1, 1000],
		['ten callers side by side', 10, 100],
	])('%s, from cold: 1,000 calls with no 429 at the limit', async (_name, callers, calls) => {
		const { log } = await simulate({ limit: LIMIT, seed: 1, processes: [{ callers, calls }] });
		expect(figures(log)).toEqual({ requests: 1000, accepted: 1000, limited: 0 });
		expect(shareOfLimit(log, LIMIT)).toBeGreaterThan(0.98);
	});
});

describe('processes that share the limit', () => {
	/**
	 * The world of `processesOf(seed)` run for seeds 1 to `runs` (10), each checked by `check`;
	 * returns the runs' shares of the limit, lowest first.
	 */
	async function seededRuns(
		processesOf: (seed: number) => ProcessPlan[],
		check: (log: Arrival[]) => void,
		runs = 10,
	): Promise<number[]> {
		const rates: number[] = [];
		for (let seed = 1; seed <= runs; seed++) {
			const { log } = await simulate({ limit: LIMIT, seed, processes: processesOf(seed) });
			expect(figures(log).accepted).toBe(1000);
			check(log);
			rates.push(shareOfLimit(log, LIMIT));
		}
		return rates.sort((a, b) => a - b);
	}

	/**
	 * Workers with `executions[i]` executions of 50 calls each (n8n's queue does not always hand
	 * them out evenly); each worker's first execution starts within 300 ms of the first (as in n8n).
	 */
	const workers =
		(executions: number[]) =>
		(seed: number): ProcessPlan[] =>
			executions.map((callers, i) => ({
				callers,
				calls: 50,
				startAt: (seed * 37 * (i + 1)) % 300,
				name: `w${i}`,
			}));
	const fourWorkers = workers([5, 5, 5, 5]);

	it('two workers from cold, ten runs: over 90 % of the limit together (median), under 1 % 429, done together', async () => {
		const rates = await seededRuns(
			(seed) => [
				{ callers: 10, calls: 50, name: 'w1' },
				// The second worker's executions start up to 200 ms later (as measured in n8n).
				{ callers: 10, calls: 50, startAt: (seed * 37) % 200, name: 'w2' },
			],
			(log) => {
				expect(tooManyShare(log)).toBeLessThan(0.01);
				expect(Math.abs(span(log, 'w1')[1] - span(log, 'w2')[1])).toBeLessThan(3000);
			},
		);
		expect(rates[0]).toBeGreaterThan(0.85);
		expect(rates[5]).toBeGreaterThan(0.9);
	});

	it('four workers from cold, ten runs: over 88 % of the limit together (median), none under 80 %, under 2.5 % 429 in each', async () => {
		const rates = await seededRuns(fourWorkers, (log) =>
			expect(tooManyShare(log)).toBeLessThan(0.025),
		);
		expect(rates[0]).toBeGreaterThan(0.8);
		expect(rates[5]).toBeGreaterThan(0.88);
	});

	it('four workers with 6, 4, 5 and 5 executions, a hundred runs: over 85 % (median), none under 75 %, under 2.5 % 429 in each', async () => {
		// The worker with 4 is done first and the one with 6 last: the others take back what the
		// first leaves, and the last one what all leave, even when it was pushed on the way.
		const rates = await seededRuns(
			workers([6, 4, 5, 5]),
			(log) => expect(tooManyShare(log)).toBeLessThan(0.025),
			100,
		);
		expect(rates[0]).toBeGreaterThan(0.75);
		expect(rates[50]).toBeGreaterThan(0.85);
	});

	it('four workers counted to four stay clear of the limit until one tries for more, ten runs', async () => {
		await seededRuns(fourWorkers, (log) => {
			// Counted by 2 s; the first try for more comes 6 s after the count at the soonest.
			// Each takes 12 calls per second (48 together): a share of 12.5/s would put 13 calls
			// into some seconds and overrun the limit now and then.
			const counted = figures(log, { from: 2500, to: 7500 });
			expect(counted.limited).toBe(0);
			expect(counted.accepted).toBeGreaterThanOrEqual(233);
		});
	});

	it.each([1, 2, 3, 4, 5, 6, 7, 8])(
		'%i processes from cold converge: over 80 % of the limit together, none starved, under 1 % 429 per party',
		async (count) => {
			const names = Array.from({ length: count }, (_, i) => `p${i}`);
			const { log } = await simulate({
				limit: LIMIT,
				seed: count,
				processes: names.map((name, i) => ({
					callers: 5,
					calls: Math.round(1000 / count / 5),
					startAt: i * 30,
					name,
				})),
			});
			// While all take part: from the third second until the first is done.
			const until = Math.min(...names.map((name) => span(log, name)[1]));
			expect(acceptedPerSecond(log, 3000, until)).toBeGreaterThan(0.8 * LIMIT);
			for (const name of names)
				expect(acceptedPerSecond(log, 3000, until, name)).toBeGreaterThan(LIMIT / count / 3);
			// Each party's count costs its own 429s (the service charges each refused call).
			expect(tooManyShare(log)).toBeLessThan(0.01 * count);
		},
	);

	it('a process that joins one already at the limit: a burst of 429s, then about half each', async () => {
		const { log } = await simulate({
			limit: LIMIT,
			seed: 1,
			processes: [
				{ callers: 5, calls: 200, name: 'first' },
				{ callers: 5, calls: 100, startAt: 5000, name: 'joins' },
			],
		});
		const [joined] = span(log, 'joins');
		const until = Math.min(span(log, 'first')[1], span(log, 'joins')[1]);
		expect(acceptedPerSecond(log, 0, joined, 'first')).toBeGreaterThan(0.95 * LIMIT);
		expect(figures(log, { from: joined, to: joined + 3000 }).limited).toBeLessThanOrEqual(4);
		for (const name of ['first', 'joins'])
			expect(acceptedPerSecond(log, joined + 3000, until, name)).toBeGreaterThan(0.42 * LIMIT);
		expect(acceptedPerSecond(log, joined + 3000, until)).toBeGreaterThan(0.9 * LIMIT);
	});

	it('another client at half the limit: this process takes most of the other half, the client keeps its half', async () => {
		const { log } = await simulate({
			limit: LIMIT,
			seed: 1,
			processes: [{ callers: 1, calls: 600, name: 'ours' }],
			others: [{ rate: LIMIT / 2, calls: 500, name: 'client' }],
		});
		const until = Math.min(span(log, 'ours')[1], span(log, 'client')[1]);
		expect(acceptedPerSecond(log, 3000, until, 'ours')).toBeGreaterThan(0.35 * LIMIT);
		expect(acceptedPerSecond(log, 3000, until, 'client')).toBeGreaterThan(0.48 * LIMIT);
	});

	it('a process left alone is back at the limit within 20 s', async () => {
		const { log } = await simulate({
			limit: LIMIT,
			seed: 1,
			processes: [
				{ callers: 5, calls: 400, name: 'stays' },
				{ callers: 5, calls: 60, name: 'leaves' },
			],
		});
		const left = span(log, 'leaves')[1];
		expect(acceptedPerSecond(log, 3000, left, 'stays')).toBeLessThan(0.6 * LIMIT);
		expect(acceptedPerSecond(log, left + 20_000, left + 25_000, 'stays')).toBeGreaterThan(
			0.95 * LIMIT,
		);
	});
});
