/*
 * The modes of a share: which part of an instance's limit one process takes, as the limit over a
 * number of parties (the processes that call the same instance and method). Each mode holds only
 * what it needs; share.ts moves from one to the next.
 *
 *   cold      a 429: counting, 2 parties
 *   counting  a 429: counting, twice the parties (up to TUNING.countMost); trusted: steady
 *   steady    a 429: pushed, one party more; a probe due: probing
 *   probing   held: steady at the aim, the next probe soon; a 429: steady as before, or
 *             after a probe that held at the rate it found
 *   pushed    due: returning; a 429 changes nothing (one push at a time)
 *   returning held: steady at home, the next probe soon (after a failed try: as after a probe
 *             that held); a 429: pushed again, or after TUNING.returns tries steady at the
 *             pushed count, the next probe soon
 */

import { TUNING } from './tuning';

/** Alone: the whole limit, until a 429 says that others take part. */
export interface Cold {
	mode: 'cold';
	/** Since when calls go out alone. */
	from: number;
	/** When the first call accepted since `from` started. */
	firstAccepted?: number;
}

/** Counting the parties: each 429 until the count is trusted doubles them. */
export interface Counting {
	mode: 'counting';
	parties: number;
	/** When the last count was made: it is trusted after TUNING.trustMs. */
	countedAt: number;
	/** How long after `countedAt` the first probe comes. */
	probeIn: number;
	/** Since when calls go out at this count (the end of the hold after it). */
	from: number;
	/** When the first call accepted at this count started. */
	firstAccepted?: number;
}

/** Settled on `parties`, the count this process relies on; it probes for fewer now and then. */
export interface Steady {
	mode: 'steady';
	parties: number;
	since: number;
	/** How long after `since` the next probe comes. */
	probeIn: number;
	/** Probes that held in a row: the next one aims 2^streak parties lower. */
	streak: number;
}

/** Trying fewer parties than its steady count: ramping to `aim`, then holding a window. */
export interface Probing {
	mode: 'probing';
	/** The steady count it goes back to if the probe fails. */
	parties: number;
	aim: number;
	since: number;
	streak: number;
	/** Starts of the calls accepted since the probe began. */
	accepted: number[];
}

/** Took one party more than `home` after a 429 that others' probe caused; tries home again soon. */
export interface Pushed {
	mode: 'pushed';
	parties: number;
	home: number;
	since: number;
	/** How long after `since` it tries home again. */
	probeIn: number;
	/** Tries home that failed since the push. */
	failedReturns: number;
}

/** Trying its home count again after a push: ramping back to `home`, then holding a window. */
export interface Returning {
	mode: 'returning';
	parties: number;
	home: number;
	since: number;
	failedReturns: number;
}

export type Share = Cold | Counting | Steady | Probing | Pushed | Returning;

/** `ms` spread by ± TUNING.jitter; `random` gives [0, 1). */
export const jittered = (ms: number, random: () => number): number =>
	ms * (1 - TUNING.jitter + 2 * TUNING.jitter * random());

export const clampParties = (parties: number): number =>
	Math.min(TUNING.mostParties, Math.max(1, parties));

/** A wait before a probe, shorter for a share smaller than TUNING.evenParties parties. */
export const probeWait = (ms: number, parties: number): number =>
	ms * Math.min(1, TUNING.evenParties / parties);

/** Settled on `parties`; the next probe comes `wait` after `since`, sooner for a small share. */
export function steady(parties: number, since: number, wait: number, streak = 0): Steady {
	const settled = clampParties(parties);
	return { mode: 'steady', parties: settled, since, probeIn: probeWait(wait, settled), streak };
}
