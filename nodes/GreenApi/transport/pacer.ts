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
	const spacing = Math.ceil((1000 / rps) * HEADROOM * (slowdown.get(key)?.factor ?? 1));
	const now = Date.now();
	const slot = Math.max(now, nextSlot.get(key) ?? 0);
	nextSlot.set(key, slot + spacing);
	if (slot > now) await sleep(slot - now);
}

/**
 * Spacing factor per instance and method after 429s. Other processes (n8n queue-mode workers, other
 * tools) can use the same instance's limit, which this process cannot see: a 429 halves this
 * process's pace (once per second, down to a quarter), and every accepted call speeds it up a
 * little again.
 */
const slowdown = new Map<string, { factor: number; cutAt: number }>();
const CUT = 2;
const MAX_SLOWDOWN = 4;
const RECOVERY_PER_CALL = 0.05;

export function rateLimited(key: string): void {
	const now = Date.now();
	const current = slowdown.get(key);
	if (current && now - current.cutAt < 1000) return;
	const factor = Math.min(MAX_SLOWDOWN, (current?.factor ?? 1) * CUT);
	slowdown.set(key, { factor, cutAt: now });
}

export function accepted(key: string): void {
	const current = slowdown.get(key);
	if (!current) return;
	current.factor -= RECOVERY_PER_CALL;
	if (current.factor <= 1) slowdown.delete(key);
}
