import { sleep } from 'n8n-workflow';

import { createRateControl, type Ticket } from './rateControl';

/**
 * The process's rate control: one for every execution that runs in this n8n process, on a
 * monotonic clock and n8n's sleep.
 */
const shared = createRateControl({ now: () => performance.now(), sleep });

/** Called when the call's answer (or failure) is back: the call counts until then. */
export type Finished = () => void;

/** The call whose answer came last; the request loop says at once how it ended. */
let answered: Ticket | undefined;

/** Waits until a call of `key` may start at `rps` calls per second (0: no pacing). */
export async function pace(key: string, rps: number): Promise<Finished> {
	const ticket = await shared.pace(key, rps);
	return () => {
		shared.report(ticket, 'failed');
		answered = ticket;
	};
}

function ended(key: string, outcome: 'accepted' | 'limited'): void {
	if (answered?.key === key) shared.report(answered, outcome);
	answered = undefined;
}

/** The answer just finished was a 429. */
export const rateLimited = (key: string): void => ended(key, 'limited');
/** The answer just finished was a success. */
export const accepted = (key: string): void => ended(key, 'accepted');
