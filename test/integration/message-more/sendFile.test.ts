import axios from 'axios';

import type { Simulator } from '../../../simulator';
import { ALICE, expectRefused, fileItem, requestsOf, run, runText, startSim, TOKEN } from './sim';

let sim: Simulator;
beforeAll(async () => {
	sim = await startSim();
});
afterAll(async () => await sim.close());
beforeEach(() => sim.control.resetRequests());

/** Every byte value, so any text re-encoding on the way would show. */
const BYTES = Buffer.from(Array.from({ length: 1024 }, (_, index) => (index * 7) % 256));
const base = {
	resource: 'message',
	operation: 'sendFile',
	chatId: ALICE,
	binaryPropertyName: 'data',
};

async function fetchBytes(url: string): Promise<{ bytes: Buffer; type: string }> {
	const response = await axios.get<ArrayBuffer>(url, { responseType: 'arraybuffer' });
	return { bytes: Buffer.from(response.data), type: String(response.headers['content-type']) };
}

describe('message → sendFile (sendFileByUpload, multipart)', () => {
	it('uploads the binary field as multipart/form-data to the media host, byte for byte', async () => {
		const result = await run(
			sim,
			{ ...base, additionalFields: { caption: 'Фото отчёта' } },
			{ items: [fileItem(BYTES, 'photo.png', 'image/png')] },
		);
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		const { idMessage, urlFile } = result.items[0].json as { idMessage: string; urlFile: string };
		expect(idMessage).toMatch(/^BAE5[0-9A-F]{12}$/);
		expect(result.items[0].pairedItem).toEqual({ item: 0 });
		// The simulator parses the body as multipart only when the Content-Type says so with a boundary.
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/sendFileByUpload/{token}`,
				host: 'media',
				query: {},
				body: {
					multipart: {
						fields: { chatId: ALICE, fileName: 'photo.png', caption: 'Фото отчёта' },
						files: [
							{
								field: 'file',
								fileName: 'photo.png',
								contentType: 'image/png',
								size: BYTES.length,
							},
						],
					},
				},
				status: 200,
			},
		]);
		const stored = await fetchBytes(urlFile);
		expect(stored.type).toBe('image/png');
		expect(stored.bytes.equals(BYTES)).toBe(true);
		expect(runText(result)).not.toContain(TOKEN);
	});

	it('takes File Name from Additional Fields over the binary data’s name and leaves out empty fields', async () => {
		const { error } = await run(
			sim,
			{ ...base, additionalFields: { fileName: 'Отчёт 2026.pdf', quotedMessageId: ' ' } },
			{ items: [fileItem(BYTES, 'upload.bin', 'application/pdf')] },
		);
		expect(error).toBeUndefined();
		const body = sim.control.requests()[0].body as {
			multipart: { fields: Record<string, string>; files: Array<{ fileName: string }> };
		};
		expect(body.multipart.fields).toEqual({ chatId: ALICE, fileName: 'Отчёт 2026.pdf' });
		expect(body.multipart.files[0].fileName).toBe('Отчёт 2026.pdf');
	});

	it('sends the whole multipart body again when the service answers 429 (a form, not a one-shot stream)', async () => {
		sim.control.fail('sendFileByUpload', { status: 429, times: 1 });
		const { items, error } = await run(sim, base, {
			items: [fileItem(BYTES, 'retry.png', 'image/png')],
		});
		expect(error).toBeUndefined();
		const sizes = sim.control
			.requests()
			.map((entry) => [
				entry.status,
				(entry.body as { multipart?: { files: Array<{ size: number }> } }).multipart?.files[0].size,
			]);
		expect(sizes).toEqual([
			[429, BYTES.length],
			[200, BYTES.length],
		]);
		const stored = await fetchBytes(String(items[0].json.urlFile));
		expect(stored.bytes.equals(BYTES)).toBe(true);
	});

	it('reads the field named by Input Data Field Name', async () => {
		const { error } = await run(
			sim,
			{ ...base, binaryPropertyName: 'attachment' },
			{ items: [fileItem(BYTES, 'a.txt', 'text/plain', 'attachment')] },
		);
		expect(error).toBeUndefined();
		expect(sim.control.requests()).toHaveLength(1);
	});

	it('refuses an item without the binary field', async () => {
		await expectRefused(
			sim,
			base,
			"The item has no binary field 'data'",
			'matches a field in the binary input',
			[fileItem(BYTES, 'a.png', 'image/png', 'other')],
		);
	});

	it('refuses an empty file', async () => {
		await expectRefused(
			sim,
			base,
			'The file in binary field "data" is empty',
			'Pass a file with content',
			[fileItem(Buffer.alloc(0), 'a.png', 'image/png')],
		);
	});

	it('refuses a file without a name when File Name is not set', async () => {
		await expectRefused(
			sim,
			base,
			'The file in binary field "data" has no file name',
			'Set File Name under Additional Fields',
			[fileItem(BYTES, undefined, 'image/png')],
		);
	});

	it('refuses a file name without extension', async () => {
		await expectRefused(
			sim,
			{ ...base, additionalFields: { fileName: 'photo' } },
			'File Name "photo" needs an extension',
			'name the file e.g. report.pdf',
			[fileItem(BYTES, 'a.png', 'image/png')],
		);
	});

	it('refuses a caption over 20000 characters', async () => {
		await expectRefused(
			sim,
			{ ...base, additionalFields: { caption: 'x'.repeat(20001) } },
			'Caption is 20001 characters long',
			'Shorten Caption',
			[fileItem(BYTES, 'a.png', 'image/png')],
		);
	});

	it('refuses an empty Input Data Field Name', async () => {
		await expectRefused(
			sim,
			{ ...base, binaryPropertyName: ' ' },
			'Input Data Field Name is empty',
			'Enter the name of the binary field',
			[fileItem(BYTES, 'a.png', 'image/png')],
		);
	});
});
