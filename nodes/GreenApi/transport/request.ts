import { sleep } from 'n8n-workflow';

import { accessOf } from './access';
import { attempt, type CallOptions } from './attempt';
import { scopeOf } from './connection';
import type { ApiContext } from './context';
import { deadlineOf } from './deadline';
import { ENDPOINTS, type ApiMethod, type Endpoint } from './endpoints';
import { toNodeApiError, type CallFailure } from './errors';
import { accepted, pace, rateLimited } from './pacer';
import { PathChoice } from './pathStyle';
import { decideRetry } from './retry';

/**
 * The one way the package talks to the service: each attempt is paced per instance and method,
 * made at the path the gateway serves, and repeated as the retry policy says, all within the
 * call's deadline; every failure ends as a token-free NodeApiError.
 */
export async function apiRequest<T = unknown>(
	this: ApiContext,
	method: ApiMethod,
	options: CallOptions = {},
): Promise<T> {
	const endpoint: Endpoint = ENDPOINTS[method];
	const access = await accessOf.call(this, options.itemIndex);
	const rps = scopeOf(this)?.rps ?? endpoint.rps;
	const deadline = deadlineOf(method, options.qs);
	const path = new PathChoice(access.connection, method);
	const paceKey = `${access.connection.idInstance}:${method}`;
	let started: number | undefined;

	for (let count = 1; ; count++) {
		const finished = await pace(paceKey, rps);
		const since = (started ??= performance.now());
		const remaining = () => deadline - (performance.now() - since);
		const result = await attempt.call(this, access, method, options, path.classic, remaining());
		finished?.();
		if (rps > 0 && result.status === 429) rateLimited(paceKey);
		if (rps > 0 && result.status !== undefined && result.status < 300) accepted(paceKey);
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
		const decision = decideRetry(endpoint, count, failure, result.retryAfter, rps, remaining());
		if (!decision.retry) {
			if (decision.retryAfter !== undefined) failure.retryAfter = decision.retryAfter;
			throw toNodeApiError(this.getNode(), failure);
		}
		await sleep(decision.wait);
	}
}
