import { sleep } from 'n8n-workflow';

/** Earliest time (ms) the next call of a method may start, per instance and method. */
const nextSlot = new Map<string, number>();

/**
 * Requests leave evenly spaced but arrive with network jitter; 20% headroom keeps any one-second
 * window on the service's side within the limit.
 */
const HEADROOM = 1.2;

/**
 * Spaces calls of one method on one instance 1.2/rps seconds apart, so that a long run stays
 * inside the service's per-instance rate limits instead of provoking 429s.
 */
export async function pace(key: string, rps: number): Promise<void> {
	const spacing = Math.ceil((1000 / rps) * HEADROOM);
	const now = Date.now();
	const slot = Math.max(now, nextSlot.get(key) ?? 0);
	nextSlot.set(key, slot + spacing);
	if (slot > now) await sleep(slot - now);
}
