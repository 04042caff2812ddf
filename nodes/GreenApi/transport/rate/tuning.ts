/**
 * Every figure the rate control is tuned with. The service counts each instance's calls of a
 * method in a rolling window of one second (green-api.com/en/docs/api/ratelimiter/); the times
 * below are in its terms. They were set with the seeded simulations of the rate tests and with
 * n8n in queue mode (BENCHMARKS.md, table g).
 */
export const TUNING = {
	/** ms after its start that an unanswered call counts for calls reserved meanwhile. */
	unansweredMs: 25,
	/** ms added to an answer's arrival: the service's clock may count whole milliseconds. */
	answerMarginMs: 2,
	/** ms without calls after which a key's learned share is forgotten (ten windows). */
	memoryMs: 10_000,
	/** Keys remembered before the first sweep of idle ones (then twice what is left). */
	firstSweep: 1024,

	/**
	 * ms after a count during which further 429s still count the parties (a window, and the time
	 * the others need to cut); after it, the count is trusted.
	 */
	trustMs: 1500,
	/**
	 * ms after the start of the first call accepted at the old count until which calls wait after
	 * a count: the window, and the time an answer takes to come back.
	 */
	turnoverMs: 1100,
	/** Most parties a count reaches by doubling (parties); pushes find more. */
	countMost: 8,
	/** Most parties a share is taken for (parties): 1/64 of 50/s is under 1 call/s. */
	mostParties: 64,

	/** ms until a pushed process tries its home count again (doubled after each failed try). */
	pushMs: 1500,
	/** Failed tries home after which a pushed process makes its pushed count its home. */
	returns: 2,
	/**
	 * ms from the end of a push (home held again, or given up) to the next probe (before jitter
	 * and scaling): the pushed process lost share to another's probe.
	 */
	afterPushMs: 1500,
	/** ms a probe takes to ramp from its share to the larger one it tries. */
	rampMs: 1000,
	/** ms after the ramp without a 429 after which a probe holds (a window). */
	holdMs: 1000,
	/** ms over which a failed probe counts the calls it got accepted (a window). */
	windowMs: 1000,
	/**
	 * ms from a count to the first probe (before jitter and scaling): right after a count every
	 * party is likely still busy, and a probe then only moves capacity from one to another.
	 */
	firstProbeMs: 12_000,
	/** ms from a failed probe to the next probe (same). */
	probeMs: 6000,
	/**
	 * ms from a probe that held to the next one (same): capacity has just come free, and the next
	 * probe aims twice as far.
	 */
	nextProbeMs: 300,
	/**
	 * Parties beyond which waits for a probe shrink in proportion (8 parties: half as long): a
	 * small share has the most to gain and its probe asks the least.
	 */
	evenParties: 4,
	/** Fraction by which waits are spread either way, so that processes probe apart. */
	jitter: 0.5,
} as const;
