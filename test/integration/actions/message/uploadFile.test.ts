import type { IBinaryData, INodeParameters } from 'n8n-workflow';

import {
	binaryDataService,
	storeFile,
	useFilesystemMode,
	watchReads,
} from '../../../harness/binaryMode';
import { pattern } from '../../../helpers/bytes';
import { startRecorder, type Recorder } from '../../../helpers/recorder';
import {
	accepted,
	describeOperation,
	expectNoToken,
	fetchFile,
	fileItem,
	itRefuses,
	requestsOf,
	run,
} from '../../setup';

const BYTES = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 13 + 5) % 256));

const defaults = { binaryPropertyName: 'data' };

describeOperation('message', 'uploadFile', defaults, (sim, base) => {
	it('posts the raw bytes with their Content-Type and GA-Filename to the media host and returns urlFile', async () => {
		const result = await run(sim, base(), {
			items: [fileItem(BYTES, 'scan.pdf', 'application/pdf')],
		});
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		const { urlFile } = result.items[0].json as { urlFile: string };
		expect(Object.keys(result.items[0].json)).toEqual(['urlFile']);
		expect(requestsOf(sim)).toEqual([
			accepted(
				sim,
				'POST',
				'uploadFile',
				{ raw: { size: BYTES.length, contentType: 'application/pdf' } },
				{ host: 'media' },
			),
		]);
		// The simulator stores the upload under the GA-Filename it received.
		expect(decodeURIComponent(urlFile)).toMatch(/\/scan\.pdf$/);
		const file = await fetchFile(urlFile);
		expect(file.type).toBe('application/pdf');
		expect(file.bytes.equals(BYTES)).toBe(true);
		expectNoToken(result);
	});

	it('sends a non-ASCII File Name percent-encoded, which arrives intact', async () => {
		const { items, error } = await run(
			sim,
			base({ additionalFields: { fileName: 'Счёт №5.pdf' } }),
			{ items: [fileItem(BYTES, 'x.bin', 'application/pdf')] },
		);
		expect(error).toBeUndefined();
		expect(decodeURIComponent(String(items[0].json.urlFile))).toMatch(/\/Счёт №5\.pdf$/);
	});

	itRefuses(sim, [
		[
			'an item without the binary field',
			base(),
			"This operation expects the node's input data to contain a binary file 'data', but none was found",
			'previous node outputs a binary file',
			[{ json: {} }],
		],
		[
			'an empty file',
			base(),
			'The file in binary field "data" is empty',
			'Pass a file with content',
			[fileItem(Buffer.alloc(0), 'a.pdf', 'application/pdf')],
		],
	]);

	/*
	 * Upload File with the file in n8n's binary storage (filesystem mode): the bytes are streamed from
	 * storage while the request goes out, with their size as Content-Length, and every attempt sends
	 * the whole file again. A recorder between the node and the simulator's media host sees each
	 * request as it arrived: headers and body.
	 */

	describe('streaming a file from n8n binary storage (filesystem mode)', () => {
		useFilesystemMode();
		let recorder: Recorder;
		const service = binaryDataService();
		// Larger than one storage read (64 KiB), and of an odd size.
		const BYTES = pattern(300_007);

		beforeAll(async () => {
			recorder = await startRecorder(sim.mediaUrl);
		});
		afterAll(async () => await recorder.close());
		beforeEach(() => {
			recorder.seen.length = 0;
		});
		afterEach(() => jest.restoreAllMocks());

		async function upload(stored: IBinaryData, parameters: INodeParameters = {}) {
			return await run(sim, base(parameters), {
				items: [{ json: {}, binary: { data: stored } }],
				credentials: { mediaUrl: recorder.url },
			});
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

			const file = await fetchFile(String(result.items[0].json.urlFile));
			expect(file.type).toBe('video/mp4');
			expect(file.bytes.equals(BYTES)).toBe(true);
			expect(reads.streams[0].destroyed).toBe(true);
			expectNoToken(result);
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
			const file = await fetchFile(String(result.items[0].json.urlFile));
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
			const result = await run(sim, base(), {
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
});

describe('message → uploadFile: its notice', () => {
	it('says how long each messenger keeps the file', async () => {
		const { description } =
			await import('../../../../nodes/GreenApi/actions/message/uploadFile.operation');
		const notice = description.find((field) => field.name === 'uploadNotice');
		expect(notice?.displayName).toContain(
			'(urlFile, kept 15 days on WhatsApp, 15 days on MAX, 24 hours on Telegram)',
		);
	});
});
