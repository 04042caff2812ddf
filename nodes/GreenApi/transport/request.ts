import {
	sleep,
	type IAdditionalCredentialOptions,
	type IDataObject,
	type IExecuteFunctions,
	type IHookFunctions,
	type IHttpRequestOptions,
	type ILoadOptionsFunctions,
	type IN8nHttpFullResponse,
	type IPollFunctions,
	type IWebhookFunctions,
} from 'n8n-workflow';

import type { BinaryStream } from '../helpers/binary';
import { connectionOf, scopeOf, type Access } from './connection';
import { deadlineOf, EXPIRED, withinDeadline } from './deadline';
import { ENDPOINTS, type ApiMethod, type Endpoint } from './endpoints';
import { toNodeApiError, type CallFailure } from './errors';
import { accepted, pace, rateLimited } from './pacer';
import { isClassicOnly, rememberClassicOnly } from './pathStyle';
import { clip, createRedactor, type Redactor } from './redact';
import { retryAfterMs } from './retryAfter';
import { buildUrl, wantsV3, type Connection } from './url';

export type ApiContext =
	| IExecuteFunctions
	| IHookFunctions
	| ILoadOptionsFunctions
	| IPollFunctions
	| IWebhookFunctions;

export const CREDENTIAL_NAME = 'greenApiApi';

/**
 * A body that can be read only once, such as a file streamed from n8n's binary storage: every
 * attempt opens it anew, and it goes out with its size as Content-Length, so the service gets a
 * plain body of known length rather than a chunked one.
 */
export class StreamedBody {
	constructor(
		readonly size: number,
		readonly open: () => Promise<BinaryStream>,
	) {}
}

/**
 * A multipart part that holds a source open while the request is written (a file streamed from
 * n8n's binary storage). The transport releases it when an attempt ends, whatever the outcome:
 * axios does not close the sources of a body whose request is cut short.
 */
export interface HeldPart {
	release(): void;
}

function isHeldPart(value: unknown): value is HeldPart {
	return typeof (value as Partial<HeldPart> | null)?.release === 'function';
}

export interface CallOptions {
	body?: IDataObject | FormData | Buffer | StreamedBody;
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
 * pause at most one second (the service's limits count requests per second) unless the answer's
 * Retry-After asks for longer.
 */
const MAX_RATE_LIMITED_ATTEMPTS = 10;
const MAX_RATE_LIMITED_PAUSE_MS = 1000;
const BACKOFF_MS = 300;
const RETRYABLE_NETWORK = /ECONNRESET|ECONNREFUSED|EPIPE|EAI_AGAIN|socket hang up/i;
/** How axios (inside n8n's request helper) reports a `timeout` that ran out. */
const TIMEOUT_CODE = /^(ECONNABORTED|ETIMEDOUT)$/;

/** Whether a failed attempt may be repeated: reads on 429, 5xx and network trouble; sends only on 429. */
function shouldRetry(endpoint: Endpoint, failure: CallFailure): boolean {
	if (failure.timedOutAfter !== undefined) return false;
	if (failure.status === 429) return true;
	if (endpoint.send) return false;
	if (failure.status !== undefined) return failure.status >= 500;
	return failure.code === 'INVALID_JSON' || RETRYABLE_NETWORK.test(failure.code ?? '');
}

function expectsJson(options: CallOptions): boolean {
	return options.encoding !== 'arraybuffer';
}

function requestFor(
	connection: Connection,
	method: ApiMethod,
	options: CallOptions,
	classic: boolean,
): IHttpRequestOptions {
	const url = buildUrl(connection, method, classic);
	return {
		method: ENDPOINTS[method].http,
		// `{token}` marks where the credential puts the token when a segment must follow it.
		url:
			options.afterToken === undefined
				? url
				: `${url}/{token}/${encodeURIComponent(options.afterToken)}`,
		qs: options.qs,
		headers: options.headers,
		body:
			options.body instanceof StreamedBody
				? undefined
				: (options.body as IHttpRequestOptions['body']),
		json: expectsJson(options),
		encoding: options.encoding,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		// A file body (multipart or streamed) with redirects followed goes through
		// follow-redirects, which keeps every chunk written to replay it after a redirect and
		// applies no back-pressure: the whole file would be read into memory. Without, it goes out
		// through Node's http at the pace the connection takes it; a file upload answered with a
		// redirect fails instead (a 301/302 would have turned the POST into a GET anyway).
		...(carriesFile(options) ? { disableFollowRedirect: true } : {}),
	};
}

function carriesFile(options: CallOptions): boolean {
	return options.body instanceof StreamedBody || options.body instanceof FormData;
}

interface Outcome {
	response?: IN8nHttpFullResponse;
	error?: unknown;
	timedOut?: boolean;
}

/**
 * One request within `ms`: passed to n8n's helper as `timeout` (axios: no answer within it ends the
 * request with ECONNABORTED) and raced against the same deadline, because that timeout only
 * counts idle time once headers have arrived.
 */
async function exchange(
	this: ApiContext,
	request: IHttpRequestOptions,
	ms: number,
	auth: IAdditionalCredentialOptions,
	streamed?: StreamedBody,
): Promise<Outcome> {
	const abort = new AbortController();
	// Opened per attempt: a stream the previous attempt read is spent. A failure to open is not
	// the service's, so it is not caught below.
	const stream = streamed ? await streamed.open() : undefined;
	if (stream && streamed) {
		request = {
			...request,
			body: stream as unknown as IHttpRequestOptions['body'],
			headers: { ...request.headers, 'Content-Length': String(streamed.size) },
		};
	}
	try {
		const result = await withinDeadline(
			this.helpers.httpRequestWithAuthentication.call(
				this,
				CREDENTIAL_NAME,
				{ ...request, timeout: ms, abortSignal: abort.signal },
				auth,
			) as Promise<IN8nHttpFullResponse>,
			ms,
			() => abort.abort(),
		);
		return result === EXPIRED ? { timedOut: true } : { response: result };
	} catch (error) {
		return { error, timedOut: TIMEOUT_CODE.test(networkCode(error)) };
	} finally {
		// Read to its end after an answer; cut short by the deadline or an error, it would keep its
		// file open. axios ends a request whose body stream closes before its end.
		stream?.destroy();
		if (request.body instanceof FormData)
			for (const part of request.body.values()) if (isHeldPart(part)) part.release();
	}
}

/** Fills `failure` from an answer; returns true when the answer is a success to hand back. */
function judge(
	response: IN8nHttpFullResponse,
	failure: CallFailure,
	redact: Redactor,
	json: boolean,
): boolean {
	const status = response.statusCode;
	if (status >= 200 && status < 300) {
		const body = response.body;
		if (!(json && typeof body === 'string' && body.trim() !== '')) return true;
		failure.code = 'INVALID_JSON';
		failure.body = clip(redact(body, { paths: true }), 200);
		return false;
	}
	failure.status = status;
	const body = redact(decodeBody(response.body), { paths: true });
	failure.body = typeof body === 'string' ? clip(body, 500) : body;
	return false;
}

/**
 * The credential, read once per node execution where the router opened a scope (else per call),
 * and checked; a credential that fails the check is not kept, so every item reports it.
 */
async function accessOf(this: ApiContext, itemIndex?: number): Promise<Access> {
	const scope = scopeOf(this);
	if (scope?.access) return scope.access;
	const credentials = await this.getCredentials(CREDENTIAL_NAME);
	const node = this.getNode();
	const connection = connectionOf(node, credentials, itemIndex);
	const ref = node.credentials?.[CREDENTIAL_NAME];
	const access: Access = {
		connection,
		redact: createRedactor(String(credentials.apiTokenInstance ?? '')),
		auth: {
			credentialsDecrypted: {
				id: ref?.id ?? '',
				name: ref?.name ?? '',
				type: CREDENTIAL_NAME,
				data: credentials,
			},
		},
	};
	if (scope) scope.access = access;
	return access;
}

/**
 * The one way the package talks to the service: builds the URL, lets the credential add the
 * token, paces and retries within the call's deadline, falls back from `/v3` to the classic path
 * on gateways without `/v3` routes, and turns every failure into a token-free NodeApiError.
 */
export async function apiRequest<T = unknown>(
	this: ApiContext,
	method: ApiMethod,
	options: CallOptions = {},
): Promise<T> {
	const endpoint: Endpoint = ENDPOINTS[method];
	const { connection, redact, auth } = await accessOf.call(this, options.itemIndex);
	const rps = scopeOf(this)?.rps ?? endpoint.rps;
	const deadline = deadlineOf(method, options.qs);
	let classic = !wantsV3(connection, method) || isClassicOnly(connection.apiUrl);
	let v3Tried = false;
	let started: number | undefined;

	const paceKey = `${connection.idInstance}:${method}`;
	for (let attempt = 1; ; attempt++) {
		const finished = await pace(paceKey, rps);
		const since = started ?? (started = performance.now());
		const remaining = () => deadline - (performance.now() - since);
		const failure: CallFailure = {
			method,
			attempts: attempt,
			v3Tried: v3Tried || undefined,
			v3Off: (ENDPOINTS[method] as Endpoint).v3 && !connection.useV3Paths ? true : undefined,
		};
		const outcome = await exchange.call(
			this,
			requestFor(connection, method, options, classic),
			remaining(),
			auth,
			options.body instanceof StreamedBody ? options.body : undefined,
		);
		finished?.();
		if (outcome.response) {
			const status = outcome.response.statusCode;
			if (status === 429 && rps > 0) rateLimited(paceKey);
			if (status >= 200 && status < 300 && rps > 0) accepted(paceKey);
			if (judge(outcome.response, failure, redact, expectsJson(options))) {
				if (v3Tried) rememberClassicOnly(connection.apiUrl);
				return redact(outcome.response.body) as T;
			}
			if (failure.status === 404 && !classic) {
				// The gateway has no such /v3 route: nothing was accepted, so the classic path is safe.
				classic = true;
				v3Tried = true;
				attempt--;
				continue;
			}
			if (v3Tried && failure.status !== 404) rememberClassicOnly(connection.apiUrl);
		} else if (outcome.timedOut) {
			failure.timedOutAfter = deadline;
			failure.code = 'ETIMEDOUT';
		} else {
			failure.code = clip(redact(networkCode(outcome.error), { paths: true }), 200);
		}
		const wait = waitBefore(attempt + 1, rps || endpoint.rps, failure, outcome.response);
		const limit = failure.status === 429 ? MAX_RATE_LIMITED_ATTEMPTS : MAX_ATTEMPTS;
		if (attempt >= limit || !shouldRetry(endpoint, failure) || wait >= remaining()) {
			if (failure.status === 429 && wait >= remaining()) failure.retryAfter = wait;
			throw toNodeApiError(this.getNode(), failure);
		}
		await sleep(wait);
	}
}

/**
 * The pause before attempt `next`: a growing backoff; after a 429 the answer's Retry-After
 * (capped), else the backoff kept within one second but at least the method's spacing.
 */
function waitBefore(
	next: number,
	rps: number,
	failure: CallFailure,
	response?: IN8nHttpFullResponse,
): number {
	const backoff = BACKOFF_MS * 2 ** (next - 2);
	if (failure.status !== 429) return backoff;
	const asked = retryAfterMs(response?.headers?.['retry-after']);
	return asked ?? Math.max(Math.min(backoff, MAX_RATE_LIMITED_PAUSE_MS), Math.ceil(1000 / rps));
}

function decodeBody(body: unknown): unknown {
	if (body instanceof ArrayBuffer || Buffer.isBuffer(body)) {
		const text = Buffer.from(body as ArrayBuffer).toString('utf8');
		try {
			return JSON.parse(text);
		} catch {
			return text;
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
	return typeof candidate?.message === 'string' ? candidate.message : 'network failure';
}
