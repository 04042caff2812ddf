/*
 * The calls of one instance and method as the service's rolling second sees them
 * (green-api.com/en/docs/api/ratelimiter/): at most `rate` calls fall into any window, where a
 * call counts from its start until its answer is back (the service may see it at any moment in
 * between), so the next call after a full window starts a second after the answer of the call
 * `rate` calls earlier. A window is used fully and never overrun, whatever the delays on the way.
 * A call still unanswered when a later one is reserved counts until its start plus
 * TUNING.unansweredMs.
 */

import { TUNING } from './tuning';

export interface Slot {
	/** Until when the call counts as having reached the service. */
	at: number;
	/** Its answer is back. */
	answered: boolean;
	/** When the call was to start. */
	start: number;
}

/** The whole calls in `rate` per second; the nudge keeps 50 / 1.0000000000000002 at 50. */
export const wholeCalls = (rate: number): number => Math.floor(rate + 1e-9);

/**
 * `rate` calls per second as `count` calls per `span` ms: below 1/s one call per 1/rate seconds
 * (0.1/s: 1 per 10 s); above, whole calls per a window stretched to keep the rate (12.5/s: 12
 * per 960 ms), and at a whole rate exactly the service's rolling second.
 */
function shape(rate: number): { count: number; span: number } {
	if (rate <= 1) return { count: 1, span: 1000 / rate };
	const count = wholeCalls(rate);
	return { count, span: Math.min(1000, (1000 * count) / rate) };
}

export class CallWindow {
	/** The last calls, oldest first (at most as many as the largest window holds). */
	private recent: Slot[] = [];
	/** The latest `at` of the calls that left `recent`. */
	private floor = -Infinity;
	private lastStart = -Infinity;
	private span = 0;

	/**
	 * Reserves the earliest start for a call at `rate` per second, not before `notBefore`; `most`
	 * is the largest rate the key may have (how many calls to remember). Calls waiting side by side
	 * are spread at the rate, so that few are on their way when the service's window fills; a lone
	 * caller has only one call on its way and gets the whole window at once.
	 */
	reserve(
		now: number,
		rate: number,
		most: number,
		notBefore: number,
	): { slot: Slot; start: number } {
		const { count, span } = shape(rate);
		const recent = this.recent;
		let bound = this.floor;
		for (let i = 0; i <= recent.length - count; i++) bound = Math.max(bound, recent[i].at);
		const spacing = recent.some((slot) => !slot.answered) ? 1000 / rate : 0;
		const start = Math.max(now, bound + span, this.lastStart + spacing, notBefore);
		const slot = { at: start + TUNING.unansweredMs, answered: false, start };
		recent.push(slot);
		while (recent.length > Math.max(count, Math.ceil(most))) {
			this.floor = Math.max(this.floor, (recent.shift() as Slot).at);
		}
		this.lastStart = start;
		this.span = span;
		return { slot, start };
	}

	/** Takes back a reservation that did not start. */
	release(slot: Slot): void {
		const at = this.recent.indexOf(slot);
		if (at >= 0) this.recent.splice(at, 1);
	}

	/** Takes back every reservation that has not started by `now` (their callers reserve anew). */
	dropWaiting(now: number): void {
		this.recent = this.recent.filter((slot) => slot.answered || slot.start <= now);
		let last = -Infinity;
		for (const slot of this.recent) last = Math.max(last, slot.start);
		this.lastStart = last;
	}

	/** The call's answer is back at `now`: it counts until then. */
	answered(slot: Slot, now: number): void {
		if (!slot.answered) slot.at = now + TUNING.answerMarginMs;
		slot.answered = true;
	}

	/** Whether no call counts any more at `now`. */
	emptyAt(now: number): boolean {
		let last = this.floor;
		for (const slot of this.recent) last = Math.max(last, slot.at);
		return now >= last + this.span;
	}
}
