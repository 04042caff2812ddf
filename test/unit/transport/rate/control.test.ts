import {
	createRateControl,
	shareNow,
	type KeyState,
	type RateControl,
} from '../../../../nodes/GreenApi/transport/rate/control';
import type { Share } from '../../../../nodes/GreenApi/transport/rate/share';
import { TUNING } from '../../../../nodes/GreenApi/transport/rate/tuning';
import { SimulatedClock } from './simulation';

/**
 * `count` calls one after the other, each answered `latency` ms after its start (the service sees
 * it half-way); returns when each started and when the service saw it.
 */
async function oneAfterAnother(
	control: RateControl,
	clock: SimulatedClock,
	key: string,
	rps: number,
	count: number,
	latency = 0,
) {
	const starts: number[] = [];
	const arrivals: number[] = [];
	for (let i = 0; i < count; i++) {
		const started = control.pace(key, rps);
		await clock.run();
		const ticket = await started;
		starts.push(clock.now());
		arrivals.push(clock.now() + latency / 2);
		clock.advance(latency);
		control.report(ticket, 'accepted');
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

let clock: SimulatedClock;
let control: RateControl;
/** What the control knows of each key, read by the tests through the map it was given. */
let keys: Map<string, KeyState>;
beforeEach(() => {
	clock = new SimulatedClock();
	keys = new Map();
	control = createRateControl(clock, keys);
});

/** The share of `key` (calls per second) now; undefined for an unknown key. */
function shareOf(key: string): number | undefined {
	const state = keys.get(key);
	return state && shareNow(state, clock.now(), clock.random);
}

/** The share of `key` now, which must be in `mode`. */
function modeOf<M extends Share['mode']>(key: string, mode: M): Extract<Share, { mode: M }> {
	shareOf(key);
	const share = keys.get(key)?.share;
	expect(share?.mode).toBe(mode);
	return share as Extract<Share, { mode: M }>;
}

/** One call of `key` from now, answered 429 (as soon as it may start). */
async function refusedOnce(key: string, limit = 50): Promise<void> {
	const ticket = control.pace(key, limit);
	await clock.run();
	control.report(await ticket, 'limited');
}

describe('rate control: one caller alone', () => {
	it('50/s: the first 50 start at once, the 51st a second after the first answer', async () => {
		const { starts } = await oneAfterAnother(control, clock, 'i:sendMessage', 50, 51, 4);
		expect(starts.slice(0, 50)).toEqual(Array.from({ length: 50 }, (_, i) => i * 4));
		// The first call started at 0 and was answered at 4 (+2 ms for a whole-ms service clock).
		expect(starts[50]).toBe(1006);
	});

	it('1,000 calls at 50/s: never more than 50 in a rolling second, over 97 % of the rate', async () => {
		const { starts, arrivals } = await oneAfterAnother(control, clock, 'i:send', 50, 1000, 4);
		expect(mostInWindow(starts, 1000)).toBe(50);
		expect(mostInWindow(arrivals, 1000)).toBe(50);
		expect(shareOfRate(starts, 50)).toBeGreaterThan(0.97);
	});

	it('1/s: each call starts a second after the previous answer', async () => {
		const { starts } = await oneAfterAnother(control, clock, 'i:getChatHistory', 1, 60, 6);
		const gaps = starts.slice(1).map((t, i) => t - starts[i]);
		expect(new Set(gaps)).toEqual(new Set([1008]));
		expect(shareOfRate(starts, 1)).toBeGreaterThan(0.95);
	});

	it('a slow answer counts until it is back: the service may have seen the call late', async () => {
		const { starts } = await oneAfterAnother(control, clock, 'i:slow', 1, 3, 400);
		expect(starts).toEqual([0, 1402, 2804]);
	});

	it('below 1/s: 0.1/s lets one call through every 10 s', async () => {
		const { starts } = await oneAfterAnother(control, clock, 'i:setProfilePicture', 0.1, 3, 0);
		expect(starts).toEqual([0, 10_002, 20_004]);
	});

	it('keys are independent; a limit of 0 means no pacing at all', async () => {
		await oneAfterAnother(control, clock, 'i:a', 1, 1);
		const other = await oneAfterAnother(control, clock, 'i:b', 1, 1);
		expect(other.starts).toEqual([0]);
		const off = await oneAfterAnother(control, clock, 'i:a', 0, 100);
		expect(new Set(off.starts)).toEqual(new Set([0]));
	});
});

describe('rate control: callers side by side', () => {
	it('are spread at the rate and keep the window; unanswered calls count until start + margin', async () => {
		const starts: number[] = [];
		const calls = Array.from({ length: 120 }, () =>
			control.pace('i:parallel', 50).then(() => starts.push(clock.now())),
		);
		await clock.run();
		await Promise.all(calls);
		expect(starts.slice(0, 50)).toEqual(Array.from({ length: 50 }, (_, i) => i * 20));
		// The 51st waits for the first call's window: its start + margin + 1 s, unanswered.
		expect(starts[50]).toBe(1000 + TUNING.unansweredMs);
		expect(mostInWindow(starts, 1000)).toBe(50);
		const gaps = starts.slice(1).map((t, i) => t - starts[i]);
		expect(Math.min(...gaps)).toBe(20);
	});
});

describe('rate control: what a 429 teaches', () => {
	/** Sends `count` calls side by side from cold and answers them all 429. */
	async function refusedBurst(key: string, count: number) {
		const tickets = await Promise.all(Array.from({ length: count }, () => control.pace(key, 50)));
		for (const ticket of tickets) control.report(ticket, 'limited');
	}

	it('the first 429 halves the share; the others of the same burst do not count again', async () => {
		// Spread at 50/s, the ten calls all start within the burst that drew the 429.
		const burst = refusedBurst('i:burst', 10);
		await clock.run();
		await burst;
		expect(shareOf('i:burst')).toBe(25);
	});

	/** The share of `key` after each of three 429s half a second apart (while counting). */
	async function countedShares(key: string, limit: number): Promise<number[]> {
		const shares: number[] = [];
		for (let i = 0; i < 3; i++) {
			await refusedOnce(key, limit);
			shares.push(shareOf(key) as number);
			clock.advance(500);
		}
		return shares;
	}

	it('429s again and again while the parties are counted: 2, then 4, then 8', async () => {
		expect(await countedShares('i:count', 50)).toEqual([25, 12, 6]);
	});

	it('a share is whole calls per second, and a fraction only below one call per second', async () => {
		expect(await countedShares('i:slow', 3)).toEqual([1, 0.75, 0.375]);
	});

	it('after a count, calls wait until the service window has turned over since the first call accepted at the old count', async () => {
		// Ten calls accepted from 0 on (4 ms each), then one refused: two parties.
		await oneAfterAnother(control, clock, 'i:turnover', 50, 10, 4);
		await refusedOnce('i:turnover');
		const next = control.pace('i:turnover', 50);
		await clock.run();
		const held = await next;
		// The window still holds the call accepted at 0: every call before it leaves is refused.
		expect(clock.now()).toBe(TUNING.turnoverMs);
		expect(held.blocked).toBe(true);
		// Refused again at once: four parties, and a wait from the first call of this count on.
		control.report(held, 'limited');
		const after = control.pace('i:turnover', 50);
		await clock.run();
		await after;
		expect(clock.now()).toBe(2 * TUNING.turnoverMs);
		expect(shareOf('i:turnover')).toBe(12);
	});

	it('once counted, a cut takes back the reservations not yet started: the calls go on at the new share without a gap', async () => {
		await refusedOnce('i:cut');
		// Two parties, trusted after 1.5 s; the first probe comes 4 s after the count at the soonest.
		clock.advance(2000);
		// Ten callers side by side at 25/s: reserved 40 ms apart, up to 360 ms ahead.
		const starts: number[] = [];
		const tickets = Array.from({ length: 10 }, () =>
			control.pace('i:cut', 50).then((ticket) => {
				starts.push(clock.now());
				return ticket;
			}),
		);
		const cutAt = clock.now();
		control.report(await tickets[0], 'limited');
		expect(shareOf('i:cut')).toBe(16);
		await clock.run();
		await Promise.all(tickets);
		// Each waiting caller reserves anew when its old time comes: at 16 per second (a third of
		// 50 in whole calls), 62.5 ms after the call before it (the refused call was answered, so
		// the first goes at its old time).
		expect(starts.map((t) => t - cutAt)).toEqual([
			0, 40, 102.5, 165, 227.5, 290, 352.5, 415, 477.5, 540,
		]);
	});

	it('a small share tries for more sooner: at 8 parties within 9 s of the count, at 2 not before 6 s', async () => {
		const probedBy = async (key: string, counts: number, ms: number) => {
			for (let i = 0; i < counts; i++) await refusedOnce(key);
			const from = shareOf(key) as number;
			clock.advance(ms);
			return (shareOf(key) as number) > from;
		};
		// The first probe comes 12 s ± 50 % after the count, half as long at 8 parties.
		expect(await probedBy('i:eight', 3, 9000)).toBe(true);
		expect(await probedBy('i:two', 1, 6000)).toBe(false);
	});

	it('after a share held a while, a 429 takes one party more, and the share is tried again soon', async () => {
		await refusedOnce('i:push');
		clock.advance(5000);
		await refusedOnce('i:push');
		expect(shareOf('i:push')).toBe(16);
		// Tried again within 1.5 s ± 50 %, and reached over 1 s.
		clock.advance(2250);
		const returning = modeOf('i:push', 'returning');
		expect(returning).toMatchObject({ parties: 3, home: 2 });
		clock.advance(returning.since + TUNING.rampMs - clock.now());
		expect(shareOf('i:push')).toBe(25);
	});

	it('a probe after one that held keeps, when it fails, the calls it got accepted in its last second', async () => {
		await refusedOnce('i:keep');
		await refusedOnce('i:keep');
		expect(shareOf('i:keep')).toBe(12);
		/** Whether the share of i:keep is now in `mode` after `streak` probes that held. */
		const reached = (mode: Share['mode'], streak: number) => {
			shareOf('i:keep');
			const share = keys.get('i:keep')?.share;
			return share?.mode === mode && 'streak' in share && share.streak === streak;
		};
		const starts: number[] = [];
		const callUntil = async (done: () => boolean) => {
			while (!done())
				starts.push(...(await oneAfterAnother(control, clock, 'i:keep', 50, 1, 4)).starts);
		};
		// The first probe (for 3 parties) holds; the next one aims at the whole limit.
		await callUntil(() => reached('probing', 1));
		const probe = modeOf('i:keep', 'probing');
		expect(probe).toMatchObject({ parties: 3, aim: 1 });
		await callUntil(() => clock.now() >= probe.since + 900);
		await refusedOnce('i:keep');
		const found = starts.filter((t) => t >= probe.since && t > clock.now() - 1000).length;
		expect(found).toBeGreaterThan(16);
		expect(modeOf('i:keep', 'steady')).toMatchObject({ parties: 50 / found, streak: 0 });
		expect(shareOf('i:keep')).toBe(found);
	});

	it('a probe after none that held goes back to its count when it fails', async () => {
		await refusedOnce('i:back2');
		await refusedOnce('i:back2');
		const reached = () => {
			shareOf('i:back2');
			return keys.get('i:back2')?.share.mode === 'probing';
		};
		while (!reached()) await oneAfterAnother(control, clock, 'i:back2', 50, 1, 4);
		clock.advance(900);
		await refusedOnce('i:back2');
		expect(modeOf('i:back2', 'steady')).toMatchObject({ parties: 4, streak: 0 });
	});

	it('one push at a time: while pushed and not back home, a 429 takes no further party', async () => {
		await refusedOnce('i:once');
		clock.advance(2000);
		await refusedOnce('i:once');
		expect(shareOf('i:once')).toBe(16);
		await refusedOnce('i:once');
		expect(shareOf('i:once')).toBe(16);
	});

	it('a 429 with Retry-After blocks the key: later calls wait, or are refused if they may not wait that long', async () => {
		const first = control.pace('i:retry', 50);
		await clock.run();
		control.report(await first, 'limited', 5000);
		const waiting = control.pace('i:retry', 50).then(() => clock.now());
		const refused = await control.pace('i:retry', 50, 2000);
		expect(refused.refusedFor).toBe(5000);
		await clock.run();
		expect(await waiting).toBe(5000);
	});

	it('a Requests per Second of its own keeps the parties counted: 2 parties of 4/s is 2/s', async () => {
		await refusedOnce('i:option');
		const { starts } = await oneAfterAnother(control, clock, 'i:option', 4, 5);
		expect(shareOf('i:option')).toBe(2);
		expect(mostInWindow(starts, 1000)).toBe(2);
	});
});

describe('rate control: memory', () => {
	it('200,000 distinct keys over time do not keep 200,000 entries', async () => {
		for (let i = 0; i < 200_000; i++) {
			// A key's first call never waits.
			control.report(await control.pace(`${1101000000 + i}:sendMessage`, 50), 'accepted');
			clock.advance(1);
		}
		expect(keys.size).toBeLessThan(4096);
	});

	it('a learned share is forgotten after 10 s without calls: the key starts over at the limit', async () => {
		await refusedOnce('i:forget');
		clock.advance(5_000);
		expect(shareOf('i:forget')).toBe(25);
		clock.advance(5_000);
		await oneAfterAnother(control, clock, 'i:forget', 50, 1);
		expect(shareOf('i:forget')).toBe(50);
	});
});
