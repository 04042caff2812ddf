import { NodeApiError, type INode, type JsonObject } from 'n8n-workflow';

import { STATUS_METHODS, type ApiMethod } from './endpoints';

/** What went wrong with one call, already free of the token. */
export interface CallFailure {
	method: ApiMethod;
	status?: number;
	body?: unknown;
	/** Network-level code such as ECONNREFUSED, or `INVALID_JSON` for a body that is not JSON. */
	code?: string;
	attempts: number;
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

/** The service's own words, from any of the body shapes it uses. */
export function serviceText(body: unknown): string | undefined {
	if (typeof body === 'string') return body.trim().slice(0, 500) || undefined;
	if (!body || typeof body !== 'object') return undefined;
	const record = body as Record<string, unknown>;
	for (const key of ['message', 'description', 'error', 'reason']) {
		const value = record[key];
		if (typeof value === 'string' && value.trim()) return value.trim();
		if (Array.isArray(value) && value.length) return value.join('; ');
	}
	const invoke = record.invokeStatus as Record<string, unknown> | undefined;
	if (invoke && typeof invoke === 'object') {
		return String(
			invoke.description ?? `${invoke.method}: ${invoke.used}/${invoke.total} (${invoke.status})`,
		);
	}
	return undefined;
}

function hint(failure: CallFailure): string {
	const { method, status, code, attempts } = failure;
	const retried = attempts > 1 ? ` It was tried ${attempts} times.` : '';
	if (code === 'INVALID_JSON') {
		return `The service answered ${method} with a body that is not JSON.${retried} Check that the API URL points at Green API, then try again.`;
	}
	if (status === undefined) {
		return `The service could not be reached (${code ?? 'network failure'}).${retried} Check the API URL in the credential and the network, then try again.`;
	}
	if (status === 401) {
		return 'Copy apiTokenInstance from the instance card in the Green API console into the credential.';
	}
	if (status === 403) {
		return STATUS_METHODS.includes(method)
			? `${method} is a beta status method: without access granted to this instance the service answers 403. Ask Green API support to enable status methods, or check the instance ID.`
			: 'The instance ID or API URL is wrong: copy idInstance and apiUrl from the instance card in the Green API console.';
	}
	if (status === 429) {
		return `The service limits ${method} per instance and kept answering 429.${retried} Run fewer workflows at once on this instance, or wait and try again.`;
	}
	if (status === 466) {
		return 'The plan’s monthly quota (methods or correspondents) is used up: upgrade the plan in the Green API console or wait for the next period.';
	}
	if (status === 404) {
		return 'Check the API URL and the "Use /v3 Paths" setting of the credential: some gateways serve every method without /v3.';
	}
	if (status >= 500) {
		const large = /entity too large/i.test(serviceText(failure.body) ?? '');
		if (large) return 'The JSON request body is over 100 KB: shorten the message or the fields.';
		return `The service had trouble answering ${method}.${retried} Try again later; sends are not repeated automatically, so check the queue before re-sending.`;
	}
	return 'Check the fields named in the message above.';
}

/** One error type for every failed call: HTTP status, the service's text and what to do. */
export function toNodeApiError(node: INode, failure: CallFailure): NodeApiError {
	const text = serviceText(failure.body);
	const fallback =
		failure.status === undefined
			? `Could not reach Green API for ${failure.method}`
			: (STATUS_TEXT[failure.status] ?? `HTTP ${failure.status}`);
	const message = text ?? fallback;
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
				: `${message} (${failure.method}, HTTP ${failure.status})`,
		description: hint(failure),
		httpCode: failure.status === undefined ? undefined : String(failure.status),
	});
	return error;
}
