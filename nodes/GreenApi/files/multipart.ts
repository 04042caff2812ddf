import type { HeldPart } from '../transport';
import type { InputFile, InputFileSource } from './binary';

type Chunks = AsyncIterable<Uint8Array>;

async function* once(buffer: Buffer): Chunks {
	yield buffer;
}

/**
 * A multipart file part whose bytes come from `open` when the request is written: no copy of the
 * file is made (`new Blob([buffer])` would copy it). axios and fetch read parts through size and
 * stream(); a File (not just a Blob) keeps FormData from wrapping it into a copy.
 */
class StreamedFile extends File implements HeldPart {
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
	 * calls it when an attempt ends.
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
