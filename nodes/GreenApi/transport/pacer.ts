import { sleep } from 'n8n-workflow';

/*
 * Paces calls per instance and method to the service's limits, which count requests in a rolling
 * second (green-api.com/en/docs/api/ratelimiter/): at most `limit` calls in any window. A call
 * counts from its start until its answer is back, because the service may see it at any moment
 * in between; so the next call after a full window starts a second after the answer of the call
 * `limit` calls earlier. A window is used fully (50 calls at once at 50/s) and never overrun,
 * whatever the delays on the way. A call still unanswered when a later one is reserved (calls
 * side by side) counts until its start plus MARGIN_MS.
 */

/** Time and waiting, injectable so that tests can use a fake clock. */
export interface PacerClock {
	/** Milliseconds on a monotonic clock (never set back by a change of the wall clock). */
	now(): number;
	sleep(ms: number): Promise<void>;
}

/** Called when the call's answer (or failure) is back: the call counts until then. */
export type Finished = () => void;

export interface Pacer {
	/** Waits until a call of `key` may start at `rps` calls per second (0: no pacing). */
	pace(key: string, rps: number): Promise<Finished>;
	/** A 429 for `key`: another client shares the limit, so this process halves its rate. */
	rateLimited(key: string): void;
	/** A call of `key` succeeded: the rate recovers a little. */
	accepted(key: string): void;
	/** Keys remembered (idle keys are forgotten lazily). */
	size(): number;
}

/** Until when an unanswered call counts, after its start, for calls reserved meanwhile. */
export const MARGIN_MS = 25;
/** Added to an answer's arrival: the service's clock may count whole milliseconds. */
const ANSWER_MARGIN_MS = 2;
const CUT = 2;
const MAX_SLOWDOWN = 4;
/**
 * After a halving, the accepted calls of about two seconds at the full rate bring it back, so the
 * rate does not jump back within the burst that drew the 429 (two n8n workers sharing a limit
 * would overrun it again at once).
 */
const RECOVERY_SECONDS = 2;
/** A slowdown is forgotten after this long without calls. */
const SLOWDOWN_MEMORY_MS = 60_000;
const FIRST_SWEEP = 1024;

/** One started call: until when it counts as having reached the service (its reference time). */
interface Slot {
	at: number;
}

interface KeyState {
	/** The last calls, oldest first (at most as many as the key's limit). */
	recent: Slot[];
	/** The latest reference time of the calls that left `recent`. */
	floor: number;
	lastStart: number;
	/** Rate divisor after 429s: 1 (none) to MAX_SLOWDOWN. */
	factor: number;
	cutAt: number;
	lastUse: number;
	/** The window of the last call's rate, in ms. */
	span: number;
	/** The last call's rate before slowdown. */
	rps: number;
}

/**
 * `rate` calls per second as `count` calls per `span` ms: whole calls per rolling second (the
 * service's window; 49.5/s allows 49), below 1/s one call per 1/rate seconds (0.1/s: 1 per 10 s).
 */
function shape(rate: number): { count: number; span: number } {
	// The nudge keeps 50 / 1.0000000000000002 (a recovered slowdown) at 50 calls per second.
	if (rate >= 1 - 1e-9) return { count: Math.floor(rate + 1e-9), span: 1000 };
	return { count: 1, span: 1000 / rate };
}

const NO_WAIT: Finished = () => {};

export function createPacer(clock: PacerClock): Pacer {
	const keys = new Map<string, KeyState>();
	let sweepAt = FIRST_SWEEP;

	function idle(state: KeyState, now: number): boolean {
		if (state.factor > 1 && now - state.lastUse < SLOWDOWN_MEMORY_MS) return false;
		let last = state.floor;
		for (const slot of state.recent) last = Math.max(last, slot.at);
		return now >= last + state.span;
	}

	function stateOf(key: string, now: number): KeyState {
		let state = keys.get(key);
		if (state) return state;
		if (keys.size >= sweepAt) {
			for (const [k, s] of keys) if (idle(s, now)) keys.delete(k);
			sweepAt = Math.max(FIRST_SWEEP, keys.size * 2);
		}
		state = {
			recent: [],
			floor: -Infinity,
			lastStart: -Infinity,
			factor: 1,
			cutAt: -Infinity,
			lastUse: now,
			span: 0,
			rps: 1,
		};
		keys.set(key, state);
		return state;
	}

	/** Reserves the earliest start allowed for the next call of `state`; returns its slot. */
	function reserve(state: KeyState, rps: number, now: number): Slot & { start: number } {
		if (now - state.lastUse >= SLOWDOWN_MEMORY_MS) state.factor = 1;
		const { count, span } = shape(rps / state.factor);
		const recent = state.recent;
		let bound = state.floor;
		for (let i = 0; i <= recent.length - count; i++) bound = Math.max(bound, recent[i].at);
		const start = Math.max(now, bound + span, state.lastStart);
		const slot = { at: start + MARGIN_MS, start };
		recent.push(slot);
		while (recent.length > Math.max(count, Math.ceil(rps))) {
			state.floor = Math.max(state.floor, (recent.shift() as Slot).at);
		}
		state.lastStart = start;
		state.lastUse = now;
		state.span = span;
		state.rps = rps;
		return slot;
	}

	return {
		async pace(key, rps) {
			if (!(rps > 0) || !Number.isFinite(rps)) return NO_WAIT;
			const now = clock.now();
			const slot = reserve(stateOf(key, now), rps, now);
			if (slot.start > now) await clock.sleep(slot.start - now);
			return () => {
				slot.at = clock.now() + ANSWER_MARGIN_MS;
			};
		},
		rateLimited(key) {
			const now = clock.now();
			const state = stateOf(key, now);
			if (now - state.cutAt < 1000) return;
			state.factor = Math.min(MAX_SLOWDOWN, state.factor * CUT);
			state.cutAt = now;
			state.lastUse = now;
		},
		accepted(key) {
			const state = keys.get(key);
			if (!state || state.factor === 1) return;
			const step = 1 / (RECOVERY_SECONDS * Math.max(1, state.rps));
			state.factor = Math.max(1, state.factor - step);
		},
		size: () => keys.size,
	};
}

const shared = createPacer({ now: () => performance.now(), sleep });

export const pace = shared.pace;
export const rateLimited = shared.rateLimited;
export const accepted = shared.accepted;
