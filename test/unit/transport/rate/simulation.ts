import {
	createRateControl,
	type RateClock,
	type RateControl,
} from '../../../../nodes/GreenApi/transport/rate/control';
import { nextTurn } from '../../../helpers/nextTurn';

/**
 * A simulated world for the rate control: a clock that jumps from one timer to the next, a
 * service that counts requests in a rolling second and refuses (without counting) what is over
 * its limit, and processes whose callers send through their own rate control. Nothing waits in
 * real time and every run is the same for the same seed.
 */

/** A deterministic generator of numbers in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) | 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

interface Timer {
	at: number;
	order: number;
	wake: () => void;
}

/** A clock whose sleeps end in time order when `run` moves it; `run` ends when none is left. */
export class SimulatedClock implements RateClock {
	private time = 0;
	private order = 0;
	private timers: Timer[] = [];

	constructor(readonly random: () => number = seeded(1)) {}

	now = (): number => this.time;

	/** Moves the clock on without waking anyone (time spent elsewhere). */
	advance(ms: number): void {
		this.time += ms;
	}

	sleep = (ms: number): Promise<void> =>
		new Promise((wake) => {
			this.timers.push({ at: this.time + Math.max(0, ms), order: this.order++, wake });
		});

	async run(): Promise<void> {
		for (;;) {
			// Every promise chain that can move on before the next timer does so first.
			await nextTurn();
			if (!this.timers.length) return;
			let next = 0;
			for (let i = 1; i < this.timers.length; i++) {
				const t = this.timers[i];
				const n = this.timers[next];
				if (t.at < n.at || (t.at === n.at && t.order < n.order)) next = i;
			}
			const [timer] = this.timers.splice(next, 1);
			this.time = timer.at;
			timer.wake();
		}
	}
}

/** One request the service saw. */
export interface Arrival {
	at: number;
	who: string;
	accepted: boolean;
}

/** The service's limit for one instance and method: `limit` requests in any rolling second. */
export class SimulatedService {
	readonly log: Arrival[] = [];
	private window: number[] = [];

	constructor(
		private readonly clock: RateClock,
		readonly limit: number,
	) {}

	take(who: string): boolean {
		const now = this.clock.now();
		while (this.window.length && this.window[0] <= now - 1000) this.window.shift();
		const accepted = this.window.length < this.limit;
		if (accepted) this.window.push(now);
		this.log.push({ at: now, who, accepted });
		return accepted;
	}
}

export interface ProcessPlan {
	/** Callers (executions) side by side, each sending its calls one after the other. */
	callers: number;
	/** Calls of each caller. */
	calls: number;
	/** When its callers start (ms). */
	startAt?: number;
	name?: string;
}

export interface OtherClient {
	/** Calls per second, one after the other; a 429 is sent again after 1000 / limit ms. */
	rate: number;
	calls: number;
	name?: string;
}

export interface World {
	limit: number;
	processes: ProcessPlan[];
	others?: OtherClient[];
	seed?: number;
	/** Mean one-way time to the service (ms); each trip is 0.5 ms plus an exponential spread. */
	latencyMs?: number;
	/** Time a caller spends before each call (ms): n8n's work on an item. */
	itemMs?: number;
}

export interface Outcome {
	log: Arrival[];
	controls: RateControl[];
	clock: SimulatedClock;
}

const KEY = '1101000001:sendMessage';

/** Runs a world to its end: every call of every caller accepted. */
export async function simulate(world: World): Promise<Outcome> {
	const random = seeded(world.seed ?? 1);
	const clock = new SimulatedClock(random);
	const service = new SimulatedService(clock, world.limit);
	const latency = world.latencyMs ?? 1.5;
	const trip = () => clock.sleep(0.5 - Math.log(1 - random()) * latency);
	const controls: RateControl[] = [];
	const work: Array<Promise<void>> = [];

	world.processes.forEach((plan, index) => {
		const control = createRateControl(clock);
		controls.push(control);
		const who = plan.name ?? `p${index}`;
		for (let c = 0; c < plan.callers; c++) {
			work.push(
				(async () => {
					await clock.sleep((plan.startAt ?? 0) + 20 * random());
					for (let i = 0; i < plan.calls; i++) {
						await clock.sleep((world.itemMs ?? 2) * (1 + random()));
						for (;;) {
							const ticket = await control.pace(KEY, world.limit);
							await trip();
							const accepted = service.take(who);
							await trip();
							control.report(ticket, accepted ? 'accepted' : 'limited');
							if (accepted) break;
						}
					}
				})(),
			);
		}
	});
	(world.others ?? []).forEach((other, index) => {
		const who = other.name ?? `other${index}`;
		work.push(
			(async () => {
				let next = 0;
				for (let i = 0; i < other.calls; i++) {
					if (clock.now() < next) await clock.sleep(next - clock.now());
					next = Math.max(next + 1000 / other.rate, clock.now());
					for (;;) {
						await trip();
						const accepted = service.take(who);
						await trip();
						if (accepted) break;
						await clock.sleep(1000 / world.limit);
					}
				}
			})(),
		);
	});
	const done = Promise.all(work);
	await clock.run();
	await done;
	return { log: service.log, controls, clock };
}

/** What the service saw of `who` (all when omitted) between two times. */
export function figures(log: Arrival[], { who, from = -Infinity, to = Infinity }: Filter = {}) {
	const seen = log.filter((a) => (who === undefined || a.who === who) && a.at >= from && a.at < to);
	const accepted = seen.filter((a) => a.accepted).length;
	return { requests: seen.length, accepted, limited: seen.length - accepted };
}

interface Filter {
	who?: string;
	from?: number;
	to?: number;
}

/**
 * Accepted calls per second between the first and the last request, as a share of `limit` (as the
 * bench measures it; a rolling limit lets its first second through at once, so it can pass 1).
 */
export function shareOfLimit(log: Arrival[], limit: number): number {
	const first = log[0].at;
	const last = log[log.length - 1].at;
	const accepted = log.filter((a) => a.accepted).length;
	return accepted / ((last - first) / 1000) / limit;
}
