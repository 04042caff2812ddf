import axios from 'axios';

import type { Simulator } from '../../../simulator';
import { expectRefused, fileItem, requestsOf, run, runText, startSim, TOKEN } from './sim';

let sim: Simulator;
beforeAll(async () => {
	sim = await startSim();
});
afterAll(async () => await sim.close());
beforeEach(() => sim.control.resetRequests());

const BYTES = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 13 + 5) % 256));
const base = { resource: 'message', operation: 'uploadFile', binaryPropertyName: 'data' };

async function stored(url: string): Promise<{ bytes: Buffer; type: string }> {
	const response = await axios.get<ArrayBuffer>(url, { responseType: 'arraybuffer' });
	return { bytes: Buffer.from(response.data), type: String(response.headers['content-type']) };
}

describe('message → uploadFile (raw body)', () => {
	it('posts the raw bytes with their Content-Type and GA-Filename to the media host and returns urlFile', async () => {
		const result = await run(sim, base, {
			items: [fileItem(BYTES, 'scan.pdf', 'application/pdf')],
		});
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		const { urlFile } = result.items[0].json as { urlFile: string };
		expect(Object.keys(result.items[0].json)).toEqual(['urlFile']);
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'POST',
				path: `/waInstance${sim.instance.idInstance}/uploadFile/{token}`,
				host: 'media',
				query: {},
				body: { raw: { size: BYTES.length, contentType: 'application/pdf' } },
				status: 200,
			},
		]);
		// The simulator stores the upload under the GA-Filename it received.
		expect(decodeURIComponent(urlFile)).toMatch(/\/scan\.pdf$/);
		const file = await stored(urlFile);
		expect(file.type).toBe('application/pdf');
		expect(file.bytes.equals(BYTES)).toBe(true);
		expect(runText(result)).not.toContain(TOKEN);
	});

	it('sends a non-ASCII File Name percent-encoded, which arrives intact', async () => {
		const { items, error } = await run(
			sim,
			{ ...base, additionalFields: { fileName: 'Счёт №5.pdf' } },
			{ items: [fileItem(BYTES, 'x.bin', 'application/pdf')] },
		);
		expect(error).toBeUndefined();
		expect(decodeURIComponent(String(items[0].json.urlFile))).toMatch(/\/Счёт №5\.pdf$/);
	});

	it('refuses an item without the binary field', async () => {
		await expectRefused(
			sim,
			base,
			"This operation expects the node's input data to contain a binary file 'data'",
			'previous node outputs a binary file',
			[{ json: {} }],
		);
	});

	it('refuses an empty file', async () => {
		await expectRefused(
			sim,
			base,
			'The file in binary field "data" is empty',
			'Pass a file with content',
			[fileItem(Buffer.alloc(0), 'a.pdf', 'application/pdf')],
		);
	});
});
