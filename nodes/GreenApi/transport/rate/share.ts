/*
 * Which part of an instance's limit one process may use, learned from the service's 429s alone
 * (the modes are in modes.ts, what a 429 does in limited.ts, the figures in tuning.ts).
 *
 * Alone, a process takes the whole limit. A 429 says that others take part, and it counts them:
 * the service refuses until every party has cut, so each 429 until the count is trusted doubles
 * the parties. After each count it holds its calls until the service's window has turned over
 * (a second after the first call accepted at the old count started): until then every call is
 * refused whatever the parties do, and those refusals say nothing about their number. Processes
 * that start together so end with the same count: equal shares whose sum is within the limit.
 *
 * Once counted, a 429 means that someone asks for more (a probe, a newcomer): the process takes
 * one party more and soon tries its count again. Now and then it probes for fewer parties
 * (another may have stopped), ramping up so that a 429 comes while it asks little more than
 * there is. The first probe comes late, since right after a count every party is likely still
 * busy and a probe would only move capacity from one to another. A small share probes sooner (it
 * has the most to gain, and its probe asks the least), and a probe that held is followed soon by
 * one that aims twice as far and, if that fails, keeps what it got, so that the capacity of a
 * process that finished is taken back within seconds. A push ends in a probe soon as well: the
 * pushed process has lost share to another's probe, and is the one left behind when the others
 * finish.
 */

import { wholeCalls } from './callWindow';
import { jittered, steady, type Share } from './modes';
import { TUNING } from './tuning';

export type { Share } from './modes';

export const coldShare = (now: number): Share => ({ mode: 'cold', from: now });

/** One step along the timers at `now`, or the same share when none is due. */
function step(share: Share, now: number, random: () => number): Share {
	const tried = TUNING.rampMs + TUNING.holdMs;
	switch (share.mode) {
		case 'cold':
			return share;
		case 'counting':
			// Trusted: the probe timer started with the count.
			if (now - share.countedAt < TUNING.trustMs) return share;
			return {
				mode: 'steady',
				parties: share.parties,
				since: share.countedAt,
				probeIn: share.probeIn,
				streak: 0,
			};
		case 'steady': {
			// A probe is due: a step that grows with each probe that held.
			if (share.parties <= 1 || now - share.since < share.probeIn) return share;
			const aim = Math.max(1, share.parties - 2 ** share.streak);
			const since = share.since + share.probeIn;
			const { parties, streak } = share;
			return { mode: 'probing', parties, aim, since, streak, accepted: [] };
		}
		case 'probing':
			if (now - share.since < tried) return share;
			// Held: new ground to rely on, and the next probe soon.
			return steady(
				share.aim,
				share.since + tried,
				jittered(TUNING.nextProbeMs, random),
				share.streak + 1,
			);
		case 'pushed':
			// Due to try home again.
			if (now - share.since < share.probeIn) return share;
			return {
				mode: 'returning',
				parties: share.parties,
				home: share.home,
				since: share.since + share.probeIn,
				failedReturns: share.failedReturns,
			};
		case 'returning': {
			// Home held again: the next probe soon. After a failed try, capacity has come free
			// meanwhile, as when a probe holds: sooner, and aiming further.
			if (now - share.since < tried) return share;
			const since = share.since + tried;
			if (share.failedReturns > 0)
				return steady(share.home, since, jittered(TUNING.nextProbeMs, random), 1);
			return steady(share.home, since, jittered(TUNING.afterPushMs, random));
		}
	}
}

/** The share after its timers (a count trusted, a probe due, a probe held) up to `now`. */
export function advance(share: Share, now: number, random: () => number): Share {
	for (;;) {
		const next = step(share, now, random);
		if (next === share) return share;
		share = next;
	}
}

/** Calls per second of `limit` a share (advanced to `now`) takes at `now`. */
export function rateOf(share: Share, limit: number, now: number): number {
	if (share.mode === 'cold') return limit;
	if (share.mode !== 'probing' && share.mode !== 'returning') return partOf(limit, share.parties);
	const ramp = Math.min(1, (now - share.since) / TUNING.rampMs);
	const from = partOf(limit, share.parties);
	const to = partOf(limit, share.mode === 'probing' ? share.aim : share.home);
	return from + ramp * (to - from);
}

/**
 * The limit over `parties`, in whole calls per second while that is one or more: the service
 * counts whole calls in its rolling second, and a fractional share (12.5/s) puts 13 calls into
 * some seconds, so that equal shares summing to the limit would overrun it now and then.
 */
function partOf(limit: number, parties: number): number {
	const part = limit / parties;
	return parties > 1 && part >= 1 ? wholeCalls(part) : part;
}

/**
 * A call that started at `start` was accepted: while counting, the first one marks the hold;
 * while probing, each one counts towards what a failed probe found.
 */
export function accepted(share: Share, start: number): Share {
	if (share.mode === 'probing') {
		if (start >= share.since) share.accepted.push(start);
		return share;
	}
	if (share.mode !== 'cold' && share.mode !== 'counting') return share;
	if (share.firstAccepted !== undefined || start < share.from) return share;
	return { ...share, firstAccepted: start };
}
