'use strict';
const { boot, T0 } = require('./helpers');

describe('send queue, drain and chat history', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
	});
	afterEach(() => t.sim.close());

	const send = (message, chatId = t.ids.alice) =>
		t.call('sendMessage', { body: { chatId, message } });

	test('a send answers at once with a service-like id and is listed in the queue until it drains', async () => {
		const r = await send('hello');
		expect(r.status).toBe(200);
		expect(r.json).toEqual({ idMessage: expect.stringMatching(/^BAE5[0-9A-F]{12}$/) });
		const queue = await t.call('showMessagesQueue');
		expect(queue.json).toEqual([
			{
				messageID: r.json.idMessage,
				type: 'sendMessage',
				body: { chatId: t.ids.alice, message: 'hello' },
			},
		]);
		expect((await t.call('getChatHistory', { body: { chatId: t.ids.alice } })).json).toEqual([]);
		t.control.advance(499);
		expect(t.control.queue()).toHaveLength(1);
		t.control.advance(1);
		expect(t.control.queue()).toEqual([]);
		const history = await t.call('getChatHistory', { body: { chatId: t.ids.alice } });
		expect(history.json).toEqual([
			{
				type: 'outgoing',
				idMessage: r.json.idMessage,
				timestamp: Math.floor((T0 + 500) / 1000),
				statusMessage: 'sent',
				sendByApi: true,
				typeMessage: 'extendedTextMessage',
				chatId: t.ids.alice,
				textMessage: 'hello',
				extendedTextMessage: {
					text: 'hello',
					description: '',
					title: '',
					previewType: 'None',
					jpegThumbnail: '',
					forwardingScore: 0,
					isForwarded: false,
				},
				deletedMessageId: '',
				editedMessageId: '',
				isEdited: false,
				isDeleted: false,
			},
		]);
	});

	test('queue items carry the type and original body; forwards list messagesIDs', async () => {
		t.control.injectIncoming({ chatId: t.ids.alice, text: 'source' });
		const [source] = t.control.history(t.ids.alice);
		const contact = { chatId: t.ids.bob, contact: { phoneContact: 79001234567, firstName: 'Ann' } };
		const c = await t.call('sendContact', { body: contact });
		const fwdBody = { chatId: t.ids.bob, chatIdFrom: t.ids.alice, messages: [source.idMessage] };
		const f = await t.call('forwardMessages', { body: fwdBody });
		expect(f.json).toEqual({ messages: [expect.stringMatching(/^BAE5[0-9A-F]{12}$/)] });
		expect((await t.call('showMessagesQueue')).json).toEqual([
			{ messageID: c.json.idMessage, type: 'sendContact', body: contact },
			{ messagesIDs: f.json.messages, type: 'ForwardMessages', body: fwdBody },
		]);
		t.control.advance(1000);
		const bob = t.control.history(t.ids.bob);
		expect(bob.map((m) => m.idMessage)).toEqual([f.json.messages[0], c.json.idMessage]);
		expect(bob[0]).toMatchObject({
			typeMessage: 'extendedTextMessage',
			textMessage: 'source',
			extendedTextMessage: { text: 'source', forwardingScore: 1, isForwarded: true },
		});
		expect(bob[0]).not.toHaveProperty('isForwarded');
		expect(bob[1]).toMatchObject({
			typeMessage: 'contactMessage',
			contact: { displayName: 'Ann', vcard: expect.stringContaining('waid=79001234567') },
		});
	});

	test('drains one item per delaySendMessagesMilliseconds, newest first in history, count limits', async () => {
		await t.call('setSettings', { body: { delaySendMessagesMilliseconds: 1000 } });
		for (const m of ['one', 'two', 'three']) await send(m);
		t.control.advance(1000);
		expect(t.control.queue()).toHaveLength(2);
		t.control.advance(999);
		expect(t.control.queue()).toHaveLength(2);
		t.control.advance(1);
		expect(t.control.queue()).toHaveLength(1);
		t.control.advance(5000);
		const history = await t.call('getChatHistory', { body: { chatId: t.ids.alice } });
		expect(history.json.map((m) => m.textMessage)).toEqual(['three', 'two', 'one']);
		const one = await t.call('getChatHistory', { body: { chatId: t.ids.alice, count: 1 } });
		expect(one.json.map((m) => m.textMessage)).toEqual(['three']);
	});

	test('getChatHistory returns at most 100 by default', async () => {
		for (let i = 0; i < 105; i += 1) t.control.injectIncoming({ chatId: t.ids.bob, text: `m${i}` });
		const history = await t.call('getChatHistory', { body: { chatId: t.ids.bob } });
		expect(history.json).toHaveLength(100);
		expect(history.json[0].textMessage).toBe('m104');
	});

	test('the queue drains only while authorized', async () => {
		t.control.setState('notAuthorized');
		await send('waiting');
		t.control.advance(60000);
		expect(t.control.queue()).toHaveLength(1);
		t.control.setState('authorized');
		t.control.advance(500);
		expect(t.control.queue()).toHaveLength(0);
		expect(t.control.history(t.ids.alice)[0].textMessage).toBe('waiting');
	});

	test('items older than 24 hours are dropped', async () => {
		t.control.setState('notAuthorized');
		await send('old');
		t.control.advance(23 * 3600 * 1000);
		await send('new');
		t.control.advance(3600 * 1000);
		expect(t.control.queue().map((i) => i.body.message)).toEqual(['new']);
		t.control.setState('authorized');
		t.control.advance(5000);
		expect(t.control.history(t.ids.alice).map((m) => m.textMessage)).toEqual(['new']);
	});

	test('showMessagesQueue lists the first 500 items only', async () => {
		t.control.setState('notAuthorized');
		for (let i = 0; i < 501; i += 1) await send(`m${i}`);
		const queue = await t.call('showMessagesQueue');
		expect(queue.json).toHaveLength(500);
		expect(queue.json[499].body.message).toBe('m499');
		expect(t.control.queue()).toHaveLength(501);
	});

	test('status moves sent → delivered → read after 1 s and 2 s of simulator time', async () => {
		const { json } = await send('status please');
		t.control.advance(500);
		const status = async () =>
			(await t.call('getMessage', { body: { chatId: t.ids.alice, idMessage: json.idMessage } }))
				.json.statusMessage;
		expect(await status()).toBe('sent');
		t.control.advance(999);
		expect(await status()).toBe('sent');
		t.control.advance(1);
		expect(await status()).toBe('delivered');
		t.control.advance(1000);
		expect(await status()).toBe('read');
	});

	test('a number without an account ends with noAccount', async () => {
		const { json } = await send('anyone?', t.ids.noAccount);
		t.control.advance(5000);
		expect(t.control.history(t.ids.noAccount)[0]).toMatchObject({
			idMessage: json.idMessage,
			statusMessage: 'noAccount',
		});
	});

	test('clearMessagesQueue empties the queue', async () => {
		await send('x');
		expect((await t.call('clearMessagesQueue')).json).toEqual({ isCleared: true });
		expect((await t.call('showMessagesQueue')).json).toEqual([]);
	});
});
