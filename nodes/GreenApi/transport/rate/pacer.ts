import { sleep } from 'n8n-workflow';

import { createRateControl, type Outcome, type Ticket } from './control';
import { retryAfterMs } from '../retryAfter';

export type { Ticket } from './control';

/**
 * The process's rate control: one for every execution that runs in this n8n process, on a
 * monotonic clock and n8n's sleep.
 */
const shared = createRateControl({ now: () => performance.now(), sleep });

/**
 * Waits until a call of `key` may start at `rps` calls per second (0: no pacing). When a 429's
 * Retry-After blocks the key for longer than `budgetMs`, the ticket's `refusedFor` says how long.
 */
export const pace = (key: string, rps: number, budgetMs?: number): Promise<Ticket> =>
	shared.pace(key, rps, budgetMs);

function outcomeOf(status: number | undefined): Outcome {
	if (status === 429) return 'limited';
	return status !== undefined && status >= 200 && status < 300 ? 'accepted' : 'failed';
}

/** The paced call's answer is back: its HTTP status (none: no answer) and Retry-After header. */
export function report(ticket: Ticket, status: number | undefined, retryAfter?: unknown): void {
	shared.report(ticket, outcomeOf(status), retryAfterMs(retryAfter, Date.now(), Infinity));
}
