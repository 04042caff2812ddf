import {
	NodeApiError,
	NodeOperationError,
	type IBinaryData,
	type IDataObject,
	type INode,
	type JsonObject,
} from 'n8n-workflow';

import { asNodeError } from '../helpers/errors';
import { apiRequest } from '../transport';
import { DEADLINE_MS, EXPIRED, withinDeadline } from '../transport/deadline';
import { storeBinary, type BinaryContent } from './binary';
import { fetchFileStream, type DownloadStream, type FileContext } from './fileHost';

/*
 * A message's file as n8n binary data: the one way the Download operation and both triggers get
 * a file. The link a notification carries is tried first; downloadFile gives a fresh one when
 * there is none or the file storage refuses it: stored files expire (15 days on WhatsApp and MAX,
 * 24 hours on Telegram) and the service then forms a new link
 * (green-api.com/en/docs/api/receiving/files/DownloadFile/, its MAX and Telegram pages).
 */

/** Which link the file came through: its notification's own, or a fresh one from downloadFile. */
export type LinkSource = 'notification' | 'downloadFile';

export interface MessageFile {
	chatId: string;
	idMessage: string;
	/** The link the message's notification carried. */
	link?: string;
	/** The file's name and MIME type as the message gives them; else the file storage's. */
	fileName?: string;
	mimeType?: string;
}

export interface DownloadLimits {
	itemIndex?: number;
	/** The largest file kept, in bytes: a larger one throws FileTooLargeError, nothing is kept. */
	maxBytes?: number;
	/** Time for all of it (links, answer and bytes), in milliseconds. */
	deadlineMs?: number;
}

export interface DownloadedFile {
	binary: IBinaryData;
	fileSize?: number;
	downloadUrl: string;
	fileName: string;
	link: LinkSource;
}

/** A file larger than the limit the caller set: not an error of the service or the storage. */
export class FileTooLargeError extends NodeOperationError {}

/** A size as people read it: MB or KB with one decimal, bytes below one KB. */
export function sizeText(bytes: number): string {
	if (bytes < 1024) return `${Math.round(bytes)} bytes`;
	const kb = bytes / 1024;
	return kb < 1024 ? `${kb.toFixed(1)} KB` : `${(kb / 1024).toFixed(1)} MB`;
}

const secondsText = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

function tooLarge(node: INode, limit: number, size?: number): FileTooLargeError {
	const stated = size === undefined ? `more than ${sizeText(limit)}` : sizeText(size);
	return new FileTooLargeError(node, `The file is ${stated}, over the ${sizeText(limit)} limit`, {
		description: 'Raise Max File Size to download it, or use Message → Download File later.',
	});
}

/** The docs name the link `downloadUrl`, Green API's JS types `urlFile`: accept either. */
function linkOf(answer: unknown): string {
	const record = (answer ?? {}) as IDataObject;
	for (const key of ['downloadUrl', 'urlFile']) {
		if (typeof record[key] === 'string' && /^https?:\/\//i.test(record[key] as string))
			return record[key] as string;
	}
	return '';
}

async function freshLink(ctx: FileContext, file: MessageFile, limits: DownloadLimits, ms: number) {
	const { chatId, idMessage } = file;
	const answer = await apiRequest.call(ctx, 'downloadFile', {
		body: { chatId, idMessage },
		itemIndex: limits.itemIndex,
		deadlineMs: ms,
	});
	const link = linkOf(answer);
	if (link) return link;
	throw new NodeApiError(
		ctx.getNode(),
		{ message: 'downloadFile answered without a link' },
		{
			itemIndex: limits.itemIndex,
			message: `The service gave no download link for message ${idMessage}`,
			description:
				'Only messages with a file (image, video, audio, document, sticker) can be downloaded; check the message ID and chat ID.',
		},
	);
}

/** A link the file storage refused (4xx: expired or removed), as opposed to one it could not serve. */
function refused(error: unknown): boolean {
	const code = Number((error as { httpCode?: unknown }).httpCode);
	return code >= 400 && code < 500;
}

/** The stream, failing as soon as more than `maxBytes` came (for hosts that announce no size). */
function capped(stream: Exclude<BinaryContent, Buffer>, maxBytes: number, over: () => void) {
	let bytes = 0;
	return stream.map((chunk: Buffer) => {
		bytes += chunk.length;
		if (bytes > maxBytes) over();
		return chunk;
	});
}

/**
 * Fetches a message's file and stores it with n8n's binary helpers, streamed: the bytes go to
 * n8n's storage as they arrive. Failures are NodeApiErrors free of the token (the links carry
 * none; downloadFile goes through the transport).
 */
export async function downloadMessageFile(
	ctx: FileContext,
	file: MessageFile,
	limits: DownloadLimits = {},
): Promise<DownloadedFile> {
	const started = performance.now();
	const total = limits.deadlineMs ?? DEADLINE_MS.fileDownload;
	const left = () => Math.max(1, total - (performance.now() - started));
	const { itemIndex, maxBytes } = limits;

	let link: LinkSource = 'notification';
	let url = file.link ?? '';
	let response: DownloadStream | undefined;
	if (url) {
		try {
			response = await fetchFileStream(ctx, url, itemIndex, left());
		} catch (error) {
			if (!refused(error)) throw asNodeError(ctx.getNode(), error);
		}
	}
	if (!response) {
		link = 'downloadFile';
		url = await freshLink(ctx, file, limits, left());
		response = await fetchFileStream(ctx, url, itemIndex, left());
	}

	const node = ctx.getNode();
	if (maxBytes !== undefined && response.size !== undefined && response.size > maxBytes) {
		response.abort();
		throw tooLarge(node, maxBytes, response.size);
	}
	let over = false;
	const content =
		maxBytes !== undefined && response.size === undefined && !Buffer.isBuffer(response.stream)
			? capped(response.stream, maxBytes, () => {
					over = true;
					throw tooLarge(node, maxBytes);
				})
			: response.stream;
	const fileName = file.fileName || response.fileName || 'file';
	const mimeType = file.mimeType || response.mimeType;
	let stored: Awaited<ReturnType<typeof storeBinary>> | typeof EXPIRED;
	try {
		stored = await withinDeadline(storeBinary(ctx, content, fileName, mimeType), left(), () =>
			response.abort(),
		);
	} catch (error) {
		response.abort();
		if (over) throw tooLarge(node, maxBytes ?? 0);
		throw new NodeApiError(node, error as JsonObject, {
			itemIndex,
			message: 'The file could not be downloaded from the link the service gave',
			description: 'The transfer broke off or n8n could not store the file: run it again.',
		});
	}
	if (stored === EXPIRED) {
		throw new NodeApiError(node, { message: 'ETIMEDOUT' } as JsonObject, {
			itemIndex,
			message: `The file was not downloaded within ${secondsText(total)}`,
			description: 'The file storage sends it too slowly: run it again later.',
		});
	}
	return { ...stored, downloadUrl: url, fileName, link };
}
