import {
	NodeApiError,
	type IExecuteFunctions,
	type IN8nHttpFullResponse,
	type IPollFunctions,
	type IWebhookFunctions,
	type JsonObject,
} from 'n8n-workflow';

import { DEADLINE_MS, EXPIRED, withinDeadline } from '../transport/deadline';
import { fileNameOf } from './fileName';

/*
 * Requests to file hosts rather than to the service: checking a link the user gives the service
 * (voice status) and fetching a link the service hands out (download). Neither carries the
 * instance token, and neither function reads a credential.
 */

/** Every n8n context that fetches and stores files: operations and both triggers. */
export type FileContext = IExecuteFunctions | IWebhookFunctions | IPollFunctions;

export interface FileProbe {
	status?: number;
	contentType?: string;
	/** Network failure text when the link could not be reached. */
	failure?: string;
}

/** Closes an answer's body unread: a probe needs only the status and the headers. */
function discard(response: IN8nHttpFullResponse): IN8nHttpFullResponse {
	(response.body as { destroy?: () => void } | undefined)?.destroy?.();
	return response;
}

/**
 * Asks the file's own host (not the service) what it serves at `url`: a HEAD request, or a
 * one-byte GET where HEAD is not allowed. Bodies are streamed and closed unread, so a host that
 * ignores Range costs nothing, and the whole check has one overall deadline. The instance token
 * is never involved.
 */
export async function probeFile(ctx: IExecuteFunctions, url: string): Promise<FileProbe> {
	const abort = new AbortController();
	const ask = async (method: 'HEAD' | 'GET') =>
		discard(
			(await ctx.helpers.httpRequest({
				method,
				url,
				headers: method === 'GET' ? { Range: 'bytes=0-0' } : undefined,
				returnFullResponse: true,
				ignoreHttpStatusErrors: true,
				encoding: 'stream',
				timeout: DEADLINE_MS.probe,
				abortSignal: abort.signal,
			})) as IN8nHttpFullResponse,
		);
	const check = async (): Promise<FileProbe> => {
		let response = await ask('HEAD');
		if (response.statusCode === 405 || response.statusCode === 501) response = await ask('GET');
		const header = response.headers['content-type'];
		const contentType = (Array.isArray(header) ? header[0] : header)
			?.split(';')[0]
			.trim()
			.toLowerCase();
		return { status: response.statusCode, contentType };
	};
	try {
		const result = await withinDeadline(check(), DEADLINE_MS.probe, () => abort.abort());
		if (result !== EXPIRED) return result;
		return { failure: `no answer within ${DEADLINE_MS.probe / 1000} s` };
	} catch (error) {
		return { failure: (error as Error).message ?? String(error) };
	}
}

const header = (response: IN8nHttpFullResponse, name: string): string | undefined => {
	const value = response.headers[name];
	return (Array.isArray(value) ? value[0] : value)?.toString();
};

export interface DownloadStream {
	/** The response body (a Node.js stream), to be consumed once, e.g. by n8n's prepareBinaryData. */
	stream: Parameters<IExecuteFunctions['helpers']['prepareBinaryData']>[0] & { destroy(): void };
	fileName: string;
	mimeType?: string;
	/** The size the file host announced (Content-Length), if it did. */
	size?: number;
	/** Stops the transfer. */
	abort(): void;
}

/**
 * Fetches a file link the service handed out, as a stream: the body can go to n8n's binary data
 * storage (on disk or S3) without being held in memory first. The link carries no instance token,
 * so this deliberately uses the plain request helper without any credential (and never reads one:
 * lint rule no-http-request-with-manual-auth). `ms` bounds the wait for the host's answer.
 */
export async function fetchFileStream(
	ctx: FileContext,
	url: string,
	itemIndex?: number,
	ms: number = DEADLINE_MS.fileDownload,
): Promise<DownloadStream> {
	let response: IN8nHttpFullResponse;
	const abort = new AbortController();
	try {
		const result = await withinDeadline(
			ctx.helpers.httpRequest({
				method: 'GET',
				url,
				encoding: 'stream',
				returnFullResponse: true,
				ignoreHttpStatusErrors: true,
				json: false,
				timeout: ms,
				abortSignal: abort.signal,
			}) as Promise<IN8nHttpFullResponse>,
			ms,
			() => abort.abort(),
		);
		if (result === EXPIRED) throw new Error('ETIMEDOUT');
		response = result;
	} catch (error) {
		// A plain cause: an error n8n already wrapped would keep its own message (about "the service").
		const cause = { message: (error as Error)?.message ?? String(error) } as JsonObject;
		throw new NodeApiError(ctx.getNode(), cause, {
			itemIndex,
			message: 'The file could not be downloaded from the link the service gave',
			description:
				'The link may have expired or the file storage may be unreachable from n8n: run the operation again to get a fresh link.',
		});
	}
	const stream = response.body as DownloadStream['stream'];
	if (response.statusCode >= 400) {
		stream.destroy();
		throw new NodeApiError(ctx.getNode(), { httpCode: String(response.statusCode) } as JsonObject, {
			itemIndex,
			httpCode: String(response.statusCode),
			message: `The file storage answered HTTP ${response.statusCode} for the download link`,
			description:
				'Download links expire: run the operation again to get a fresh link. Files of old messages may no longer be stored.',
		});
	}
	const type = header(response, 'content-type')?.split(';')[0].trim().toLowerCase();
	const length = Number(header(response, 'content-length'));
	return {
		stream,
		fileName: fileNameOf(header(response, 'content-disposition'), url),
		mimeType: type && type !== 'application/octet-stream' ? type : undefined,
		size: Number.isSafeInteger(length) && length >= 0 ? length : undefined,
		abort: () => {
			abort.abort();
			stream.destroy();
		},
	};
}
