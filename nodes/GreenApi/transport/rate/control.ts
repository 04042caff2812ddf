/*
 * Paces calls per instance and method (callWindow.ts), and learns from the service's 429s which
 * share of the instance's limit this process may use while other processes (n8n queue-mode
 * workers, other programs) call the same instance (share.ts). When the share changes, or a
 * Retry-After blocks the key, the calls reserved before wait anew; their 429s belong to the burst
 * that changed it and do not count again. Once the share is counted, a cut takes back at once the
 * reservations that have not started, so that the calls go on at the new share without a gap.
 */

import { RETRY_AFTER_CAP_MS } from '../retryAfter';
import { CallWindow, type Slot } from './callWindow';
import { limited } from './limited';
import { accepted, advance, coldShare, rateOf, type Share } from './share';
import { TUNING } from './tuning';

/** Time and waiting, injectable so that tests can use a fake clock. */
export interface RateClock {
	/** Milliseconds on a monotonic clock (never set back by a change of the wall clock). */
	now(): number;
	sleep(ms: number): Promise<void>;
	/** A number in [0, 1): spreads the moments processes try for more (Math.random by default). */
	random?(): number;
}

/** How a paced call ended: accepted (2xx), limited (429) or anything else. */
export type Outcome = 'accepted' | 'limited' | 'failed';

/** One paced call; handed back with its outcome. */
export interface Ticket {
	readonly key: string;
	/** Milliseconds this call may not start for, when a Retry-After outlasts its budget. */
	readonly refusedFor?: number;
	/** It waited for a Retry-After (or while the parties were counted): that wait is the call's. */
	readonly blocked?: boolean;
}

export interface RateControl {
	/**
	 * Waits until a call of `key` may start at `limit` calls per second (0: no pacing). A key
	 * blocked by a Retry-After for longer than `budgetMs` is not waited for: the ticket says how
	 * long it would have been.
	 */
	pace(key: string, limit: number, budgetMs?: number): Promise<Ticket>;
	/**
	 * The call's answer is back (or it failed); `retryAfterMs` is what a 429's Retry-After asked.
	 * The key waits for it, at most RETRY_AFTER_CAP_MS; a call whose budget is shorter than what
	 * is left of the ask is refused (it would have been asked the same).
	 */
	report(ticket: Ticket, outcome: Outcome, retryAfterMs?: number): void;
}

/** What the rate control knows of one key (instance and method). */
export interface KeyState {
	window: CallWindow;
	/** The limit of the last reservation. */
	limit: number;
	/** Which part of the limit this process takes. */
	share: Share;
	/** Bumped by every change of the share and every Retry-After. */
	epoch: number;
	/**
	 * Until when calls are held back (a Retry-After, at most RETRY_AFTER_CAP_MS; a count of the
	 * parties), and until when a Retry-After asked.
	 */
	blockedUntil: number;
	askedUntil: number;
	lastUse: number;
}

/** Calls per second the key's share gives at `now` (its timers moved on to `now`). */
export function shareNow(state: KeyState, now: number, random: () => number): number {
	state.share = advance(state.share, now, random);
	return rateOf(state.share, state.limit, now);
}

interface PacedTicket extends Ticket {
	state?: KeyState;
	slot?: Slot;
	epoch?: number;
}

/** A rate control on `clock`; `keys` holds what it learns of each key. */
export function createRateControl(
	clock: RateClock,
	keys = new Map<string, KeyState>(),
): RateControl {
	const random = clock.random ?? Math.random;
	let sweepAt: number = TUNING.firstSweep;

	function idle(state: KeyState, now: number): boolean {
		if (now - state.lastUse >= TUNING.memoryMs) return true;
		return state.share.mode === 'cold' && now >= state.blockedUntil && state.window.emptyAt(now);
	}

	function stateOf(key: string, limit: number, now: number): KeyState {
		let state = keys.get(key);
		if (state && now - state.lastUse >= TUNING.memoryMs) state = undefined;
		if (!state) {
			if (keys.size >= sweepAt) {
				for (const [k, s] of keys) if (idle(s, now)) keys.delete(k);
				sweepAt = Math.max(TUNING.firstSweep, keys.size * 2);
			}
			state = {
				window: new CallWindow(),
				limit,
				share: coldShare(now),
				epoch: 0,
				blockedUntil: -Infinity,
				askedUntil: -Infinity,
				lastUse: now,
			};
			keys.set(key, state);
		}
		// Another limit (the node's Requests per Second option) keeps the parties learned.
		state.limit = limit;
		return state;
	}

	return {
		async pace(key, limit, budgetMs = Infinity) {
			if (!(limit > 0) || !Number.isFinite(limit)) return { key };
			for (;;) {
				const now = clock.now();
				const state = stateOf(key, limit, now);
				const asked = state.askedUntil - now;
				if (asked > 0 && asked >= budgetMs)
					return { key, refusedFor: Math.min(asked, RETRY_AFTER_CAP_MS) };
				const epoch = state.epoch;
				state.lastUse = now;
				const share = shareNow(state, now, random);
				const { slot, start } = state.window.reserve(now, share, limit, state.blockedUntil);
				const blocked = state.blockedUntil > now;
				const ticket: PacedTicket = { key, state, slot, epoch, blocked };
				if (start <= now) return ticket;
				await clock.sleep(start - now);
				if (state.epoch === epoch) return ticket;
				state.window.release(slot);
			}
		},
		report(ticket, outcome, retryAfterMs) {
			const { state, slot, epoch } = ticket as PacedTicket;
			if (!state || !slot) return;
			const now = clock.now();
			state.window.answered(slot, now);
			state.lastUse = now;
			if (outcome === 'accepted')
				state.share = accepted(advance(state.share, now, random), slot.start);
			if (outcome !== 'limited') return;
			// A 429 of a call reserved before the share last changed belongs to that burst.
			let changed = epoch === state.epoch;
			if (changed) {
				const after = limited(state.share, state.limit, now, random);
				state.share = after.share;
				state.blockedUntil = Math.max(state.blockedUntil, after.holdUntil);
			}
			if (retryAfterMs !== undefined && now + retryAfterMs > state.askedUntil) {
				state.askedUntil = now + retryAfterMs;
				state.blockedUntil = now + Math.min(retryAfterMs, RETRY_AFTER_CAP_MS);
				changed = true;
			}
			if (!changed) return;
			state.epoch++;
			const counted = state.share.mode !== 'cold' && state.share.mode !== 'counting';
			if (counted) state.window.dropWaiting(now);
		},
	};
}
