import { fixtures } from '../../../simulator';
import {
	readStored,
	storeFile,
	useFilesystemMode,
	watchReads,
	type StoredStream,
} from '../../harness/binaryMode';
import { pattern } from '../../helpers/bytes';
import { startHostile, type Hostile } from '../../helpers/hostile';
import {
	ALICE,
	expectNoToken,
	fetchFile,
	parametersOf,
	run,
	runAt,
	useDeadlines,
	useSimulator,
} from '../setup';

const { group } = fixtures.ids;
const base = parametersOf('message', 'uploadFile', { binaryPropertyName: 'data' });

// n8n-core in filesystem mode, for every test of this file.
const mode = useFilesystemMode();

describe('binary data in filesystem mode', () => {
	const sim = useSimulator();

	// Starting as a JPEG does (FF D8 FF), which Set Picture checks for.
	const BYTES = Buffer.from(
		Array.from({ length: 4096 }, (_, index) =>
			index < 3 ? [0xff, 0xd8, 0xff][index] : (index * 17 + 11) % 256,
		),
	);

	it('runs with n8n-core in filesystem mode', () => {
		expect(mode.mode()).toBe('filesystem-v2');
	});

	it.each([
		[
			'message sendFile',
			{ resource: 'message', operation: 'sendFile', chatId: ALICE },
			'urlFile',
			'application/pdf',
		],
		[
			'message uploadFile',
			{ resource: 'message', operation: 'uploadFile' },
			'urlFile',
			'application/pdf',
		],
		[
			'group setPicture',
			{ resource: 'group', operation: 'setPicture', groupId: group },
			'urlAvatar',
			'image/jpeg',
		],
	])(
		'%s sends the bytes of a file that only exists on disk (the item holds an id, no bytes)',
		async (_name, parameters, link, mimeType) => {
			const stored = await storeFile(BYTES, 'disk.jpg', mimeType);
			expect(stored.id).toMatch(/^filesystem/);
			expect(stored.data).not.toBe(BYTES.toString('base64'));

			const { items, error } = await run(
				sim,
				{ binaryPropertyName: 'data', ...parameters },
				{ items: [{ json: {}, binary: { data: stored } }] },
			);
			expect(error).toBeUndefined();
			expect((await fetchFile(String(items[0].json[link]))).bytes.equals(BYTES)).toBe(true);
		},
	);

	it('download stores the file on disk and the output item references it', async () => {
		sim.control.injectIncoming({
			chatId: ALICE,
			typeMessage: 'documentMessage',
			idMessage: 'BAE5F5F5F5F50001',
			data: { fileName: 'scan.pdf', mimeType: 'application/pdf', body: BYTES },
		});
		const { items, error } = await run(sim, {
			resource: 'message',
			operation: 'download',
			chatId: ALICE,
			messageId: 'BAE5F5F5F5F50001',
			binaryPropertyName: 'data',
		});
		expect(error).toBeUndefined();
		const binary = items[0].binary?.data;
		expect(binary?.id).toMatch(/^filesystem/);
		// The storage names a file by its link (<uuid>.pdf), as the service's storage does.
		expect(binary).toMatchObject({
			fileName: String(items[0].json.downloadUrl).split('/').pop(),
			mimeType: 'application/pdf',
		});
		expect((await readStored(binary!)).equals(BYTES)).toBe(true);
	});
});

/*
 * Both ways a stored file goes out (Upload File's raw body, Send File's multipart part) must stop
 * reading storage when the call is cut short: the storage stream is destroyed, not read on into
 * memory (follow-redirects would keep every chunk for a replay) nor left open.
 */
describe('file uploads cut short by their deadline', () => {
	useDeadlines({ file: 800 });
	let stall: Hostile;
	// A receiver per test, so each counts its own stalled request.
	beforeEach(async () => {
		stall = await startHostile('stall');
	});
	afterEach(async () => {
		jest.restoreAllMocks();
		await stall.close();
	});

	const sendFile = parametersOf('message', 'sendFile', {
		chatId: ALICE,
		binaryPropertyName: 'data',
	});
	it.each([
		['uploadFile', base()],
		['sendFileByUpload', sendFile()],
	])(
		'%s closes the storage stream of an upload the receiver never reads',
		async (method, parameters) => {
			// More than the socket buffers of a loopback connection hold, so the file cannot all be
			// written before the deadline: Linux grows a receive buffer up to tcp_rmem's maximum
			// (32 MiB on these machines) and a send buffer up to tcp_wmem's (4 MiB). Still under the
			// service's 100 MB.
			const BIG = pattern(80 * 1024 * 1024);
			const stored = await storeFile(BIG, 'big.bin', 'application/octet-stream');
			const { streams } = watchReads();
			const result = await runAt(stall.url, parameters, {
				items: [{ json: {}, binary: { data: stored } }],
				credentials: { idInstance: '1101000778' },
			});

			expect(result.error?.message).toBe(
				`Green API did not answer ${method} within 0.8 s [item 0]`,
			);
			expect(stall.requests).toHaveLength(1);
			expect(streams).toHaveLength(1);
			expect(streams[0].destroyed).toBe(true);
			// And the upload stopped: read on, the receiver finds the connection closed. Had the upload
			// gone on, it would get the rest of the body and wait for an answer (the test times out).
			stall.release();
			await stall.hungUp;
			// Storage was read no further than the connection took: what the receiver finds in the
			// socket buffers, but for a few chunks on their way. How much a stalled loopback
			// connection buffers depends on the kernel (up to tcp_rmem's and tcp_wmem's maximum), so
			// the bytes read are compared with the bytes that arrived, not with the file's size.
			const { bytesRead } = streams[0] as StoredStream & { bytesRead: number };
			expect(bytesRead).toBeGreaterThan(0);
			expect(bytesRead - stall.received()).toBeLessThan(4 * 1024 * 1024);
			expectNoToken(result);
		},
	);
});
