'use strict';
const zlib = require('zlib');
const { asIncoming, boot } = require('./helpers');

describe('file messages', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
	});
	afterEach(() => t.sim.close());

	test('sendFileByUrl queues a sendFileByUrl item and sends a file message typed by extension', async () => {
		const body = {
			chatId: t.ids.alice,
			urlFile: 'https://example.invalid/pic.jpg',
			fileName: 'pic.jpg',
			caption: 'look',
		};
		const r = await t.call('sendFileByUrl', { body });
		expect(r.json).toEqual({ idMessage: expect.stringMatching(/^BAE5/) });
		expect(t.control.queue()).toEqual([
			{ messageID: r.json.idMessage, type: 'sendFileByUrl', body },
		]);
		t.control.advance(500);
		expect(t.control.history(t.ids.alice)[0]).toMatchObject({
			typeMessage: 'imageMessage',
			downloadUrl: body.urlFile,
			caption: 'look',
			fileName: 'pic.jpg',
			mimeType: 'image/jpeg',
			jpegThumbnail: '',
		});
		const missing = await t.call('sendFileByUrl', {
			body: { chatId: t.ids.alice, urlFile: 'https://x.invalid/a.pdf' },
		});
		expect(missing.json.message).toBe(`Validation failed. Details: 'fileName' is required`);
		const badUrl = await t.call('sendFileByUrl', {
			body: { chatId: t.ids.alice, urlFile: 'nope', fileName: 'a.pdf' },
		});
		expect(badUrl.json.message).toBe(`Validation failed. Details: 'urlFile' must be a valid uri`);
	});

	test('sendFileByUpload (multipart, media host) stores the file byte-exact and answers idMessage and urlFile', async () => {
		const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0d, 0x0a, 0x2d, 0x2d]);
		const form = new FormData();
		form.append('chatId', t.ids.bob);
		form.append('caption', 'invoice');
		form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'invoice 1.pdf');
		const r = await t.call('sendFileByUpload', { base: t.sim.mediaUrl, body: form });
		expect(r.status).toBe(200);
		expect(r.json).toEqual({
			idMessage: expect.stringMatching(/^BAE5/),
			urlFile: expect.stringContaining('/files/'),
		});
		const file = await fetch(r.json.urlFile);
		expect(file.headers.get('content-type')).toBe('application/pdf');
		expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
		const [entry] = t.control.requests();
		expect(entry).toMatchObject({
			host: 'media',
			method: 'sendFileByUpload',
			body: {
				multipart: {
					fields: { chatId: t.ids.bob, caption: 'invoice' },
					files: [
						{ field: 'file', fileName: 'invoice 1.pdf', contentType: 'application/pdf', size: 10 },
					],
				},
			},
		});
		expect(t.control.queue()).toEqual([
			{
				messageID: r.json.idMessage,
				type: 'sendFileByUrl',
				body: {
					chatId: t.ids.bob,
					caption: 'invoice',
					fileName: 'invoice 1.pdf',
					urlFile: r.json.urlFile,
				},
			},
		]);
		t.control.advance(500);
		expect(t.control.history(t.ids.bob)[0]).toMatchObject({
			typeMessage: 'documentMessage',
			downloadUrl: r.json.urlFile,
			fileName: 'invoice 1.pdf',
		});
		const noFile = new FormData();
		noFile.append('chatId', t.ids.bob);
		const bad = await t.call('sendFileByUpload', { base: t.sim.mediaUrl, body: noFile });
		expect([bad.status, bad.json.message]).toEqual([
			400,
			`Validation failed. Details: 'file' is required`,
		]);
	});

	test('uploadFile takes a raw body with Content-Type and GA-Filename', async () => {
		const bytes = zlib.deflateSync(Buffer.from('some image-ish bytes'));
		const r = await t.call('uploadFile', {
			base: t.sim.mediaUrl,
			body: bytes,
			headers: { 'Content-Type': 'image/png', 'GA-Filename': 'pic.png' },
		});
		expect(r.json).toEqual({ urlFile: expect.stringMatching(/\/files\/[0-9a-f]{16}\/pic\.png$/) });
		const file = await fetch(r.json.urlFile);
		expect(file.headers.get('content-type')).toBe('image/png');
		expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
		expect(t.control.requests()[0].body).toEqual({
			raw: { size: bytes.length, contentType: 'image/png' },
		});
		const empty = await t.call('uploadFile', {
			base: t.sim.mediaUrl,
			http: 'POST',
			headers: { 'Content-Type': 'image/png' },
		});
		expect(empty.status).toBe(400);
	});

	test('downloadFile of a file message in history answers a byte-exact downloadUrl', async () => {
		const n = asIncoming(
			t.control.injectIncoming({
				chatId: t.ids.alice,
				typeMessage: 'imageMessage',
				data: { body: Buffer.from('PIXELS'), mimeType: 'image/jpeg' },
			}),
		);
		const r = await t.call('downloadFile', {
			body: { chatId: t.ids.alice, idMessage: n.idMessage },
		});
		expect(r.json).toEqual({ downloadUrl: n.messageData.fileMessageData.downloadUrl });
		expect(await (await fetch(r.json.downloadUrl)).text()).toBe('PIXELS');
		t.control.injectIncoming({ chatId: t.ids.alice, text: 'plain', idMessage: 'TEXT1' });
		const notFile = await t.call('downloadFile', {
			body: { chatId: t.ids.alice, idMessage: 'TEXT1' },
		});
		expect([notFile.status, notFile.json.message]).toEqual([
			400,
			'Validation failed. Details: message has no file',
		]);
		const unknown = await t.call('downloadFile', {
			body: { chatId: t.ids.alice, idMessage: 'NOPE' },
		});
		expect(unknown.json.message).toBe('ID message notfound');
	});
});
