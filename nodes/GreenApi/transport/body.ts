import type { IExecuteFunctions } from 'n8n-workflow';

/*
 * The kinds of request body the transport sends besides JSON: it opens and closes them per
 * attempt. The files room makes them from n8n's binary data.
 */

/** What n8n's getBinaryStream gives: a Node.js Readable (named so without importing node:stream). */
export type BinaryStream = Awaited<ReturnType<IExecuteFunctions['helpers']['getBinaryStream']>>;

/**
 * A body that can be read only once, such as a file streamed from n8n's binary storage: every
 * attempt opens it anew, and it goes out with its size as Content-Length, so the service gets a
 * plain body of known length rather than a chunked one.
 */
export interface ReopenableBody {
	readonly size: number;
	open(): Promise<BinaryStream>;
}

/**
 * A multipart part that holds a source open while the request is written (a file streamed from
 * n8n's binary storage). The transport releases it when an attempt ends, whatever the outcome:
 * axios does not close the sources of a body whose request is cut short.
 */
export interface HeldPart {
	release(): void;
}

export function isReopenable(body: unknown): body is ReopenableBody {
	const candidate = body as Partial<ReopenableBody> | null | undefined;
	return typeof candidate?.open === 'function' && typeof candidate.size === 'number';
}

export function isHeldPart(value: unknown): value is HeldPart {
	return typeof (value as Partial<HeldPart> | null)?.release === 'function';
}

/** A file body (multipart or reopened) goes out without redirects: see `requestFor`. */
export function carriesFile(body: unknown): boolean {
	return isReopenable(body) || body instanceof FormData;
}
