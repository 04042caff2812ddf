import type {
	IAdditionalCredentialOptions,
	IDataObject,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
} from 'n8n-workflow';

import { carriesFile, isHeldPart, isReopenable, type ReopenableBody } from './body';
import type { Access } from './connection';
import { CREDENTIAL_NAME, type ApiContext } from './context';
import { EXPIRED, withinDeadline } from './deadline';
import { ENDPOINTS, type ApiMethod, type Endpoint } from './endpoints';
import type { CallFailure } from './errors';
import { clip, type Redactor } from './redact';
import { buildUrl } from './url';

export interface CallOptions {
	body?: IDataObject | FormData | Buffer | ReopenableBody;
	qs?: IDataObject;
	headers?: IDataObject;
	/** `arraybuffer` for binary answers (file downloads). */
	encoding?: 'arraybuffer';
	itemIndex?: number;
	/** A path segment the service expects after the token (deleteNotification's receiptId). */
	afterToken?: string;
	/** A shorter deadline than the method's own, for a call that must end sooner (milliseconds). */
	deadlineMs?: number;
}

/** What one attempt gave: the answer's body, or what went wrong, already free of the token. */
export type AttemptResult =
	| { ok: true; status: number; body: unknown }
	| {
			ok: false;
			/** The answer's status; undefined when no answer came. */
			status?: number;
			failure: Pick<CallFailure, 'status' | 'body' | 'code' | 'codeInBody'>;
			/** No answer within the time left. */
			timedOut?: boolean;
			/** The answer's Retry-After header, as sent. */
			retryAfter?: unknown;
	  };

/** How axios (inside n8n's request helper) reports a `timeout` that ran out. */
const TIMEOUT_CODE = /^(ECONNABORTED|ETIMEDOUT)$/;

function expectsJson(options: CallOptions): boolean {
	return options.encoding !== 'arraybuffer';
}

function requestFor(
	access: Access,
	method: ApiMethod,
	options: CallOptions,
	classic: boolean,
): IHttpRequestOptions {
	const url = buildUrl(access.connection, access.messenger, method, classic);
	return {
		method: ENDPOINTS[method].http,
		// `{token}` marks where the credential puts the token when a segment must follow it.
		url:
			options.afterToken === undefined
				? url
				: `${url}/{token}/${encodeURIComponent(options.afterToken)}`,
		qs: options.qs,
		headers: options.headers,
		body: isReopenable(options.body) ? undefined : (options.body as IHttpRequestOptions['body']),
		json: expectsJson(options),
		encoding: options.encoding,
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		// A file body (multipart or reopened) with redirects followed goes through
		// follow-redirects, which keeps every chunk written to replay it after a redirect and
		// applies no back-pressure: the whole file would be read into memory. Without, it goes out
		// through Node's http at the pace the connection takes it; a file upload answered with a
		// redirect fails instead (a 301/302 would have turned the POST into a GET anyway).
		...(carriesFile(options.body) ? { disableFollowRedirect: true } : {}),
	};
}

interface Exchange {
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
	reopened?: ReopenableBody,
): Promise<Exchange> {
	const abort = new AbortController();
	// Opened per attempt: a stream the previous attempt read is spent. A failure to open is not
	// the service's, so it is not caught below.
	const stream = reopened ? await reopened.open() : undefined;
	if (stream && reopened) {
		request = {
			...request,
			body: stream as unknown as IHttpRequestOptions['body'],
			headers: { ...request.headers, 'Content-Length': String(reopened.size) },
		};
	}
	try {
		const result = await withinDeadline(
			this.helpers.httpRequestWithAuthentication.call(
				this,
				auth.credentialsDecrypted?.type ?? CREDENTIAL_NAME,
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

/**
 * The error code of a partner API answer: it reports a wrong token or an unknown instance as
 * HTTP 200 with `{"code": 401 | 404, "description": …}` (green-api.com/en/docs/partners/).
 */
function codeOf(body: unknown): number | undefined {
	const code = (body as { code?: unknown } | null)?.code;
	return typeof code === 'number' && code >= 400 ? code : undefined;
}

/** Reads an answer: a success to hand back, or the failure it describes. */
function judge(
	response: IN8nHttpFullResponse,
	redact: Redactor,
	json: boolean,
	partner: boolean,
): AttemptResult {
	const status = response.statusCode;
	const retryAfter = response.headers?.['retry-after'];
	if (status >= 200 && status < 300) {
		const body = response.body;
		const code = partner ? codeOf(body) : undefined;
		if (code !== undefined) {
			const failure = { status: code, body: redact(body, { paths: true }), codeInBody: true };
			return { ok: false, status: code, failure };
		}
		if (!(json && typeof body === 'string' && body.trim() !== ''))
			return { ok: true, status, body: redact(body) };
		const text = clip(redact(body, { paths: true }), 200);
		return { ok: false, status, failure: { code: 'INVALID_JSON', body: text } };
	}
	const body = redact(decodeBody(response.body), { paths: true });
	const kept = typeof body === 'string' ? clip(body, 500) : body;
	return { ok: false, status, failure: { status, body: kept }, retryAfter };
}

/**
 * One attempt of a call, within `ms`: the request at the path `classic` chooses, the token added by
 * the credential, the answer judged and redacted. Pacing and retrying are the caller's.
 */
export async function attempt(
	this: ApiContext,
	access: Access,
	method: ApiMethod,
	options: CallOptions,
	classic: boolean,
	ms: number,
): Promise<AttemptResult> {
	const { redact, auth } = access;
	const outcome = await exchange.call(
		this,
		requestFor(access, method, options, classic),
		ms,
		auth,
		isReopenable(options.body) ? options.body : undefined,
	);
	if (outcome.response) {
		const partner = Boolean((ENDPOINTS[method] as Endpoint).partner);
		return judge(outcome.response, redact, expectsJson(options), partner);
	}
	if (outcome.timedOut) return { ok: false, timedOut: true, failure: { code: 'ETIMEDOUT' } };
	const code = clip(redact(networkCode(outcome.error), { paths: true }), 200);
	return { ok: false, failure: { code } };
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
