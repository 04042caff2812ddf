/*
 * Which part of an instance's limit one process may use, learned from the service's 429s alone.
 *
 * The share is the limit divided by a number of parties (in whole calls per second): the processes
 * (n8n workers, other programs) that call the same instance and method. Alone, a process takes the
 * whole limit. A 429 says that others take part, and the process starts counting: each 429 within
 * TRUST_MS of the last count doubles the parties (2, 4, 8), since the service refuses until every
 * party has cut. After each count the process holds its calls until the service's window has turned
 * over (a second after the first call accepted at the old count): until then every call is refused
 * whatever the parties do, and counting those refusals left one process at 1/8 of the limit beside
 * another at 1/2. Processes that start together end with the same count: equal shares whose sum is
 * within the limit, so they stay clear of 429s and finish a shared load together.
 *
 * Once a count held TRUST_MS, a 429 means that someone asks for more (a probe, a newcomer): the
 * process takes one party more and soon tries its count again, keeping the larger one when that
 * fails RETURNS times; until then further 429s do not push it on. Now and then it probes for
 * fewer parties (another may have stopped), ramping up over RAMP_MS so that a 429 comes while it
 * asks little more than there is. A process with a small share probes sooner (it has the most to
 * gain, and its probe asks the least), so that unequal shares even out and the capacity of a
 * process that finished is taken back within seconds; a probe that holds is kept and the next one
 * comes soon and aims twice as far.
 */

import { wholeCalls } from './callWindow';

type Mode = 'cold' | 'steady' | 'probing';

export interface ShareState {
	mode: Mode;
	/** Parties the share is taken for (steady), or the probe's aim (probing). */
	parties: number;
	/** Where a probe that fails goes back to. */
	steady: number;
	/** The parties this process counts on: a push is undone back to here once it held a while. */
	home: number;
	/** Since when `home` holds. */
	homeSince: number;
	/** Still counting the parties from the first 429 on (twice as many at each 429). */
	searching: boolean;
	/** Since when calls go out at the current count (while counting). */
	countSince: number;
	/** When the first call accepted at the current count started (while counting). */
	countAccepted?: number;
	/** Returns home that failed since the last push. */
	failedReturns: number;
	/** When the mode began. */
	since: number;
	/** How long after `since` the next probe comes (steady). */
	probeIn: number;
	/** Probes below `home` that held in a row: the next one aims 2^streak parties lower. */
	streak: number;
}

/*
 * The service's window is one second (green-api.com/en/docs/api/ratelimiter/); the times below are
 * in its terms. They were set with the simulations of test/unit/transport/share.test.ts and then
 * with n8n in queue mode (the bench): 2 workers over 90 % of the limit with under 1 % of calls
 * answered 429, 4 workers over 85 % with under 2 %.
 */
/** A count that held this long (a window, and the time the others need to cut) is trusted. */
const TRUST_MS = 1500;
/**
 * After a count, calls wait until this long after the first call accepted at the old count
 * started: the service's window, and the time an answer takes to come back.
 */
export const TURNOVER_MS = 1100;
/** A pushed process tries its count again about this soon, RETURNS times at most. */
const PUSH_MS = 1500;
const RETURNS = 2;
/**
 * A probe ramps to its larger share over RAMP_MS, so that a 429 comes while it asks only a little
 * more than there is; it holds when no 429 comes within HOLD_MS after (a window).
 */
const RAMP_MS = 1000;
const HOLD_MS = 1000;
/**
 * A probe comes about PROBE_MS after the count was made or a probe failed; after one that held,
 * the next comes in NEXT_PROBE_MS. A process that counts more than EVEN_PARTIES parties waits
 * that much less in proportion (8 parties: half as long).
 */
const PROBE_MS = 8000;
const NEXT_PROBE_MS = 300;
const EVEN_PARTIES = 4;
/** Waits are spread by ± this fraction, so that processes that counted together probe apart. */
const JITTER = 0.5;
/** The share never drops below 1/64 of the limit (under 1 call/s of 50/s). */
const MOST_PARTIES = 64;
/**
 * Counting doubles up to 8 parties: a process that came late into a full window is refused until
 * the others make room, and doubling on past that left it with a share far below its part
 * (simulated: 8 processes at 53 % of the limit, 79 % with this bound); pushes find more.
 */
const SEARCH_MOST = 8;

export function coldShare(now: number): ShareState {
	return {
		mode: 'cold',
		parties: 1,
		steady: 1,
		home: 1,
		homeSince: now,
		searching: true,
		countSince: now,
		failedReturns: 0,
		since: now,
		probeIn: Infinity,
		streak: 0,
	};
}

/** `ms` spread by ± JITTER; `random` gives [0, 1). */
const jittered = (ms: number, random: () => number): number =>
	ms * (1 - JITTER + 2 * JITTER * random());

/** Settles on `parties`; the next probe comes `probeIn` later, sooner for a small share. */
function settle(state: ShareState, parties: number, since: number, probeIn: number): void {
	state.mode = 'steady';
	state.parties = state.steady = Math.min(MOST_PARTIES, Math.max(1, parties));
	state.since = since;
	state.probeIn = probeIn * Math.min(1, EVEN_PARTIES / state.steady);
}

/** The probe due now: back home after a push, else below home. */
function probe(state: ShareState, at: number): void {
	state.mode = 'probing';
	state.since = at;
	state.parties =
		state.steady > state.home ? state.home : Math.max(1, state.steady - 2 ** state.streak);
}

/** Moves the state along its timers (a probe starts, a probe holds) up to `now`. */
function advance(state: ShareState, now: number, random: () => number): void {
	if (state.mode !== 'cold' && now - state.homeSince >= TRUST_MS) state.searching = false;
	for (;;) {
		const elapsed = now - state.since;
		if (state.mode === 'steady' && state.parties > 1 && elapsed >= state.probeIn) {
			probe(state, state.since + state.probeIn);
		} else if (state.mode === 'probing' && elapsed >= RAMP_MS + HOLD_MS) {
			const held = state.since + RAMP_MS + HOLD_MS;
			if (state.parties < state.home) {
				// New ground: count on it, and try further soon.
				state.home = state.parties;
				state.homeSince = held;
				state.searching = false;
				state.streak++;
				settle(state, state.parties, held, jittered(NEXT_PROBE_MS, random));
			} else settle(state, state.parties, held, jittered(PROBE_MS, random));
		} else return;
	}
}

/** Calls per second this process may use of `limit` at `now`. */
export function shareAt(
	state: ShareState,
	limit: number,
	now: number,
	random: () => number,
): number {
	advance(state, now, random);
	if (state.mode !== 'probing') return partOf(limit, state.parties);
	const ramp = Math.min(1, (now - state.since) / RAMP_MS);
	const from = partOf(limit, state.steady);
	return from + ramp * (partOf(limit, state.parties) - from);
}

/**
 * The limit over `parties`, in whole calls per second while that is one or more: the service
 * counts whole calls in its rolling second, and a fractional share (12.5/s) puts 13 calls into
 * some seconds, so that equal shares summing to the limit overran it now and then.
 */
function partOf(limit: number, parties: number): number {
	const part = limit / parties;
	return parties > 1 && part >= 1 ? wholeCalls(part) : part;
}

function moveHome(state: ShareState, parties: number, now: number): void {
	state.home = Math.min(MOST_PARTIES, parties);
	state.homeSince = now;
}

/**
 * A 429 at `now`. Returns until when the process holds its calls (the service's window turns
 * over after a count), or -Infinity.
 */
export function limited(state: ShareState, now: number, random: () => number): number {
	advance(state, now, random);
	state.streak = 0;
	if (state.mode === 'probing' && state.parties === state.home) {
		// Home was not to be had again: try later, and after RETURNS tries stay where pushed.
		state.failedReturns++;
		if (state.failedReturns >= RETURNS) moveHome(state, state.steady, now);
		const wait = state.failedReturns >= RETURNS ? PROBE_MS : PUSH_MS * 2 ** state.failedReturns;
		settle(state, state.steady, now, jittered(wait, random));
	} else if (state.mode === 'probing') {
		settle(state, state.steady, now, jittered(PROBE_MS, random));
	} else if (state.searching) {
		// Still counting the parties: twice as many as thought, up to SEARCH_MOST.
		moveHome(state, Math.min(SEARCH_MOST, Math.max(2, state.home * 2)), now);
		settle(state, state.home, now, jittered(PROBE_MS, random));
		const turnover = (state.countAccepted ?? state.countSince) + TURNOVER_MS;
		state.countSince = Math.max(now, turnover);
		state.countAccepted = undefined;
		if (turnover > now) return turnover;
	} else if (state.steady > state.home) {
		// Pushed once and not back home yet: stay. A process whose calls lost their place in the
		// service's window is the one refused at the others' probes; pushed on at each, it sank
		// to a fraction of its part (measured in n8n: 1/8 of the limit beside others at 1/3).
	} else {
		state.failedReturns = 0;
		settle(state, state.parties + 1, now, jittered(PUSH_MS, random));
	}
	return -Infinity;
}

/** A call that started at `start` was accepted. */
export function accepted(state: ShareState, start: number): void {
	if (state.searching && state.countAccepted === undefined && start >= state.countSince)
		state.countAccepted = start;
}

/** Whether nothing has been learned (a state that may be forgotten). */
export function isCold(state: ShareState): boolean {
	return state.mode === 'cold';
}
