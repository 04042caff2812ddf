import {
	NodeOperationError,
	sleep,
	type IDataObject,
	type IExecuteFunctions,
	type IHookFunctions,
	type IHttpRequestOptions,
	type ILoadOptionsFunctions,
	type IN8nHttpFullResponse,
	type IPollFunctions,
	type IWebhookFunctions,
} from 'n8n-workflow';

import { ENDPOINTS, type ApiMethod, type Endpoint } from './endpoints';
import { toNodeApiError, type CallFailure } from './errors';
import { accepted, pace, rateLimited } from './pacer';
import { createRedactor } from './redact';
import { buildUrl, type Connection } from './url';

export type ApiContext =
	| IExecuteFunctions
	| IHookFunctions
	| ILoadOptionsFunctions
	| IPollFunctions
	| IWebhookFunctions;

export const CREDENTIAL_NAME = 'greenApiApi';

export interface CallOptions {
	body?: IDataObject | FormData | Buffer;
	qs?: IDataObject;
	headers?: IDataObject;
	/** `arraybuffer` for binary answers (file downloads). */
	encoding?: 'arraybuffer';
	itemIndex?: number;
	/** A path segment the service expects after the token (deleteNotification's receiptId). */
	afterToken?: string;
}

const MAX_ATTEMPTS = 4;
/**
 * A 429 means the service did not take the request, so repeating it is safe, sends included; other
 * processes (n8n queue-mode workers) may be using the same limit, so it gets more attempts, each
 * pause at most one second (the service's limits count requests per second).
 */
const MAX_RATE_LIMITED_ATTEMPTS = 10;
const MAX_RATE_LIMITED_PAUSE_MS = 1000;
const BACKOFF_MS = 300;
const RETRYABLE_NETWORK =
	/ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN|socket hang up|ECONNABORTED/i;

function connectionOf(this: ApiContext, credentials: IDataObject, itemIndex?: number): Connection {
	const idInstance = String(credentials.idInstance ?? '').trim();
	if (!/^\d+$/.test(idInstance)) {
		throw new NodeOperationError(
			this.getNode(),
			'The credential’s Instance ID must contain digits only',
			{
				itemIndex,
				description:
					'Copy idInstance from the instance card in the Green API console, e.g. 1101000001.',
			},
		);
	}
	const apiUrl = String(credentials.apiUrl ?? '');
	if (!/^https?:\/\/[^\s/]+/i.test(apiUrl.trim())) {
		throw new NodeOperationError(
			this.getNode(),
			'The credential’s API URL must start with http:// or https://',
			{
				itemIndex,
				description: 'Copy apiUrl from the instance card, e.g. https://7105.api.greenapi.com.',
			},
		);
	}
	return {
		apiUrl,
		mediaUrl: String(credentials.mediaUrl || apiUrl),
		idInstance,
		useV3Paths: credentials.useV3Paths !== false,
	};
}

/** Whether a failed attempt may be repeated: reads on 429, 5xx and network trouble; sends only on 429. */
function shouldRetry(endpoint: Endpoint, failure: CallFailure): boolean {
	if (failure.status === 429) return true;
	if (endpoint.send) return false;
	if (failure.status !== undefined) return failure.status >= 500;
	return failure.code === 'INVALID_JSON' || RETRYABLE_NETWORK.test(failure.code ?? '');
}

function expectsJson(options: CallOptions): boolean {
	return options.encoding !== 'arraybuffer';
}

/**
 * The one way the package talks to the service: builds the URL, lets the credential add the
 * token, paces and retries, and turns every failure into a token-free NodeApiError.
 */
export async function apiRequest<T = unknown>(
	this: ApiContext,
	method: ApiMethod,
	options: CallOptions = {},
): Promise<T> {
	const endpoint: Endpoint = ENDPOINTS[method];
	const credentials = await this.getCredentials(CREDENTIAL_NAME);
	const redact = createRedactor(String(credentials.apiTokenInstance ?? ''));
	const connection = connectionOf.call(this, credentials, options.itemIndex);
	const request: IHttpRequestOptions = {
		method: endpoint.http,
		// `{token}` marks where the credential puts the token when a segment must follow it.
		url:
			options.afterToken === undefined
				? buildUrl(connection, method)
				: `${buildUrl(connection, method)}/{token}/${encodeURIComponent(options.afterToken)}`,
		qs: options.qs,
		headers: options.headers,
		body: options.body as IHttpRequestOptions['body'],
		json: expectsJson(options),
		encoding: options.encoding,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
	};

	const paceKey = `${connection.idInstance}:${method}`;
	for (let attempt = 1; ; attempt++) {
		await pace(paceKey, endpoint.rps);
		const failure: CallFailure = { method, attempts: attempt };
		try {
			const response = (await this.helpers.httpRequestWithAuthentication.call(
				this,
				CREDENTIAL_NAME,
				{ ...request },
			)) as IN8nHttpFullResponse;
			const status = response.statusCode;
			if (status === 429) rateLimited(paceKey);
			if (status >= 200 && status < 300) {
				accepted(paceKey);
				const body = response.body;
				const malformed = expectsJson(options) && typeof body === 'string' && body.trim() !== '';
				if (!malformed) return redact(body) as T;
				failure.status = undefined;
				failure.code = 'INVALID_JSON';
				failure.body = redact(body.slice(0, 200));
			} else {
				failure.status = status;
				failure.body = redact(decodeBody(response.body));
			}
		} catch (error) {
			failure.code = redact(networkCode(error));
		}
		const limited = failure.status === 429;
		if (
			attempt >= (limited ? MAX_RATE_LIMITED_ATTEMPTS : MAX_ATTEMPTS) ||
			!shouldRetry(endpoint, failure)
		) {
			throw toNodeApiError(this.getNode(), failure);
		}
		const backoff = BACKOFF_MS * 2 ** (attempt - 1);
		await sleep(
			limited
				? Math.max(Math.min(backoff, MAX_RATE_LIMITED_PAUSE_MS), Math.ceil(1000 / endpoint.rps))
				: backoff,
		);
	}
}

function decodeBody(body: unknown): unknown {
	if (body instanceof ArrayBuffer || Buffer.isBuffer(body)) {
		const text = Buffer.from(body as ArrayBuffer).toString('utf8');
		try {
			return JSON.parse(text);
		} catch {
			return text.slice(0, 500);
		}
	}
	return body;
}

/** n8n-core wraps transport failures in a NodeApiError whose `httpCode` holds the socket code. */
function networkCode(error: unknown): string {
	const candidate = error as {
		code?: unknown;
		httpCode?: unknown;
		errorResponse?: { code?: unknown };
		cause?: { code?: unknown };
		message?: unknown;
	};
	for (const code of [
		candidate?.errorResponse?.code,
		candidate?.cause?.code,
		candidate?.code,
		candidate?.httpCode,
	]) {
		if (typeof code === 'string' && code && !/^\d+$/.test(code)) return code;
	}
	return typeof candidate?.message === 'string'
		? candidate.message.slice(0, 200)
		: 'network failure';
}
