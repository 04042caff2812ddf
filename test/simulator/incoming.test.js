'use strict';
const { asIncoming, boot, receiver, T0 } = require('./helpers');

describe('injected notifications (the notification formats of green-api.com)', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
		t.control.setSettings({ webhookUrl: 'http://127.0.0.1:1/unused', incomingWebhook: 'yes' });
	});
	afterEach(() => t.sim.close());

	test('a text message: envelope, senderData, messageData, and an entry in the history', () => {
		const n = t.control.injectIncoming({
			chatId: t.ids.alice,
			text: 'Hi there',
			idMessage: '3EB0AAAABBBBCCCCDDDD',
		});
		expect(n).toEqual({
			typeWebhook: 'incomingMessageReceived',
			instanceData: { idInstance: 110100000001, wid: '79990000000@c.us', typeInstance: 'whatsapp' },
			timestamp: T0 / 1000,
			idMessage: '3EB0AAAABBBBCCCCDDDD',
			senderData: {
				chatId: t.ids.alice,
				chatName: 'Alice Smith',
				sender: t.ids.alice,
				senderName: 'Alice',
				senderContactName: 'Alice Smith',
			},
			messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: 'Hi there' } },
		});
		expect(t.control.history(t.ids.alice)).toEqual([
			{
				type: 'incoming',
				idMessage: '3EB0AAAABBBBCCCCDDDD',
				timestamp: T0 / 1000,
				typeMessage: 'textMessage',
				chatId: t.ids.alice,
				senderId: t.ids.alice,
				senderName: 'Alice',
				senderContactName: 'Alice Smith',
				textMessage: 'Hi there',
				deletedMessageId: '',
				editedMessageId: '',
				isEdited: false,
				isDeleted: false,
			},
		]);
		expect(t.control.injectIncoming({ chatId: t.ids.bob }).idMessage).toMatch(/^3EB0[0-9A-F]{16}$/);
	});

	test('group messages come from a participant', () => {
		const n = t.control.injectIncoming({ chatId: t.ids.group, text: 'to all' });
		expect(n.senderData).toEqual({
			chatId: t.ids.group,
			chatName: 'Simulator test group',
			sender: t.ids.alice,
			senderName: 'Alice',
			senderContactName: 'Alice Smith',
		});
		expect(
			t.control.injectIncoming({ chatId: t.ids.group, sender: t.ids.bob, senderName: 'B' })
				.senderData,
		).toMatchObject({ sender: t.ids.bob, senderName: 'B' });
	});

	test('each typeMessage has its data object', () => {
		/**
		 * @param {import('../../simulator/index.js').IncomingType} typeMessage
		 * @param {Partial<import('../../simulator/index.js').IncomingOptions>} [extra]
		 */
		const data = (typeMessage, extra = {}) =>
			asIncoming(t.control.injectIncoming({ chatId: t.ids.alice, typeMessage, ...extra }))
				.messageData;
		expect(data('extendedTextMessage', { text: 'https://x.invalid' })).toEqual({
			typeMessage: 'extendedTextMessage',
			extendedTextMessageData: {
				text: 'https://x.invalid',
				description: '',
				title: '',
				jpegThumbnail: '',
				isForwarded: false,
				forwardingScore: 0,
			},
		});
		expect(data('contactMessage').contactMessageData).toEqual({
			displayName: expect.any(String),
			vcard: expect.stringMatching(/^BEGIN:VCARD/),
			isForwarded: false,
			forwardingScore: 0,
		});
		expect(data('locationMessage', { data: { latitude: 1.5 } }).locationMessageData).toEqual({
			nameLocation: 'Office',
			address: 'Main street 1',
			jpegThumbnail: '',
			latitude: 1.5,
			longitude: 37.61,
			isForwarded: false,
			forwardingScore: 0,
		});
		const target = t.control.history(t.ids.alice)[0];
		expect(data('reactionMessage', { text: '❤️' })).toEqual({
			typeMessage: 'reactionMessage',
			extendedTextMessageData: { text: '❤️' },
			quotedMessage: { stanzaId: target.idMessage, participant: t.ids.alice },
		});
	});

	test('file messages get a downloadable file served byte-exact', async () => {
		const body = Buffer.from([0, 1, 2, 250, 251, 252]);
		const n = t.control.injectIncoming({
			chatId: t.ids.alice,
			typeMessage: 'documentMessage',
			text: 'the report',
			data: { fileName: 'r.bin', mimeType: 'application/x-test', body },
		});
		expect(n.messageData).toEqual({
			typeMessage: 'documentMessage',
			fileMessageData: {
				downloadUrl: expect.stringMatching(/\/sw-media-1101\/110100000001\/[0-9a-f-]{36}\.bin$/),
				caption: 'the report',
				fileName: 'r.bin',
				jpegThumbnail: '',
				mimeType: 'application/x-test',
				isForwarded: false,
				forwardingScore: 0,
			},
		});
		const res = await fetch(asIncoming(n).messageData.fileMessageData.downloadUrl);
		expect(res.headers.get('content-type')).toBe('application/x-test');
		expect(Buffer.from(await res.arrayBuffer())).toEqual(body);
		for (const type of /** @type {const} */ (['imageMessage', 'audioMessage', 'videoMessage'])) {
			const m = asIncoming(
				t.control.injectIncoming({ chatId: t.ids.bob, typeMessage: type }),
			).messageData;
			expect(m.typeMessage).toBe(type);
			expect((await fetch(m.fileMessageData.downloadUrl)).status).toBe(200);
		}
		const [doc] = t.control.history(t.ids.alice);
		expect(doc).toMatchObject({
			typeMessage: 'documentMessage',
			downloadUrl: asIncoming(n).messageData.fileMessageData.downloadUrl,
			caption: 'the report',
			fileName: 'r.bin',
			mimeType: 'application/x-test',
		});
	});

	test('polls, edits and deletions need their own flag besides incomingWebhook', async () => {
		const hook = await receiver();
		try {
			t.control.setSettings({ webhookUrl: hook.url });
			t.control.injectIncoming({ chatId: t.ids.alice, typeMessage: 'pollMessage', text: 'Lunch?' });
			t.control.injectIncoming({ chatId: t.ids.alice, typeMessage: 'textMessage', text: 'typo' });
			const firstEdit = t.control.injectIncoming({
				chatId: t.ids.alice,
				typeMessage: 'editedMessage',
				text: 'fixed',
			});
			t.control.injectIncoming({ chatId: t.ids.alice, typeMessage: 'deletedMessage' });
			t.control.setSettings({
				pollMessageWebhook: 'yes',
				editedMessageWebhook: 'yes',
				deletedMessageWebhook: 'yes',
			});
			const poll = t.control.history(t.ids.alice).find((m) => m.typeMessage === 'pollMessage');
			const vote = t.control.injectIncoming({
				chatId: t.ids.alice,
				typeMessage: 'pollUpdateMessage',
			});
			expect(asIncoming(vote).messageData.pollMessageData).toEqual({
				stanzaId: poll?.idMessage,
				name: 'Lunch?',
				votes: [
					{ optionName: 'Yes', optionVoters: [t.ids.alice] },
					{ optionName: 'No', optionVoters: [] },
				],
				multipleAnswers: false,
			});
			const typo = t.control.history(t.ids.alice).find((m) => m.textMessage === 'fixed');
			expect(typo).toMatchObject({ isEdited: true, editedMessageId: firstEdit.idMessage });
			const edit = t.control.injectIncoming({
				chatId: t.ids.alice,
				typeMessage: 'editedMessage',
				text: 'fixed again',
			});
			expect(edit.messageData).toEqual({
				typeMessage: 'editedMessage',
				editedMessageData: { textMessage: 'fixed again', stanzaId: typo?.idMessage },
			});
			const del = t.control.injectIncoming({
				chatId: t.ids.alice,
				typeMessage: 'deletedMessage',
				data: { stanzaId: typo?.idMessage },
			});
			expect(del.messageData).toEqual({
				typeMessage: 'deletedMessage',
				deletedMessageData: { stanzaId: typo?.idMessage },
			});
			expect(
				t.control.history(t.ids.alice).find((m) => m.idMessage === typo?.idMessage),
			).toMatchObject({
				textMessage: 'fixed again',
				isEdited: true,
				editedMessageId: edit.idMessage,
				isDeleted: true,
				deletedMessageId: del.idMessage,
			});
			t.control.setSettings({ incomingWebhook: 'no' });
			t.control.injectIncoming({ chatId: t.ids.alice, text: 'not notified' });
			t.control.injectIncoming({ chatId: t.ids.alice, typeMessage: 'editedMessage', text: 'no' });
			const d = await t.control.waitForDeliveries(4);
			await new Promise((r) => setTimeout(r, 100));
			expect(t.control.deliveries().map((x) => asIncoming(x.body).messageData.typeMessage)).toEqual(
				['textMessage', 'pollUpdateMessage', 'editedMessage', 'deletedMessage'],
			);
			expect(asIncoming(d[0].body).messageData.textMessageData.textMessage).toBe('typo');
		} finally {
			await hook.close();
		}
	});

	test('messages sent from the phone, calls, device info, quota, raw notifications', () => {
		t.control.setSettings({
			outgoingMessageWebhook: 'yes',
			incomingCallWebhook: 'yes',
			deviceWebhook: 'yes',
		});
		const out = t.control.injectOutgoingFromPhone({ chatId: t.ids.bob, text: 'from phone' });
		expect(out).toMatchObject({
			typeWebhook: 'outgoingMessageReceived',
			senderData: { chatId: t.ids.bob, sender: '79990000000@c.us' },
			messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: 'from phone' } },
		});
		expect(t.control.history(t.ids.bob)[0]).toMatchObject({
			type: 'outgoing',
			sendByApi: false,
			statusMessage: 'sent',
			textMessage: 'from phone',
		});
		expect(t.control.injectCall({ from: t.ids.bob, status: 'pickUp' })).toMatchObject({
			typeWebhook: 'incomingCall',
			from: t.ids.bob,
			status: 'pickUp',
			idMessage: expect.any(String),
		});
		expect(t.control.injectDeviceInfo().deviceData).toEqual({
			platform: 'android',
			deviceManufacturer: 'Google',
			deviceModel: 'Pixel 7',
			osVersion: '14',
			waVersion: '2.24.10.74',
			battery: 80,
		});
		expect(t.control.setStatus('offline')).toMatchObject({
			typeWebhook: 'statusInstanceChanged',
			statusInstance: 'offline',
		});
		const unauthorized = t.control.setState('notAuthorized');
		expect(unauthorized).toMatchObject({
			typeWebhook: 'stateInstanceChanged',
			stateInstance: 'notAuthorized',
			instanceData: { wid: '' },
		});
		expect(t.control.notify({ anything: true })).toEqual({ anything: true });
	});
});
