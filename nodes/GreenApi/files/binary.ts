import type {
	BinaryHelperFunctions,
	IBinaryData,
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
} from 'n8n-workflow';

import { invalid } from '../helpers/validation';
import type { BinaryStream, ReopenableBody } from '../transport';

/** sendFileByUpload and uploadFile refuse files over 100 MB (green-api.com/en/docs/api/sending/SendFileByUpload/). */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

export interface InputFile {
	buffer: Buffer;
	/** The name the binary data carries, '' when it has none. */
	fileName: string;
	mimeType: string;
}

export function requireBinaryPropertyName(
	ctx: IExecuteFunctions,
	itemIndex: number,
	value: unknown,
	field: string,
): string {
	const name = typeof value === 'string' ? value.trim() : '';
	if (!name)
		throw invalid(
			ctx,
			itemIndex,
			`${field} is empty`,
			'Enter the name of the binary field, e.g. data.',
		);
	return name;
}

/** Bytes a base64 text decodes to, without decoding it. */
export function base64Size(data: string): number {
	const text = data.replace(/\s+/g, '');
	const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
	return Math.max(0, Math.floor((text.length * 3) / 4) - padding);
}

/**
 * The file's size from its binary metadata, without reading its content: n8n's stored size for
 * data kept on disk or in S3, the length of the base64 text for data kept in the item. Undefined
 * when n8n cannot tell.
 */
async function sizeOf(
	ctx: { helpers: Pick<BinaryHelperFunctions, 'getBinaryMetadata'> },
	meta: IBinaryData,
): Promise<number | undefined> {
	if (meta.id) {
		try {
			const { fileSize } = await ctx.helpers.getBinaryMetadata(meta.id);
			return typeof fileSize === 'number' && Number.isFinite(fileSize) ? fileSize : undefined;
		} catch {
			return undefined;
		}
	}
	return typeof meta.data === 'string' ? base64Size(meta.data) : undefined;
}

function checkSize(ctx: IExecuteFunctions, itemIndex: number, propertyName: string, size: number) {
	if (size === 0) {
		throw invalid(
			ctx,
			itemIndex,
			`The file in binary field "${propertyName}" is empty`,
			'Pass a file with content, e.g. from a Read/Write Files from Disk or HTTP Request node.',
		);
	}
	if (size > MAX_UPLOAD_BYTES) {
		const megabytes = (size / 1024 / 1024).toFixed(1);
		throw invalid(
			ctx,
			itemIndex,
			`The file in binary field "${propertyName}" is ${megabytes} MB; the service accepts at most 100 MB`,
			'Compress or split the file, or host it and use Send File by URL.',
		);
	}
}

/**
 * Reads an item's binary field through n8n's helpers only, so the bytes may live in memory,
 * on disk (filesystem mode) or in S3; refuses empty files and files the service would refuse,
 * from the binary metadata before any byte is read.
 */
export async function readInputFile(
	ctx: IExecuteFunctions,
	itemIndex: number,
	propertyName: string,
): Promise<InputFile> {
	const meta: IBinaryData = ctx.helpers.assertBinaryData(itemIndex, propertyName);
	const stored = await sizeOf(ctx, meta);
	if (stored !== undefined) checkSize(ctx, itemIndex, propertyName, stored);
	const buffer = await ctx.helpers.getBinaryDataBuffer(itemIndex, propertyName);
	checkSize(ctx, itemIndex, propertyName, buffer.length);
	return {
		buffer,
		fileName: (meta.fileName ?? '').trim(),
		mimeType: meta.mimeType || 'application/octet-stream',
	};
}

/** What n8n's prepareBinaryData takes: a Buffer or a Node.js stream. */
export type BinaryContent = Parameters<IExecuteFunctions['helpers']['prepareBinaryData']>[0];

/** An input file that is read only while the request sends it. */
export type InputFileSource = {
	fileName: string;
	mimeType: string;
	size: number;
} & (
	| {
			/** The file kept in the item (n8n's default mode), decoded once. */
			bytes: Buffer;
			open?: undefined;
	  }
	| {
			bytes?: undefined;
			/** The file in n8n's storage (disk or S3): a new stream of all of it on every call. */
			open(): Promise<BinaryStream>;
	  }
);

/**
 * Like readInputFile, for a multipart upload: a file n8n keeps on disk or in S3 is streamed from
 * there while the request goes out instead of being read into memory first. A file kept in the
 * item is decoded once (n8n holds it as base64 there).
 */
export async function openInputFile(
	ctx: IExecuteFunctions,
	itemIndex: number,
	propertyName: string,
): Promise<InputFileSource> {
	const meta: IBinaryData = ctx.helpers.assertBinaryData(itemIndex, propertyName);
	const fileName = (meta.fileName ?? '').trim();
	const mimeType = meta.mimeType || 'application/octet-stream';
	const stored = meta.id ? await sizeOf(ctx, meta) : undefined;
	if (meta.id && stored !== undefined) {
		checkSize(ctx, itemIndex, propertyName, stored);
		const id = meta.id;
		return {
			fileName,
			mimeType,
			size: stored,
			open: async () => await ctx.helpers.getBinaryStream(id),
		};
	}
	const { buffer } = await readInputFile(ctx, itemIndex, propertyName);
	return { fileName, mimeType, size: buffer.length, bytes: buffer };
}

/**
 * A file as a raw request body: its bytes when the item holds them, else a body the transport
 * opens anew from n8n's storage for every attempt.
 */
export function rawBody(file: InputFileSource): Buffer | ReopenableBody {
	return file.bytes !== undefined ? file.bytes : { size: file.size, open: file.open };
}

/** A file stored by n8n's binary data service, with its size in bytes where n8n can tell it. */
export interface StoredBinary {
	binary: IBinaryData;
	fileSize?: number;
}

/**
 * Stores a file with n8n's binary data service. A stream goes to n8n's storage as it arrives (on
 * disk or in S3 or the database in those modes; in the default mode n8n keeps the item's bytes in
 * memory anyway), so the file is never held twice.
 */
export async function storeBinary(
	ctx: { helpers: Pick<BinaryHelperFunctions, 'prepareBinaryData' | 'getBinaryMetadata'> },
	content: BinaryContent,
	fileName: string,
	mimeType?: string,
): Promise<StoredBinary> {
	const binary = await ctx.helpers.prepareBinaryData(content, fileName, mimeType);
	const fileSize = Buffer.isBuffer(content) ? content.length : await sizeOf(ctx, binary);
	return { binary, fileSize };
}

/** One output item holding `json` and a stored file under `propertyName`. */
export function binaryItem(
	json: IDataObject,
	propertyName: string,
	{ binary, fileSize }: StoredBinary,
	fileName: string,
): INodeExecutionData {
	return {
		json: { ...json, fileName: binary.fileName ?? fileName, mimeType: binary.mimeType, fileSize },
		binary: { [propertyName]: binary },
	};
}
