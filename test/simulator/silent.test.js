'use strict';
const { boot } = require('./helpers');

describe('silent outcomes: 200 with an id, nothing sent, the log says why', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
	});
	afterEach(() => t.sim.close());

	const lastNote = () => t.control.requests().pop()?.note;

	test('sendMessage quoting an unknown id (or a message of another chat) sends nothing', async () => {
		t.control.injectIncoming({ chatId: t.ids.bob, text: 'in bob chat' });
		const [bobMsg] = t.control.history(t.ids.bob);
		for (const quotedMessageId of ['BAE5000000000000', bobMsg.idMessage]) {
			const r = await t.call('sendMessage', {
				body: { chatId: t.ids.alice, message: 'reply', quotedMessageId },
			});
			expect(r.status).toBe(200);
			expect(r.json.idMessage).toMatch(/^BAE5[0-9A-F]{12}$/);
			expect(lastNote()).toBe('not sent: unknown quotedMessageId');
		}
		t.control.advance(5000);
		expect(t.control.history(t.ids.alice)).toEqual([]);
	});

	test('sendMessage quoting a known message of the same chat is sent as a quote', async () => {
		t.control.injectIncoming({ chatId: t.ids.alice, text: 'question' });
		const [q] = t.control.history(t.ids.alice);
		const r = await t.call('sendMessage', {
			body: { chatId: t.ids.alice, message: 'answer', quotedMessageId: q.idMessage },
		});
		expect(t.control.requests().pop()?.note).toBeUndefined();
		t.control.advance(500);
		const [sent] = t.control.history(t.ids.alice);
		expect(sent).toMatchObject({
			idMessage: r.json.idMessage,
			typeMessage: 'quotedMessage',
			textMessage: 'answer',
			extendedTextMessage: { text: 'answer', stanzaId: q.idMessage, participant: t.ids.alice },
			quotedMessage: {
				stanzaId: q.idMessage,
				participant: t.ids.alice,
				typeMessage: 'textMessage',
				textMessage: 'question',
			},
		});
	});

	test('sendContact quoting an unknown id sends nothing', async () => {
		const body = {
			chatId: t.ids.alice,
			contact: { phoneContact: 79001234567, company: 'ACME' },
			quotedMessageId: 'NOPE',
		};
		const r = await t.call('sendContact', { body });
		expect(r.status).toBe(200);
		expect(lastNote()).toBe('not sent: unknown quotedMessageId');
		t.control.advance(5000);
		expect(t.control.history(t.ids.alice)).toEqual([]);
	});

	test('forwardMessages with ids not in chatIdFrom sends nothing for them', async () => {
		t.control.injectIncoming({ chatId: t.ids.alice, text: 'keep' });
		const [known] = t.control.history(t.ids.alice);
		const r = await t.call('forwardMessages', {
			body: { chatId: t.ids.bob, chatIdFrom: t.ids.carol, messages: [known.idMessage] },
		});
		expect(r.status).toBe(200);
		expect(r.json.messages).toHaveLength(1);
		expect(lastNote()).toBe(`not sent: unknown forwarded ids ${known.idMessage}`);
		t.control.advance(5000);
		expect(t.control.history(t.ids.bob)).toEqual([]);
	});

	test('sendVoiceStatus with a download link (application/octet-stream) is not published', async () => {
		const r = await t.call('sendVoiceStatus', {
			body: { urlFile: `${t.sim.url}/files/download.mp3`, fileName: 'download.mp3' },
		});
		expect(r.status).toBe(200);
		expect(r.json.idMessage).toMatch(/^BAE5/);
		expect(lastNote()).toBe('not published: urlFile is application/octet-stream');
		t.control.advance(5000);
		expect((await t.call('getOutgoingStatuses')).json).toEqual([]);
		expect(t.control.statuses()).toEqual([]);
	});

	test('sendVoiceStatus with an unreachable urlFile is not published', async () => {
		const r = await t.call('sendVoiceStatus', {
			body: { urlFile: `${t.sim.url}/files/missing.mp3`, fileName: 'missing.mp3' },
		});
		expect(r.status).toBe(200);
		expect(lastNote()).toBe('not published: urlFile unreachable (HTTP 404)');
		t.control.advance(5000);
		expect(t.control.statuses()).toEqual([]);
	});

	test('sendVoiceStatus with a direct link is published in getOutgoingStatuses', async () => {
		const urlFile = `${t.sim.url}/files/voice.mp3`;
		const r = await t.call('sendVoiceStatus', {
			body: { urlFile, fileName: 'voice.mp3', participants: [t.ids.alice] },
		});
		expect(lastNote()).toBeUndefined();
		expect((await t.call('showMessagesQueue')).json).toEqual([
			{
				messageID: r.json.idMessage,
				type: 'sendVoiceStatus',
				body: { urlFile, fileName: 'voice.mp3', participants: [t.ids.alice] },
			},
		]);
		t.control.advance(500);
		const statuses = await t.call('getOutgoingStatuses');
		expect(statuses.json).toEqual([
			{
				type: 'outgoing',
				idMessage: r.json.idMessage,
				timestamp: Math.floor(t.clock.now() / 1000),
				statusMessage: 'sent',
				sendByApi: true,
				typeMessage: 'audioMessage',
				chatId: t.sim.instance.wid,
				participants: [t.ids.alice],
				downloadUrl: urlFile,
				fileName: 'voice.mp3',
				mimeType: 'audio/mpeg',
			},
		]);
	});

	test('getOutgoingStatuses: the minutes window (default 1440) and 30-day retention', async () => {
		await t.call('sendTextStatus', { body: { message: 'hello status' } });
		t.control.advance(500);
		t.control.advance(2 * 3600 * 1000);
		expect((await t.call('getOutgoingStatuses', { query: { minutes: '60' } })).json).toEqual([]);
		expect((await t.call('getOutgoingStatuses', { query: { minutes: '180' } })).json).toHaveLength(
			1,
		);
		t.control.advance(24 * 3600 * 1000);
		expect((await t.call('getOutgoingStatuses')).json).toEqual([]);
		expect(t.control.statuses()).toHaveLength(1);
		t.control.advance(27 * 24 * 3600 * 1000);
		expect(t.control.statuses()).toHaveLength(1);
		t.control.advance(2 * 24 * 3600 * 1000);
		expect(t.control.statuses()).toEqual([]);
		const bad = await t.call('getOutgoingStatuses', { query: { minutes: 'abc' } });
		expect([bad.status, bad.json.message]).toEqual([
			400,
			`Validation failed. Details: 'minutes' must be a number`,
		]);
	});
});
