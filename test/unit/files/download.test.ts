import { mockDeep } from 'jest-mock-extended';
import type { IBinaryData, IExecuteFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { Readable } from '../../helpers/builtins';
import { TEST_NODE } from '../../helpers/context';
import { downloadMessageFile, FileTooLargeError } from '../../../nodes/GreenApi/files/download';
import { apiRequest } from '../../../nodes/GreenApi/transport';

// downloadFile's answer is scripted here; what is under test is which link is fetched and what
// reaches n8n's binary helpers.
jest.mock('../../../nodes/GreenApi/transport', () => ({
	...jest.requireActual('../../../nodes/GreenApi/transport'),
	apiRequest: jest.fn(),
}));

const NOTIFIED = 'https://sw-media-1101.storage.example/1101000001/a1.oga';
const FRESH = 'https://sw-media-1101.storage.example/1101000001/b2.oga';
const MESSAGE = { chatId: '79001234561@c.us', idMessage: 'BAE5F4886F6F2D05' };

interface Answer {
	status: number;
	bytes?: Buffer;
	length?: number;
}

/** A context whose file host answers each link as `answers` says; prepareBinaryData reads the stream. */
function context(answers: Record<string, Answer>) {
	const ctx = mockDeep<IExecuteFunctions>();
	ctx.getNode.mockReturnValue(TEST_NODE);
	jest.mocked(apiRequest).mockReset().mockResolvedValue({ downloadUrl: FRESH });
	const bodies: InstanceType<typeof Readable>[] = [];
	ctx.helpers.httpRequest.mockImplementation(async (options: IHttpRequestOptions) => {
		const answer = answers[String(options.url)] ?? { status: 404 };
		const body = Readable.from([answer.bytes ?? Buffer.from('gone')]);
		bodies.push(body);
		const headers: Record<string, string> = { 'content-type': 'audio/ogg' };
		if (answer.length !== undefined) headers['content-length'] = String(answer.length);
		return { statusCode: answer.status, headers, body };
	});
	ctx.helpers.prepareBinaryData.mockImplementation(async (content, fileName, mimeType) => {
		const chunks: Buffer[] = [];
		if (Buffer.isBuffer(content)) chunks.push(content);
		else for await (const chunk of content) chunks.push(chunk as Buffer);
		const data = Buffer.concat(chunks).toString('base64');
		return { data, fileName, mimeType: mimeType ?? 'text/plain' } as IBinaryData;
	});
	return { ctx, bodies };
}

const VOICE = Buffer.from('OggS voice note bytes');

describe('a message’s file, from its notification’s link or from downloadFile', () => {
	it('takes the notification’s link and asks the service for nothing', async () => {
		const { ctx } = context({ [NOTIFIED]: { status: 200, bytes: VOICE, length: VOICE.length } });
		const file = await downloadMessageFile(ctx, {
			...MESSAGE,
			link: NOTIFIED,
			fileName: 'a1.oga',
			mimeType: 'audio/ogg; codecs=opus',
		});
		expect(file).toMatchObject({
			link: 'notification',
			downloadUrl: NOTIFIED,
			fileName: 'a1.oga',
			fileSize: VOICE.length,
		});
		expect(Buffer.from(file.binary.data, 'base64').equals(VOICE)).toBe(true);
		expect(file.binary.mimeType).toBe('audio/ogg; codecs=opus');
		expect(apiRequest).not.toHaveBeenCalled();
	});

	it.each([403, 404, 410])(
		'asks downloadFile for a fresh link when the storage answers %i',
		async (status) => {
			const { ctx, bodies } = context({
				[NOTIFIED]: { status },
				[FRESH]: { status: 200, bytes: VOICE },
			});
			const file = await downloadMessageFile(ctx, { ...MESSAGE, link: NOTIFIED });
			expect(file).toMatchObject({ link: 'downloadFile', downloadUrl: FRESH, fileName: 'b2.oga' });
			expect(Buffer.from(file.binary.data, 'base64').equals(VOICE)).toBe(true);
			expect(bodies[0].destroyed).toBe(true);
			expect(apiRequest).toHaveBeenCalledWith('downloadFile', {
				body: MESSAGE,
				itemIndex: undefined,
				deadlineMs: expect.any(Number),
			});
		},
	);

	it('does not ask downloadFile again when the storage fails with 5xx: that is no expired link', async () => {
		const { ctx } = context({ [NOTIFIED]: { status: 503 } });
		await expect(downloadMessageFile(ctx, { ...MESSAGE, link: NOTIFIED })).rejects.toThrow(
			'The file storage answered HTTP 503 for the download link',
		);
		expect(apiRequest).not.toHaveBeenCalled();
	});

	it('refuses a file the storage announces as larger than the limit, before reading it', async () => {
		const { ctx, bodies } = context({ [NOTIFIED]: { status: 200, bytes: VOICE, length: 3000 } });
		const download = downloadMessageFile(ctx, { ...MESSAGE, link: NOTIFIED }, { maxBytes: 2048 });
		await expect(download).rejects.toBeInstanceOf(FileTooLargeError);
		await expect(download).rejects.toThrow('The file is 2.9 KB, over the 2.0 KB limit');
		expect(ctx.helpers.prepareBinaryData).not.toHaveBeenCalled();
		expect(bodies[0].destroyed).toBe(true);
	});

	it('stops a file of unannounced size as soon as it passes the limit', async () => {
		const big = Buffer.alloc(3 * 1024 * 1024, 1);
		const { ctx } = context({ [NOTIFIED]: { status: 200, bytes: big } });
		const download = downloadMessageFile(
			ctx,
			{ ...MESSAGE, link: NOTIFIED },
			{ maxBytes: 2 * 1024 * 1024 },
		);
		await expect(download).rejects.toBeInstanceOf(FileTooLargeError);
		await expect(download).rejects.toThrow('The file is more than 2.0 MB, over the 2.0 MB limit');
	});

	it('keeps a file of unannounced size within the limit byte for byte', async () => {
		const { ctx } = context({ [NOTIFIED]: { status: 200, bytes: VOICE } });
		const file = await downloadMessageFile(
			ctx,
			{ ...MESSAGE, link: NOTIFIED },
			{ maxBytes: VOICE.length },
		);
		expect(Buffer.from(file.binary.data, 'base64').equals(VOICE)).toBe(true);
	});

	it('ends a transfer that outlasts its deadline and says how long it waited', async () => {
		const { ctx, bodies } = context({ [NOTIFIED]: { status: 200, bytes: VOICE } });
		ctx.helpers.prepareBinaryData.mockImplementation(() => new Promise(() => {}));
		await expect(
			downloadMessageFile(ctx, { ...MESSAGE, link: NOTIFIED }, { deadlineMs: 50 }),
		).rejects.toThrow('The file was not downloaded within 0.1 s');
		expect(bodies[0].destroyed).toBe(true);
	});
});
