import { sleep } from 'n8n-workflow';

import { accessOf } from './access';
import { attempt, type AttemptResult, type CallOptions } from './attempt';
import { scopeOf, type Access } from './connection';
import type { ApiContext } from './context';
import { deadlineOf } from './deadline';
import { documentedRate } from './documentedRate';
import { ENDPOINTS, type ApiMethod, type Endpoint } from './endpoints';
import { toNodeApiError, type CallFailure } from './errors';
import { pace, report } from './rate/pacer';
import { PathChoice } from './pathStyle';
import { decideRetry } from './retry';

/**
 * The one way the package talks to the service: each attempt is paced per instance and method,
 * made at the path the gateway serves, and repeated as the retry policy says, all within the
 * call's deadline; every failure ends as a token-free NodeApiError. The Green API credential
 * says where the call goes and gives the token.
 */
export async function apiRequest<T = unknown>(
	this: ApiContext,
	method: ApiMethod,
	options: CallOptions = {},
): Promise<T> {
	const access = await accessOf.call(this, options.itemIndex);
	return (await requestWith.call(this, access, method, options)) as T;
}

/** A call as `apiRequest` makes it, with an access of the caller's (the partner node's calls). */
export async function requestWith<T = unknown>(
	this: ApiContext,
	access: Access,
	method: ApiMethod,
	options: CallOptions = {},
): Promise<T> {
	const endpoint: Endpoint = ENDPOINTS[method];
	const documented = documentedRate(access.messenger, method);
	// Options → Requests per Second, where set, for every method.
	const rps = scopeOf(this)?.rps ?? documented;
	const deadline = Math.min(deadlineOf(method, options.qs), options.deadlineMs ?? Infinity);
	const path = new PathChoice(access.connection, access.messenger, method);
	const paceKey = `${access.paceScope ?? access.connection.idInstance}:${method}`;
	let started: number | undefined;

	for (let count = 1; ; count++) {
		const pacedAt = performance.now();
		const ticket = await pace(paceKey, rps, deadline - (pacedAt - (started ?? pacedAt)));
		if (ticket.refusedFor !== undefined) {
			// A Retry-After blocks the instance's method for longer than this call may take.
			const failure = { method, attempts: count, status: 429, retryAfter: ticket.refusedFor };
			throw toNodeApiError(this.getNode(), { ...path.marks(), ...failure }, access.explain);
		}
		// Waiting for a Retry-After counts against the deadline, as it did when this call got it.
		const since = (started ??= ticket.blocked ? pacedAt : performance.now());
		const remaining = () => deadline - (performance.now() - since);
		let result: AttemptResult | undefined;
		try {
			result = await attempt.call(this, access, method, options, path.classic, remaining());
		} finally {
			report(ticket, result?.status, result && !result.ok ? result.retryAfter : undefined);
		}
		if (result.ok) {
			path.settle(result.status);
			return result.body as T;
		}
		if (path.fallBack(result.status)) {
			count--;
			continue;
		}
		path.settle(result.status);
		const failure: CallFailure = {
			method,
			attempts: count,
			...path.marks(),
			...result.failure,
			...(result.timedOut ? { timedOutAfter: deadline } : {}),
		};
		const rates = { rps, documented };
		const decision = decideRetry(endpoint, count, failure, result.retryAfter, rates, remaining());
		if (!decision.retry) {
			if (decision.retryAfter !== undefined) failure.retryAfter = decision.retryAfter;
			throw toNodeApiError(this.getNode(), failure, access.explain);
		}
		await sleep(decision.wait);
	}
}
