import type { Endpoint } from './endpoints';
import type { CallFailure } from './errors';
import { retryAfterMs } from './retryAfter';

/*
 * Whether and when a failed attempt is repeated. Reads are repeated on 429, 5xx and network
 * trouble; sends only on 429, which means the service did not take the request.
 */

const MAX_ATTEMPTS = 4;
/**
 * A 429 means the service did not take the request, so repeating it is safe, sends included; other
 * processes (n8n queue-mode workers) may be using the same limit, so it gets more attempts, each
 * pause at most one second (the service's limits count requests per second) unless the answer's
 * Retry-After asks for longer.
 */
const MAX_RATE_LIMITED_ATTEMPTS = 10;
const MAX_RATE_LIMITED_PAUSE_MS = 1000;
const BACKOFF_MS = 300;
const RETRYABLE_NETWORK = /ECONNRESET|ECONNREFUSED|EPIPE|EAI_AGAIN|socket hang up/i;

function retryable(endpoint: Endpoint, failure: CallFailure): boolean {
	if (failure.timedOutAfter !== undefined) return false;
	if (failure.status === 429) return true;
	if (endpoint.send) return false;
	if (failure.status !== undefined) return failure.status >= 500;
	return failure.code === 'INVALID_JSON' || RETRYABLE_NETWORK.test(failure.code ?? '');
}

/**
 * The pause before attempt `next`: a growing backoff; after a 429 the answer's Retry-After
 * (capped), else none when paced (the rate control has learned from the 429 and paces the next
 * attempt), unpaced the backoff kept within one second but at least the method's spacing.
 */
function pauseBefore(
	next: number,
	rps: number,
	failure: CallFailure,
	retryAfter: unknown,
	paced: boolean,
): number {
	const backoff = BACKOFF_MS * 2 ** (next - 2);
	if (failure.status !== 429) return backoff;
	const asked = retryAfterMs(retryAfter);
	if (asked !== undefined || paced) return asked ?? 0;
	return Math.max(Math.min(backoff, MAX_RATE_LIMITED_PAUSE_MS), Math.ceil(1000 / rps));
}

export type RetryDecision = { retry: true; wait: number } | { retry: false; retryAfter?: number };

/**
 * After attempt `attempt` failed with `failure`: wait and repeat, or give up. A 429 whose pause
 * would not fit in the `remaining` time gives up with that pause as `retryAfter`. `rates.rps` is
 * the pace of the call (0: not paced), `rates.documented` the messenger's figure for the method.
 */
export function decideRetry(
	endpoint: Endpoint,
	attempt: number,
	failure: CallFailure,
	retryAfter: unknown,
	rates: { rps: number; documented: number },
	remaining: number,
): RetryDecision {
	const { rps, documented } = rates;
	const wait = pauseBefore(attempt + 1, rps || documented, failure, retryAfter, rps > 0);
	const limit = failure.status === 429 ? MAX_RATE_LIMITED_ATTEMPTS : MAX_ATTEMPTS;
	if (attempt < limit && retryable(endpoint, failure) && wait < remaining)
		return { retry: true, wait };
	return failure.status === 429 && wait >= remaining
		? { retry: false, retryAfter: wait }
		: { retry: false };
}
