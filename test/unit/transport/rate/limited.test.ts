import { limited } from '../../../../nodes/GreenApi/transport/rate/limited';
import { steady, type Share } from '../../../../nodes/GreenApi/transport/rate/modes';
import { advance } from '../../../../nodes/GreenApi/transport/rate/share';
import { TUNING } from '../../../../nodes/GreenApi/transport/rate/tuning';

/**
 * A push and how it ends, on the share alone: a worker settled on 4 parties of 50/s is refused
 * because another worker's probe took part of the limit. The random source sits in the middle,
 * so every wait is exactly its figure in TUNING.
 */

const LIMIT = 50;
const middle = () => 0.5;
const PUSHED_AT = 20_000;
/** Four parties: no wait is scaled for a small share (TUNING.evenParties). */
const HOME = 4;
/** How long a probe or a return ramps and then holds. */
const TRIED = TUNING.rampMs + TUNING.holdMs;

/** The share `ms` after `share.since`, its timers moved on. */
const after = (share: Share & { since: number }, ms: number): Share =>
	advance(share, share.since + ms, middle);

/** Settled on HOME long ago, then refused at PUSHED_AT: pushed to one party more. */
function pushed(): Extract<Share, { mode: 'pushed' }> {
	const settled = steady(HOME, 0, 60_000);
	const { share } = limited(settled, LIMIT, PUSHED_AT, middle);
	expect(share).toMatchObject({ mode: 'pushed', parties: HOME + 1, home: HOME });
	return share as Extract<Share, { mode: 'pushed' }>;
}

/** The pushed share once it tries home again. */
function returning(share: Extract<Share, { mode: 'pushed' }>) {
	const next = after(share, share.probeIn);
	expect(next).toMatchObject({ mode: 'returning', home: HOME });
	return next as Extract<Share, { mode: 'returning' }>;
}

it('home held again at the first try: the next probe comes TUNING.afterPushMs later, one party lower', () => {
	const back = returning(pushed());
	const home = after(back, TRIED);
	expect(home).toMatchObject({ mode: 'steady', parties: HOME, streak: 0 });
	expect(home).toMatchObject({ since: back.since + TRIED, probeIn: TUNING.afterPushMs });
	expect(TUNING.afterPushMs).toBeLessThan(TUNING.probeMs);
	expect(after(back, TRIED + TUNING.afterPushMs)).toMatchObject({
		mode: 'probing',
		parties: HOME,
		aim: HOME - 1,
	});
});

it('home held again after a failed try: as after a probe that held, the next comes soon and aims two parties lower', () => {
	const first = returning(pushed());
	const refused = limited(first, LIMIT, first.since + 500, middle).share;
	expect(refused).toMatchObject({ mode: 'pushed', failedReturns: 1 });
	const second = returning(refused as Extract<Share, { mode: 'pushed' }>);
	const home = after(second, TRIED);
	expect(home).toMatchObject({ mode: 'steady', parties: HOME, streak: 1 });
	expect(home).toMatchObject({ probeIn: TUNING.nextProbeMs });
	expect(after(second, TRIED + TUNING.nextProbeMs)).toMatchObject({
		mode: 'probing',
		aim: HOME - 2,
	});
});

it(`home refused ${TUNING.returns} times: the pushed count stays, and the next probe comes TUNING.afterPushMs later`, () => {
	let share: Share = pushed();
	let refusedAt = 0;
	for (let tries = 0; tries < TUNING.returns; tries++) {
		const back = returning(share as Extract<Share, { mode: 'pushed' }>);
		refusedAt = back.since + 500;
		share = limited(back, LIMIT, refusedAt, middle).share;
	}
	expect(share).toMatchObject({ mode: 'steady', parties: HOME + 1, since: refusedAt, streak: 0 });
	// Five parties: the wait shrinks by 4/5 (a small share probes sooner).
	const probeIn = (TUNING.afterPushMs * TUNING.evenParties) / 5;
	expect(share).toMatchObject({ probeIn });
	expect(advance(share, refusedAt + probeIn, middle)).toMatchObject({
		mode: 'probing',
		aim: HOME,
	});
});
