'use strict';
// The files of messages as each messenger's storage serves them, an expired link and downloadFile
// forming a new one; sendTyping as each messenger's page documents it.
const { asIncoming, boot, bootPerTest } = require('./helpers');

/** @typedef {import('../../simulator/index.js').Messenger} Messenger */

/** @param {import('../../simulator/index.js').Notification} notification */
const fileOf = (notification) => asIncoming(notification).messageData.fileMessageData;

/** @type {import('../../simulator/index.js').IncomingType[]} */
const KINDS = ['imageMessage', 'videoMessage', 'audioMessage', 'documentMessage', 'stickerMessage'];
/** The file links of each messenger's notifications (their notification and DownloadFile pages). */
const LINKS = {
	whatsapp: /^http:\/\/127\.0\.0\.1:\d+\/sw-media-1101\/110100000001\/[0-9a-f-]{36}\.\w+$/,
	max: /^http:\/\/127\.0\.0\.1:\d+\/sw-media-3100\/3100000001\/[0-9a-f-]{36}\.\w+$/,
	telegram: /^http:\/\/127\.0\.0\.1:\d+\/download\/4100\/[0-9a-f-]{36}\.\w+$/,
};

describe.each(/** @type {Messenger[]} */ (Object.keys(LINKS)))('%s file links', (messenger) => {
	const start = bootPerTest();

	test.each(KINDS)('%s: a link of the storage’s shape, served byte-exact', async (typeMessage) => {
		const t = await start({ messenger });
		const chatId = messenger === 'whatsapp' ? t.ids.alice : '10000001';
		const body = Buffer.from(`${typeMessage} bytes \u0000\u00ff`, 'latin1');
		const sent = t.control.injectIncoming({ chatId, typeMessage, data: { body } });
		const { downloadUrl, fileName, mimeType } = fileOf(sent);
		expect(downloadUrl).toMatch(LINKS[messenger]);
		if (typeMessage !== 'documentMessage') expect(downloadUrl.endsWith(`/${fileName}`)).toBe(true);
		const head = await fetch(downloadUrl, { method: 'HEAD' });
		expect([head.status, head.headers.get('content-length')]).toEqual([200, String(body.length)]);
		const got = await fetch(downloadUrl);
		expect(got.headers.get('content-type')).toBe(mimeType);
		expect(Buffer.from(await got.arrayBuffer())).toEqual(body);
		expect(t.control.requests()).toEqual([]);
	});

	test('an expired link answers 404; downloadFile forms a new one for the same bytes', async () => {
		const t = await start({ messenger });
		const chatId = messenger === 'whatsapp' ? t.ids.alice : '10000001';
		const body = Buffer.from('OggS a voice note');
		const n = t.control.injectIncoming({ chatId, typeMessage: 'audioMessage', data: { body } });
		const old = fileOf(n).downloadUrl;
		t.control.expireFile(old);
		const gone = await fetch(old);
		expect([gone.status, await gone.text()]).toEqual([
			404,
			expect.stringContaining('<Code>NoSuchKey</Code>'),
		]);
		const fresh = await t.call('downloadFile', { body: { chatId, idMessage: n.idMessage } });
		expect(fresh.json.downloadUrl).toMatch(LINKS[messenger]);
		expect(fresh.json.downloadUrl).not.toBe(old);
		expect(Buffer.from(await (await fetch(fresh.json.downloadUrl)).arrayBuffer())).toEqual(body);
		expect(t.control.history(chatId)[0].downloadUrl).toBe(fresh.json.downloadUrl);
		const again = await t.call('downloadFile', { body: { chatId, idMessage: n.idMessage } });
		expect(again.json.downloadUrl).toBe(fresh.json.downloadUrl);
	});
});

describe('expireFile', () => {
	const start = bootPerTest();

	test('refuses a link that is no message file; works over HTTP', async () => {
		const t = await start();
		expect(() => t.control.expireFile(`${t.sim.url}/files/voice.mp3`)).toThrow(
			'expireFile: no message file is served at',
		);
		const n = t.control.injectIncoming({ chatId: t.ids.alice, typeMessage: 'imageMessage' });
		const { downloadUrl } = fileOf(n);
		const r = await fetch(`${t.sim.url}/__control/expire-file`, {
			method: 'POST',
			body: JSON.stringify({ downloadUrl }),
		});
		expect(await r.json()).toEqual({ ok: true });
		expect((await fetch(downloadUrl)).status).toBe(404);
	});
});

describe('sendTyping (methods-2026 typing page per messenger)', () => {
	let t;
	afterEach(() => t.sim.close());

	const typing = (body) => t.call('sendTyping', { body });
	const message = (r) => r.json?.message;

	test('WhatsApp: typingTime optional, only "recording" as a type, an empty 200', async () => {
		t = await boot();
		const bare = await typing({ chatId: t.ids.alice });
		expect([bare.status, bare.text]).toEqual([200, '']);
		expect((await typing({ chatId: t.ids.alice, typingType: 'recording' })).status).toBe(200);
		expect(message(await typing({ chatId: t.ids.alice, typingType: 'video' }))).toBe(
			`Validation failed. Details: 'typingType' must be one of [recording]`,
		);
		expect(message(await typing({ chatId: t.ids.alice, typingTime: 999 }))).toBe(
			`Validation failed. Details: 'typingTime' must be larger than or equal to 1000`,
		);
		expect(message(await typing({ chatId: t.ids.alice, typingTime: 20001 }))).toBe(
			`Validation failed. Details: 'typingTime' must be less than or equal to 20000`,
		);
		expect(message(await typing({ chatId: t.ids.alice, typingTime: '5s' }))).toBe(
			`Validation failed. Details: 'typingTime' must be a number`,
		);
	});

	test.each(
		/** @type {Array<[Messenger, string[], string]>} */ ([
			['max', ['text', 'recording', 'video', 'image'], 'record_voice_note'],
			['telegram', ['text', 'record_voice_note', 'choose_contact'], 'recording'],
		]),
	)('%s: typingTime required, its own types', async (messenger, types, foreign) => {
		t = await boot({ messenger });
		expect(message(await typing({ chatId: '10000001' }))).toBe(
			`Validation failed. Details: 'typingTime' is required`,
		);
		for (const typingType of types) {
			const r = await typing({ chatId: '10000001', typingTime: 1000, typingType });
			expect([typingType, r.status, r.text]).toEqual([typingType, 200, '']);
		}
		expect(
			message(await typing({ chatId: '10000001', typingTime: 1000, typingType: foreign })),
		).toMatch(/^Validation failed\. Details: 'typingType' must be one of \[text, /);
	});
});
