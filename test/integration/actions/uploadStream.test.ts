import axios from 'axios';
import type { IBinaryData } from 'n8n-workflow';

import type { Simulator } from '../../../simulator';
import { binaryDataService, storeFile, useFilesystemMode } from '../../harness/binaryMode';
import { fileItem, requestsOf, run, runText, TOKEN, useSimulator } from '../setup';
import { builtDeadlines, startHostile, type Hostile } from './hostile';
import { startRecorder, type Recorder } from './recorder';

type Readable = Awaited<ReturnType<ReturnType<typeof binaryDataService>['getAsStream']>>;

/*
 * Upload File with the file in n8n's binary storage (filesystem mode): the bytes are streamed from
 * storage while the request goes out, with their size as Content-Length, and every attempt sends
 * the whole file again. A recorder between the node and the simulator's media host sees each
 * request as it arrived: headers and body.
 */

const base = { resource: 'message', operation: 'uploadFile', binaryPropertyName: 'data' };

/** Bytes that differ from position to position, so a lost or repeated chunk shows. */
function pattern(length: number): Buffer {
	const bytes = Buffer.alloc(length);
	for (let index = 0; index < length; index++) bytes[index] = (index * 31 + (index >> 8)) % 256;
	return bytes;
}

async function downloaded(url: string): Promise<{ bytes: Buffer; type: string }> {
	const response = await axios.get<ArrayBuffer>(url, { responseType: 'arraybuffer' });
	return { bytes: Buffer.from(response.data), type: String(response.headers['content-type']) };
}

describe('message → uploadFile streams a file from n8n binary storage', () => {
	const sim = useSimulator();
	let recorder: Recorder;
	let mode: Awaited<ReturnType<typeof useFilesystemMode>>;
	const service = binaryDataService();
	// Larger than one storage read (64 KiB), and of an odd size.
	const BYTES = pattern(300_007);

	beforeAll(async () => {
		recorder = await startRecorder(sim.mediaUrl);
		mode = await useFilesystemMode();
	});
	afterAll(async () => {
		mode.restore();
		await recorder.close();
	});
	beforeEach(() => {
		recorder.seen.length = 0;
	});
	afterEach(() => jest.restoreAllMocks());

	/** Spies on the service: which reads the node makes, and every stream it is handed. */
	function watchReads() {
		const streams: Readable[] = [];
		const getAsStream = service.getAsStream.bind(service);
		const asStream = jest
			.spyOn(service, 'getAsStream')
			.mockImplementation(async (id: string, chunkSize?: number) => {
				const stream = await getAsStream(id, chunkSize);
				streams.push(stream);
				return stream;
			});
		const asBuffer = jest.spyOn(service, 'getAsBuffer');
		return { streams, asStream, asBuffer };
	}

	async function upload(stored: IBinaryData, parameters: Record<string, unknown> = {}) {
		return await run(
			sim,
			{ ...base, ...parameters },
			{ items: [{ json: {}, binary: { data: stored } }], credentials: { mediaUrl: recorder.url } },
		);
	}

	it('sends the exact bytes, with Content-Type, GA-Filename and Content-Length, from a stream', async () => {
		const stored = await storeFile(BYTES, 'clip.mp4', 'video/mp4');
		expect(stored.id).toMatch(/^filesystem/);
		const reads = watchReads();

		const result = await upload(stored);

		expect(result.error).toBeUndefined();
		expect(reads.asBuffer).not.toHaveBeenCalled();
		expect(reads.asStream).toHaveBeenCalledTimes(1);
		expect(recorder.seen).toHaveLength(1);
		const [request] = recorder.seen;
		expect(request.headers['content-length']).toBe(String(BYTES.length));
		expect(request.headers['transfer-encoding']).toBeUndefined();
		expect(request.headers['content-type']).toBe('video/mp4');
		expect(request.headers['ga-filename']).toBe('clip.mp4');
		expect(request.body.equals(BYTES)).toBe(true);

		const file = await downloaded(String(result.items[0].json.urlFile));
		expect(file.type).toBe('video/mp4');
		expect(file.bytes.equals(BYTES)).toBe(true);
		expect(reads.streams[0].destroyed).toBe(true);
		expect(runText(result)).not.toContain(TOKEN);
	});

	it('sends the complete file again when the service answers 429 and the upload is repeated', async () => {
		const stored = await storeFile(BYTES, 'again.bin', 'application/octet-stream');
		sim.control.fail('uploadFile', { times: 1, status: 429 });
		const reads = watchReads();

		const result = await upload(stored, { additionalFields: { fileName: 'renamed.bin' } });

		expect(result.error).toBeUndefined();
		expect(requestsOf(sim).map(({ status, body }) => ({ status, body }))).toEqual([
			{
				status: 429,
				body: { raw: { size: BYTES.length, contentType: 'application/octet-stream' } },
			},
			{
				status: 200,
				body: { raw: { size: BYTES.length, contentType: 'application/octet-stream' } },
			},
		]);
		expect(recorder.seen).toHaveLength(2);
		for (const request of recorder.seen) {
			expect(request.headers['content-length']).toBe(String(BYTES.length));
			expect(request.headers['ga-filename']).toBe('renamed.bin');
			expect(request.body.equals(BYTES)).toBe(true);
		}
		// One stream per attempt: the first one is spent.
		expect(reads.asStream).toHaveBeenCalledTimes(2);
		expect(reads.streams[0]).not.toBe(reads.streams[1]);
		expect(reads.asBuffer).not.toHaveBeenCalled();
		const file = await downloaded(String(result.items[0].json.urlFile));
		expect(file.bytes.equals(BYTES)).toBe(true);
	});

	it('refuses an empty stored file before any request, without opening it', async () => {
		const stored = await storeFile(Buffer.alloc(0), 'empty.txt', 'text/plain');
		const reads = watchReads();

		const result = await upload(stored);

		expect(result.error?.message).toBe('The file in binary field "data" is empty [item 0]');
		expect(reads.asStream).not.toHaveBeenCalled();
		expect(reads.asBuffer).not.toHaveBeenCalled();
		expect(recorder.seen).toEqual([]);
		expect(sim.control.requests()).toEqual([]);
	});

	it('refuses a stored file over 100 MB from its stored size, before any request', async () => {
		const stored = await storeFile(BYTES, 'huge.mp4', 'video/mp4');
		jest.spyOn(service, 'getMetadata').mockResolvedValue({
			fileName: 'huge.mp4',
			mimeType: 'video/mp4',
			fileSize: 100 * 1024 * 1024 + 1,
		});
		const reads = watchReads();

		const result = await upload(stored);

		expect(result.error?.message).toBe(
			'The file in binary field "data" is 100.0 MB; the service accepts at most 100 MB [item 0]',
		);
		expect(reads.asStream).not.toHaveBeenCalled();
		expect(reads.asBuffer).not.toHaveBeenCalled();
		expect(recorder.seen).toEqual([]);
		expect(sim.control.requests()).toEqual([]);
	});

	it('sends a file kept in the item (default mode) with its Content-Length as well', async () => {
		const result = await run(sim, base, {
			items: [fileItem(BYTES, 'inline.pdf', 'application/pdf')],
			credentials: { mediaUrl: recorder.url },
		});

		expect(result.error).toBeUndefined();
		expect(recorder.seen).toHaveLength(1);
		expect(recorder.seen[0].headers['content-length']).toBe(String(BYTES.length));
		expect(recorder.seen[0].headers['content-type']).toBe('application/pdf');
		expect(recorder.seen[0].body.equals(BYTES)).toBe(true);
	});
});

/*
 * Both ways a stored file goes out (Upload File's raw body, Send File's multipart part) must stop
 * reading storage when the call is cut short: the storage stream is destroyed, not read on into
 * memory (follow-redirects would keep every chunk for a replay) nor left open.
 */
describe('file uploads cut short by their deadline', () => {
	// The node built into dist/ is the one n8n-core runs here; its deadline table is shortened
	// for these tests only (no parameter or setting exposes it).
	const DEADLINE_MS = builtDeadlines();
	const saved = { ...DEADLINE_MS };
	let stall: Hostile;
	let mode: Awaited<ReturnType<typeof useFilesystemMode>>;
	const service = binaryDataService();

	beforeAll(async () => {
		mode = await useFilesystemMode();
		DEADLINE_MS.file = 800;
	});
	afterAll(() => {
		Object.assign(DEADLINE_MS, saved);
		mode.restore();
	});
	// A receiver per test, so each counts its own stalled request.
	beforeEach(async () => {
		stall = await startHostile('stall');
	});
	afterEach(async () => {
		jest.restoreAllMocks();
		await stall.close();
	});

	const sendFile = {
		resource: 'message',
		operation: 'sendFile',
		chatId: '79001234567@c.us',
		binaryPropertyName: 'data',
	};
	it.each([
		['uploadFile', base],
		['sendFileByUpload', sendFile],
	])(
		'%s closes the storage stream of an upload the receiver never reads',
		async (method, parameters) => {
			// More than the socket buffers of a loopback connection hold, so the file cannot all be
			// written before the deadline: Linux grows a receive buffer up to tcp_rmem's maximum
			// (32 MiB on these machines) and a send buffer up to tcp_wmem's (4 MiB); a 32 MiB file
			// fitted now and then. Still under the service's 100 MB.
			const BIG = pattern(80 * 1024 * 1024);
			const stored = await storeFile(BIG, 'big.bin', 'application/octet-stream');
			const streams: Readable[] = [];
			const getAsStream = service.getAsStream.bind(service);
			jest
				.spyOn(service, 'getAsStream')
				.mockImplementation(async (id: string, chunkSize?: number) => {
					const stream = await getAsStream(id, chunkSize);
					streams.push(stream);
					return stream;
				});
			const fake = { url: '', mediaUrl: '', instance: { idInstance: '', apiTokenInstance: TOKEN } };

			const result = await run(fake as unknown as Simulator, parameters, {
				items: [{ json: {}, binary: { data: stored } }],
				credentials: { apiUrl: stall.url, mediaUrl: stall.url, idInstance: '1101000778' },
			});

			expect(result.error?.message).toBe(
				`Green API did not answer ${method} within 0.8 s [item 0]`,
			);
			expect(stall.requests).toHaveLength(1);
			expect(streams).toHaveLength(1);
			// Not read to its end (the receiver took only what fits in the socket buffers), yet closed.
			expect(streams[0].readableEnded).toBe(false);
			expect(streams[0].destroyed).toBe(true);
			// And the upload stopped: read on, the receiver finds the connection closed. Had the upload
			// gone on, it would get the rest of the body and wait for an answer (the test times out).
			stall.release();
			await stall.hungUp;
			expect(runText(result)).not.toContain(TOKEN);
		},
	);
});
