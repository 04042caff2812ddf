import type { IBinaryData, IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { invalid } from './validation';

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
async function sizeOf(ctx: IExecuteFunctions, meta: IBinaryData): Promise<number | undefined> {
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

type Chunks = AsyncIterable<Uint8Array>;

/** What n8n's getBinaryStream gives: a Node.js Readable (named so without importing node:stream). */
export type BinaryStream = Awaited<ReturnType<IExecuteFunctions['helpers']['getBinaryStream']>>;

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

async function* once(buffer: Buffer): Chunks {
	yield buffer;
}

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
 * A multipart file part whose bytes come from `open` when the request is written: no copy of the
 * file is made (`new Blob([buffer])` would copy it). axios and fetch read parts through size and
 * stream(); a File (not just a Blob) keeps FormData from wrapping it into a copy.
 */
class StreamedFile extends File {
	private readonly open: () => Promise<Chunks>;
	/** Sources opened by stream() and not yet released: one per attempt of the request. */
	private readonly opened = new Set<Chunks>();

	constructor(source: { size: number; open(): Promise<Chunks> }, fileName: string, type: string) {
		super([], fileName, { type });
		// Blob's size is an accessor of the prototype; an own value shadows it.
		Object.defineProperty(this, 'size', { value: source.size });
		this.open = source.open;
	}

	override stream(): ReturnType<File['stream']> {
		const { open, opened } = this;
		let chunks: AsyncIterator<Uint8Array> | undefined;
		return new ReadableStream<Uint8Array>({
			async pull(controller) {
				if (!chunks) {
					const source = await open();
					opened.add(source);
					chunks = source[Symbol.asyncIterator]();
				}
				const next = await chunks.next();
				if (next.done) controller.close();
				else controller.enqueue(next.value);
			},
		}) as ReturnType<File['stream']>;
	}

	/**
	 * Destroys what stream() opened: read to its end, cut short, or never read. The transport
	 * calls it when an attempt ends (a part with `release()` is a HeldPart there).
	 */
	release(): void {
		for (const source of this.opened) (source as { destroy?: () => void }).destroy?.();
		this.opened.clear();
	}

	override async arrayBuffer(): Promise<ArrayBuffer> {
		return await new Response(this.stream()).arrayBuffer();
	}
}

function partSource(file: InputFile | InputFileSource): { size: number; open(): Promise<Chunks> } {
	if ('buffer' in file) return { size: file.buffer.length, open: async () => once(file.buffer) };
	if (file.bytes !== undefined) {
		const bytes = file.bytes;
		return { size: bytes.length, open: async () => once(bytes) };
	}
	return file;
}

/**
 * A multipart/form-data body built from WHATWG FormData (a global, no runtime dependency):
 * n8n-core's request helper hands it to axios, which writes the boundary header and streams the
 * file part. Text fields that are empty are left out, as the service treats absent and empty
 * differently.
 */
export function multipartBody(
	fields: Record<string, string>,
	fileField: string,
	file: InputFile | InputFileSource,
	fileName: string,
): FormData {
	const form = new FormData();
	for (const [name, value] of Object.entries(fields)) if (value !== '') form.append(name, value);
	const source = partSource(file);
	// Appended without a file name argument: with one, FormData copies the part into a new File.
	form.append(fileField, new StreamedFile(source, fileName, file.mimeType));
	return form;
}

/**
 * One output item holding `json` and the file under `propertyName`, stored by n8n's binary data
 * service. A stream goes to n8n's storage as it arrives (on disk or in S3 in those modes; in the
 * default mode n8n keeps the item's bytes in memory anyway), so the file is never held twice.
 */
export async function binaryItem(
	ctx: IExecuteFunctions,
	json: IDataObject,
	propertyName: string,
	content: BinaryContent,
	fileName: string,
	mimeType?: string,
): Promise<INodeExecutionData> {
	const binary = await ctx.helpers.prepareBinaryData(content, fileName, mimeType);
	const fileSize = Buffer.isBuffer(content) ? content.length : await sizeOf(ctx, binary);
	return {
		json: {
			...json,
			fileName: binary.fileName ?? fileName,
			mimeType: binary.mimeType,
			fileSize,
		},
		binary: { [propertyName]: binary },
	};
}
