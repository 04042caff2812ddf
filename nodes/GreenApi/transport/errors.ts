import { NodeApiError, type INode, type JsonObject } from 'n8n-workflow';

import { ENDPOINTS, STATUS_METHODS, type ApiMethod, type Endpoint } from './endpoints';
import { clip } from './redact';

/** What went wrong with one call, already free of the token. */
export interface CallFailure {
	method: ApiMethod;
	status?: number;
	body?: unknown;
	/** Network-level code such as ECONNREFUSED, or `INVALID_JSON` for a body that is not JSON. */
	code?: string;
	attempts: number;
	/** The call's deadline (ms) when it ran out before an answer came. */
	timedOutAfter?: number;
	/** The method was also tried at its `/v3` path, which the service did not serve either. */
	v3Tried?: boolean;
	/** The method has a `/v3` form that the credential's Use /v3 Paths switch turned off. */
	v3Off?: boolean;
	/** A 429's Retry-After (ms, capped) that would not fit in the call's deadline. */
	retryAfter?: number;
	/** `status` is the `code` of an HTTP 200 body (the partner API's way of failing). */
	codeInBody?: boolean;
}

const STATUS_TEXT: Record<number, string> = {
	400: 'The service rejected the request',
	401: 'The API token was not accepted',
	403: 'Access forbidden',
	404: 'The service does not know this method or path',
	429: 'Too many requests for this instance',
	466: 'The quota of the Green API plan is used up',
	500: 'The service could not process the request',
	502: 'Bad gateway',
	503: 'The service is unavailable',
};

/** Network failures that happen before a request leaves: nothing can have reached the service. */
export const NOT_SENT = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|UNREACH|CERT|SSL|TLS/i;

/** Sends that go through the instance's send queue (green-api.com/en/docs/api/queues/). */
function queued(method: ApiMethod): boolean {
	return /^send(?!.*Status$)/.test(method) || method === 'forwardMessages';
}

/** What to do when a send may have been accepted although no clear answer came back. */
function mayBeDone(method: ApiMethod): string {
	return queued(method)
		? 'The message may already be queued: check Queue → Get Many or the chat history before sending again.'
		: 'The service may already have done it: check before repeating.';
}

/** The service's own words, from any of the body shapes it uses. */
export function serviceText(body: unknown): string | undefined {
	if (typeof body === 'string') return clip(body.trim(), 500) || undefined;
	if (!body || typeof body !== 'object') return undefined;
	const record = body as Record<string, unknown>;
	for (const key of ['message', 'description', 'error', 'reason']) {
		const value = record[key];
		if (typeof value === 'string' && value.trim()) return clip(value.trim(), 500);
		if (Array.isArray(value) && value.length) return clip(value.join('; '), 500);
	}
	const invoke = record.invokeStatus as Record<string, unknown> | undefined;
	if (invoke && typeof invoke === 'object') {
		return String(
			invoke.description ?? `${invoke.method}: ${invoke.used}/${invoke.total} (${invoke.status})`,
		);
	}
	return undefined;
}

const isSend = (method: ApiMethod): boolean => Boolean((ENDPOINTS[method] as Endpoint).send);

const secondsOf = (ms: number): number => Number((ms / 1000).toFixed(1));

function hint(failure: CallFailure, send: boolean): string {
	const { method, status, code, attempts } = failure;
	const retried = attempts > 1 ? ` It was tried ${attempts} times.` : '';
	if (failure.timedOutAfter !== undefined) {
		const seconds = secondsOf(failure.timedOutAfter);
		return send
			? `No answer came within ${seconds} s. ${mayBeDone(method)}`
			: `No answer came within ${seconds} s. Check the API URL and the network, then try again.`;
	}
	if (code === 'INVALID_JSON') {
		return send
			? `The service answered ${method} with HTTP 200 but a body that is not JSON. ${mayBeDone(method)}`
			: `The service answered ${method} with a body that is not JSON.${retried} Check that the API URL points at Green API, then try again.`;
	}
	if (status === undefined) {
		if (send && !NOT_SENT.test(code ?? '')) {
			return `The connection broke after the request was sent (${code ?? 'network failure'}). ${mayBeDone(method)}`;
		}
		return `The service could not be reached (${code ?? 'network failure'}).${retried} Check the API URL in the credential and the network, then try again.`;
	}
	if (status === 401) {
		return 'Copy apiTokenInstance from the instance card in the Green API console into the credential.';
	}
	if (status === 403) {
		return STATUS_METHODS.includes(method)
			? `${method} is a beta status method: ask Green API support to enable status methods for this instance, or check the instance ID.`
			: 'The instance ID or API URL is wrong: copy idInstance and apiUrl from the instance card in the Green API console.';
	}
	if (status === 429) {
		const asked =
			failure.retryAfter === undefined
				? ''
				: ` It asked to wait ${secondsOf(failure.retryAfter)} s, longer than this call may take.`;
		return `The service limits ${method} per instance and kept answering 429.${retried}${asked} Run fewer workflows at once on this instance, or wait and try again.`;
	}
	if (status === 466) {
		return 'The plan’s monthly quota (methods or correspondents) is used up: upgrade the plan in the Green API console or wait for the next period.';
	}
	if (status === 404) {
		const where = failure.v3Tried ? ' (tried with and without /v3)' : '';
		const v3 = failure.v3Off
			? ' If this gateway serves it only under /v3, turn on Use /v3 Paths.'
			: '';
		return `The service does not know ${method} at this address${where}: copy apiUrl from the instance card in the Green API console into the credential.${v3}`;
	}
	if (status >= 500) {
		const large = /entity too large/i.test(serviceText(failure.body) ?? '');
		if (large) return 'The JSON request body is over 100 KB: shorten the message or the fields.';
		if (send) return `The service had trouble answering ${method}. ${mayBeDone(method)}`;
		return `The service had trouble answering ${method}.${retried} Try again later.`;
	}
	return 'Check the fields named in the message above.';
}

function headline(failure: CallFailure): string {
	const { method, status, code } = failure;
	if (failure.timedOutAfter !== undefined) {
		return `Green API did not answer ${method} within ${secondsOf(failure.timedOutAfter)} s`;
	}
	if (status !== undefined) return STATUS_TEXT[status] ?? `HTTP ${status}`;
	return isSend(method) && !NOT_SENT.test(code ?? '')
		? `The answer of Green API to ${method} was lost`
		: `Could not reach Green API for ${method}`;
}

/**
 * One error type for every failed call: HTTP status, the service's text and what to do (`explain`
 * says it where the general advice would not fit).
 */
export function toNodeApiError(
	node: INode,
	failure: CallFailure,
	explain?: (failure: CallFailure) => string | undefined,
): NodeApiError {
	const message = serviceText(failure.body) ?? headline(failure);
	const details: JsonObject = {
		method: failure.method,
		httpCode: failure.status === undefined ? null : String(failure.status),
		attempts: failure.attempts,
		message,
	};
	if (failure.body !== undefined) details.response = failure.body as JsonObject;
	if (failure.code) details.networkCode = failure.code;
	const error = new NodeApiError(node, details, {
		message:
			failure.status === undefined
				? message
				: `${message} (${failure.method}, ${failure.codeInBody ? 'code' : 'HTTP'} ${failure.status})`,
		description: explain?.(failure) ?? hint(failure, isSend(failure.method)),
		httpCode: failure.status === undefined ? undefined : String(failure.status),
	});
	return error;
}
