/*
 * What a 429 teaches a share (modes.ts): while counting, twice as many parties; once counted,
 * that someone asks for more.
 */

import {
	clampParties,
	jittered,
	probeWait,
	steady,
	type Cold,
	type Counting,
	type Probing,
	type Pushed,
	type Returning,
	type Share,
	type Steady,
} from './modes';
import { advance } from './share';
import { TUNING } from './tuning';

/** Counts the parties at a 429 at `now`: twice as many as thought, from the end of the hold on. */
function count(share: Cold | Counting, now: number, random: () => number) {
	const parties = Math.min(
		TUNING.countMost,
		Math.max(2, (share.mode === 'cold' ? 1 : share.parties) * 2),
	);
	const turnover = (share.firstAccepted ?? share.from) + TUNING.turnoverMs;
	const counting: Counting = {
		mode: 'counting',
		parties,
		countedAt: now,
		probeIn: probeWait(jittered(TUNING.firstProbeMs, random), parties),
		from: Math.max(now, turnover),
	};
	return { share: counting, holdUntil: turnover > now ? turnover : -Infinity };
}

/**
 * A 429 at `now`: the share after it, and until when the process holds its calls (after a count,
 * until the service's window has turned over) or -Infinity.
 */
export function limited(
	share: Share,
	limit: number,
	now: number,
	random: () => number,
): { share: Share; holdUntil: number } {
	share = advance(share, now, random);
	switch (share.mode) {
		case 'cold':
		case 'counting':
			return count(share, now, random);
		case 'steady':
			return { share: push(share, now, random), holdUntil: -Infinity };
		case 'probing':
			return { share: failedProbe(share, limit, now, random), holdUntil: -Infinity };
		case 'pushed':
			// One push at a time: until back home, the process is the one refused at others' probes.
			return { share, holdUntil: -Infinity };
		case 'returning':
			return { share: failedReturn(share, now, random), holdUntil: -Infinity };
	}
}

/**
 * The probe failed: back to the steady count, and the next probe later. A probe that follows
 * one that held keeps what it found: the calls it got accepted in the last window, when more
 * than its steady share (capacity has come free, but less than it aimed at).
 */
function failedProbe(share: Probing, limit: number, now: number, random: () => number): Share {
	const wait = jittered(TUNING.probeMs, random);
	const found = share.accepted.filter((start) => start > now - TUNING.windowMs).length;
	if (share.streak > 0 && found > limit / share.parties) return steady(limit / found, now, wait);
	return steady(share.parties, now, wait);
}

/** Someone asks for more: one party more than `share`'s, and its count tried again soon. */
function push(share: Steady, now: number, random: () => number): Pushed {
	const parties = clampParties(share.parties + 1);
	const probeIn = probeWait(jittered(TUNING.pushMs, random), parties);
	return { mode: 'pushed', parties, home: share.parties, since: now, probeIn, failedReturns: 0 };
}

/**
 * Home was not to be had again: try later, and after TUNING.returns tries stay where pushed, with
 * the next probe soon.
 */
function failedReturn(share: Returning, now: number, random: () => number): Share {
	const failedReturns = share.failedReturns + 1;
	if (failedReturns >= TUNING.returns)
		return steady(share.parties, now, jittered(TUNING.afterPushMs, random));
	const wait = jittered(TUNING.pushMs * 2 ** failedReturns, random);
	const probeIn = probeWait(wait, share.parties);
	const { parties, home } = share;
	return { mode: 'pushed', parties, home, since: now, probeIn, failedReturns };
}
