import axios from 'axios';
import { readStored, storeFile, useFilesystemMode } from '../../harness/binaryMode';
import { ALICE, run, useSimulator } from '../setup';

describe('binary data in filesystem mode', () => {
	const sim = useSimulator();
	let mode: Awaited<ReturnType<typeof useFilesystemMode>>;
	beforeAll(async () => {
		mode = await useFilesystemMode();
	});
	afterAll(() => mode.restore());

	const BYTES = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 17 + 11) % 256));

	it('runs with n8n-core in filesystem mode', () => {
		expect(mode.mode).toBe('filesystem-v2');
	});

	it('sendFile reads a file that only exists on disk (the item holds an id, no bytes)', async () => {
		const stored = await storeFile(BYTES, 'disk.pdf', 'application/pdf');
		expect(stored.id).toMatch(/^filesystem/);
		expect(stored.data).not.toBe(BYTES.toString('base64'));

		const { items, error } = await run(
			sim,
			{ resource: 'message', operation: 'sendFile', chatId: ALICE, binaryPropertyName: 'data' },
			{ items: [{ json: {}, binary: { data: stored } }] },
		);
		expect(error).toBeUndefined();
		const uploaded = await axios.get<ArrayBuffer>(String(items[0].json.urlFile), {
			responseType: 'arraybuffer',
		});
		expect(Buffer.from(uploaded.data).equals(BYTES)).toBe(true);
	});

	it('uploadFile sends the bytes of a file on disk', async () => {
		const stored = await storeFile(BYTES, 'disk.bin', 'application/octet-stream');
		const { items, error } = await run(
			sim,
			{ resource: 'message', operation: 'uploadFile', binaryPropertyName: 'data' },
			{ items: [{ json: {}, binary: { data: stored } }] },
		);
		expect(error).toBeUndefined();
		const uploaded = await axios.get<ArrayBuffer>(String(items[0].json.urlFile), {
			responseType: 'arraybuffer',
		});
		expect(Buffer.from(uploaded.data).equals(BYTES)).toBe(true);
	});

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
		expect(binary).toMatchObject({ fileName: 'scan.pdf', mimeType: 'application/pdf' });
		expect((await readStored(binary!)).equals(BYTES)).toBe(true);
	});
});
