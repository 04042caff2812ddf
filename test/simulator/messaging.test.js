'use strict';
const { boot, T0 } = require('./helpers');

describe('more sends: poll, location, buttons, typing, edit, delete', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
	});
	afterEach(() => t.sim.close());

	const msg400 = async (method, body) => {
		const r = await t.call(method, { body });
		expect(r.status).toBe(400);
		return r.json.message.replace('Validation failed. Details: ', '');
	};

	test('sendPoll: message ≤ 255, 2–12 unique options ≤ 100 characters', async () => {
		const options = [{ optionName: 'Red' }, { optionName: 'Blue' }];
		const base = { chatId: t.ids.group, message: 'Colour?' };
		const r = await t.call('sendPoll', { body: { ...base, options, multipleAnswers: true } });
		expect(r.status).toBe(200);
		expect(t.control.queue()[0]).toMatchObject({ type: 'sendPoll', messageID: r.json.idMessage });
		t.control.advance(500);
		expect(t.control.history(t.ids.group)[0]).toMatchObject({
			typeMessage: 'pollMessage',
			pollMessageData: { name: 'Colour?', options, multipleAnswers: true },
		});
		expect(await msg400('sendPoll', { ...base, message: 'x'.repeat(256), options })).toBe(
			`'message' length must be less than or equal to 255 characters long`,
		);
		expect(await msg400('sendPoll', { ...base, options: [{ optionName: 'Only' }] })).toBe(
			`'options' must contain at least 2 items`,
		);
		const many = Array.from({ length: 13 }, (_, i) => ({ optionName: `o${i}` }));
		expect(await msg400('sendPoll', { ...base, options: many })).toBe(
			`'options' must contain less than or equal to 12 items`,
		);
		expect(
			await msg400('sendPoll', { ...base, options: [{ optionName: 'A' }, { optionName: 'A' }] }),
		).toBe(`'options[1]' contains a duplicate value`);
		expect(
			await msg400('sendPoll', {
				...base,
				options: [{ optionName: 'A' }, { optionName: 'y'.repeat(101) }],
			}),
		).toBe(`'options[1].optionName' length must be less than or equal to 100 characters long`);
	});

	test('sendLocation', async () => {
		const body = {
			chatId: t.ids.alice,
			nameLocation: 'Park',
			address: 'Green st',
			latitude: 12.5,
			longitude: -45.25,
		};
		const r = await t.call('sendLocation', { body });
		expect(t.control.queue()).toEqual([
			{ messageID: r.json.idMessage, type: 'sendLocation', body },
		]);
		t.control.advance(500);
		expect(t.control.history(t.ids.alice)[0]).toMatchObject({
			typeMessage: 'locationMessage',
			location: { nameLocation: 'Park', address: 'Green st', latitude: 12.5, longitude: -45.25 },
		});
		expect(await msg400('sendLocation', { chatId: t.ids.alice, latitude: 91, longitude: 0 })).toBe(
			`'latitude' must be less than or equal to 90`,
		);
		expect(await msg400('sendLocation', { chatId: t.ids.alice, latitude: 1 })).toBe(
			`'longitude' is required`,
		);
	});

	test('sendInteractiveButtons, sendInteractiveButtonsReply and sendTyping', async () => {
		const buttons = [
			{ type: 'copy', buttonId: '1', buttonText: 'Copy code', copyCode: 'ABC' },
			{ type: 'url', buttonId: '2', buttonText: 'Open', url: 'https://example.invalid' },
		];
		const r = await t.call('sendInteractiveButtons', {
			body: { chatId: t.ids.alice, body: 'Pick one', footer: 'f', buttons },
		});
		expect(r.status).toBe(200);
		t.control.advance(500);
		expect(t.control.history(t.ids.alice)[0]).toMatchObject({
			typeMessage: 'interactiveButtons',
			interactiveButtons: {
				titleText: '',
				contentText: 'Pick one',
				footerText: 'f',
				buttons,
			},
		});
		expect(
			await msg400('sendInteractiveButtons', {
				chatId: t.ids.alice,
				body: 'x',
				buttons: [{ type: 'call', buttonText: 'Call' }],
			}),
		).toBe(`'buttons[0].phoneNumber' is required`);
		expect(
			await msg400('sendInteractiveButtons', {
				chatId: t.ids.alice,
				body: 'x',
				buttons: [...buttons, ...buttons],
			}),
		).toBe(`'buttons' must contain less than or equal to 3 items`);
		expect(
			await msg400('sendInteractiveButtons', {
				chatId: t.ids.alice,
				body: 'x',
				buttons: [{ type: 'copy', buttonText: 'z'.repeat(26), copyCode: 'c' }],
			}),
		).toBe(`'buttons[0].buttonText' length must be less than or equal to 25 characters long`);
		const reply = await t.call('sendInteractiveButtonsReply', {
			body: { chatId: t.ids.alice, body: 'Yes?', buttons: [{ buttonId: 'y', buttonText: 'Yes' }] },
		});
		expect(reply.json.idMessage).toMatch(/^BAE5/);
		expect(
			await msg400('sendInteractiveButtonsReply', {
				chatId: t.ids.alice,
				body: 'Yes?',
				buttons: [{ buttonText: 'Yes' }],
			}),
		).toBe(`'buttons[0].buttonId' is required`);
		const typing = await t.call('sendTyping', { body: { chatId: t.ids.alice, typingTime: 3000 } });
		expect([typing.status, typing.text]).toEqual([200, '']);
	});

	test('editMessage changes a sent message when its item drains; older than 15 minutes → not edited', async () => {
		const { json } = await t.call('sendMessage', {
			body: { chatId: t.ids.alice, message: 'helo' },
		});
		t.control.advance(500);
		const body = { chatId: t.ids.alice, idMessage: json.idMessage, message: 'hello' };
		const r = await t.call('editMessage', { body });
		expect(r.json.idMessage).toMatch(/^BAE5/);
		expect(r.json.idMessage).not.toBe(json.idMessage);
		expect(t.control.queue()).toEqual([{ messageID: r.json.idMessage, type: 'editMessage', body }]);
		t.control.advance(500);
		expect(t.control.history(t.ids.alice)[0]).toMatchObject({
			idMessage: json.idMessage,
			textMessage: 'hello',
			isEdited: true,
		});
		t.control.advance(15 * 60 * 1000);
		await t.call('editMessage', { body: { ...body, message: 'too late' } });
		expect(t.control.requests().pop()?.note).toBe(
			'not edited: the message is older than 15 minutes',
		);
		t.control.advance(500);
		expect(t.control.history(t.ids.alice)[0].textMessage).toBe('hello');
		t.control.injectIncoming({ chatId: t.ids.alice, idMessage: 'THEIRS' });
		const theirs = await t.call('editMessage', { body: { ...body, idMessage: 'THEIRS' } });
		expect([theirs.status, theirs.json.message]).toEqual([400, 'ID message notfound']);
	});

	test('deleteMessage marks the message and journals and notifies the deletion', async () => {
		t.control.setSettings({
			webhookUrl: 'http://127.0.0.1:1/unused',
			outgoingAPIMessageWebhook: 'yes',
			deletedMessageWebhook: 'yes',
		});
		t.control.injectIncoming({ chatId: t.ids.bob, idMessage: 'GONE', text: 'bye' });
		t.control.resetDeliveries();
		const r = await t.call('deleteMessage', { body: { chatId: t.ids.bob, idMessage: 'GONE' } });
		expect([r.status, r.text]).toEqual([200, '']);
		const [deletion, original] = t.control.history(t.ids.bob);
		expect(deletion).toEqual({
			type: 'outgoing',
			idMessage: expect.stringMatching(/^BAE5[0-9A-F]{12}$/),
			timestamp: T0 / 1000,
			statusMessage: 'sent',
			sendByApi: true,
			typeMessage: 'deletedMessage',
			chatId: t.ids.bob,
			deletedMessageData: { stanzaId: 'GONE' },
			deletedMessageId: '',
			editedMessageId: '',
			isEdited: false,
			isDeleted: false,
		});
		expect(original).toMatchObject({
			idMessage: 'GONE',
			isDeleted: true,
			deletedMessageId: deletion.idMessage,
		});
		const [note] = await t.control.waitForDeliveries(1);
		expect(note.body).toMatchObject({
			typeWebhook: 'outgoingAPIMessageReceived',
			idMessage: deletion.idMessage,
			senderData: { chatId: t.ids.bob, sender: '79990000000@c.us' },
			messageData: { typeMessage: 'deletedMessage', deletedMessageData: { stanzaId: 'GONE' } },
		});
		const missing = await t.call('deleteMessage', {
			body: { chatId: t.ids.bob, idMessage: 'NOPE' },
		});
		expect([missing.status, missing.json.message]).toEqual([400, 'ID message notfound']);
	});

	test('edits and deletions are notified only with their own flag on', async () => {
		const sent = await t.call('sendMessage', { body: { chatId: t.ids.alice, message: 'helo' } });
		t.control.advance(500);
		t.control.setSettings({
			webhookUrl: 'http://127.0.0.1:1/unused',
			outgoingAPIMessageWebhook: 'yes',
		});
		const body = { chatId: t.ids.alice, idMessage: sent.json.idMessage };
		const quiet = await t.call('editMessage', { body: { ...body, message: 'hello' } });
		t.control.advance(500);
		await t.call('deleteMessage', { body });
		expect(t.control.deliveries()).toEqual([]);
		expect(t.control.history(t.ids.alice)[1]).toMatchObject({
			textMessage: 'hello',
			isEdited: true,
			editedMessageId: quiet.json.idMessage,
			isDeleted: true,
		});
		t.control.setSettings({ editedMessageWebhook: 'yes' });
		const edit = await t.call('editMessage', { body: { ...body, message: 'hello!' } });
		t.control.advance(500);
		const [note] = await t.control.waitForDeliveries(1);
		expect(note.body).toMatchObject({
			typeWebhook: 'outgoingAPIMessageReceived',
			idMessage: edit.json.idMessage,
			messageData: {
				typeMessage: 'editedMessage',
				editedMessageData: { textMessage: 'hello!', stanzaId: sent.json.idMessage },
			},
		});
	});
});
