'use strict';
// Every documented incoming kind the control API can inject, in the shapes of
// green-api.com/en/docs/api/receiving/notifications-format/.
const { asIncoming, boot, receiver, T0 } = require('./helpers');

const OWN = '79990000000@c.us';

describe('injectable kinds', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
		t.control.setSettings({
			webhookUrl: 'http://127.0.0.1:1/unused',
			incomingWebhook: 'yes',
			outgoingMessageWebhook: 'yes',
			outgoingWebhook: 'yes',
		});
	});
	afterEach(() => t.sim.close());

	/**
	 * @param {import('../../simulator/index.js').IncomingType} typeMessage
	 * @param {Partial<import('../../simulator/index.js').IncomingOptions>} [extra]
	 */
	const inject = (typeMessage, extra = {}) =>
		asIncoming(t.control.injectIncoming({ chatId: t.ids.alice, typeMessage, ...extra }));

	test('sticker, quoted reply, contacts array and group invite', () => {
		const sticker = inject('stickerMessage').messageData;
		expect(sticker).toEqual({
			typeMessage: 'stickerMessage',
			fileMessageData: {
				downloadUrl: expect.stringMatching(/\/sw-media-1101\/110100000001\/[0-9a-f-]{36}\.webp$/),
				caption: '',
				fileName: expect.stringMatching(/^[0-9a-f-]{36}\.webp$/),
				jpegThumbnail: '',
				mimeType: 'image/webp',
				isForwarded: false,
				forwardingScore: 0,
				isAnimated: false,
			},
		});
		// A file the service names itself is named as its link.
		const { downloadUrl, fileName } = sticker.fileMessageData;
		expect(downloadUrl.endsWith(`/${fileName}`)).toBe(true);
		const question = inject('textMessage', { text: 'Lunch at 1?' });
		expect(inject('quotedMessage', { text: 'Yes' }).messageData).toEqual({
			typeMessage: 'quotedMessage',
			extendedTextMessageData: {
				text: 'Yes',
				stanzaId: question.idMessage,
				participant: t.ids.alice,
			},
			quotedMessage: {
				stanzaId: question.idMessage,
				participant: t.ids.alice,
				typeMessage: 'textMessage',
				textMessage: 'Lunch at 1?',
			},
		});
		const contacts = inject('contactsArrayMessage').messageData;
		expect(contacts).toEqual({
			typeMessage: 'contactsArrayMessage',
			messageData: {
				contacts: [
					{ displayName: 'Victor', vcard: expect.stringMatching(/^BEGIN:VCARD\n/) },
					{ displayName: 'Vera', vcard: expect.stringContaining('FN:Vera') },
				],
				isForwarded: false,
				forwardingScore: 0,
			},
		});
		expect(inject('groupInviteMessage', { text: 'Join us' }).messageData).toEqual({
			typeMessage: 'groupInviteMessage',
			groupInviteMessageData: {
				groupJid: t.ids.group,
				inviteCode: expect.any(String),
				inviteExpiration: T0 / 1000 + 3 * 86400,
				groupName: 'Simulator test group',
				caption: 'Join us',
				name: 'Simulator test group',
				jpegThumbnail: '',
			},
		});
		const [invite] = t.control.history(t.ids.alice);
		expect(invite).toMatchObject({
			typeMessage: 'groupInviteMessage',
			groupInviteMessageData: { caption: 'Join us' },
			isDeleted: false,
		});
	});

	test('replies to buttons and lists name the message and the choice', async () => {
		const sent = await t.call('sendInteractiveButtonsReply', {
			body: {
				chatId: t.ids.alice,
				body: 'Choose a slot',
				buttons: [
					{ buttonId: 'a', buttonText: '10:00' },
					{ buttonId: 'b', buttonText: '11:00' },
				],
			},
		});
		t.control.advance(500);
		const reply = inject('templateButtonsReplyMessage', { text: '11:00' });
		expect(reply.messageData).toEqual({
			typeMessage: 'templateButtonsReplyMessage',
			templateButtonReplyMessage: {
				stanzaId: sent.json.idMessage,
				selectedIndex: 1,
				selectedId: 'b',
				selectedDisplayText: '11:00',
			},
		});
		const click = t.control.injectOutgoingFromPhone({
			chatId: t.ids.alice,
			typeMessage: 'interactiveButtonsResponse',
		});
		expect(click).toMatchObject({
			typeWebhook: 'outgoingMessageReceived',
			senderData: { chatId: t.ids.alice, sender: OWN },
			messageData: {
				typeMessage: 'interactiveButtonsResponse',
				interactiveButtonsResponse: {
					stanzaId: sent.json.idMessage,
					selectedIndex: 0,
					selectedId: 'a',
					selectedDisplayText: '10:00',
				},
			},
		});
		const legacy = inject('buttonsMessage');
		expect(inject('buttonsResponseMessage', { text: 'No' }).messageData).toEqual({
			typeMessage: 'buttonsResponseMessage',
			buttonsResponseMessage: {
				stanzaId: legacy.idMessage,
				selectedButtonId: '2',
				selectedButtonText: 'No',
			},
		});
		const list = inject('listMessage');
		expect(inject('listResponseMessage', { text: 'Tuesday' }).messageData).toEqual({
			typeMessage: 'listResponseMessage',
			listResponseMessage: {
				stanzaId: list.idMessage,
				title: 'Tuesday',
				listType: 1,
				singleSelectReply: 'r2',
			},
		});
		expect(inject('templateMessage').messageData.templateMessage).toMatchObject({
			contentText: 'Your order has shipped',
		});
	});

	test('the service markers {{SWE00N}} replace a text or a download link', () => {
		expect(inject('textMessage', { text: '{{SWE001}}' }).messageData).toEqual({
			typeMessage: 'textMessage',
			textMessageData: { textMessage: '{{SWE001}}' },
		});
		const big = inject('documentMessage', { data: { downloadUrl: '{{SWE002}}' } });
		expect(big.messageData.fileMessageData.downloadUrl).toBe('{{SWE002}}');
		expect(t.control.history(t.ids.alice)[0]).toMatchObject({ downloadUrl: '{{SWE002}}' });
	});

	test('outgoing calls and blocks need their flags; both reach the webhook', async () => {
		const call = t.control.injectOutgoingCall({ to: t.ids.bob, status: 'hungUp' });
		expect(call).toEqual({
			typeWebhook: 'outgoingCall',
			instanceData: { idInstance: 110100000001, wid: OWN, typeInstance: 'whatsapp' },
			timestamp: T0 / 1000,
			idMessage: expect.any(String),
			from: t.ids.bob,
			isVideo: false,
			duration: 0,
			status: 'hungUp',
			participants: [{ id: t.ids.bob, status: 'hungUp' }],
		});
		expect(t.control.injectBlock()).toMatchObject({
			typeWebhook: 'incomingBlock',
			chatId: '10000000000@c.us',
			chatState: 'blocked',
		});
		expect(t.control.deliveries()).toEqual([]);
		const hook = await receiver();
		try {
			t.control.setSettings({
				webhookUrl: hook.url,
				outgoingCallWebhook: 'yes',
				incomingBlockWebhook: 'yes',
			});
			t.control.injectOutgoingCall();
			t.control.injectBlock({ chatId: t.ids.bob });
			const d = await t.control.waitForDeliveries(2);
			expect(d.map((x) => x.body.typeWebhook)).toEqual(['outgoingCall', 'incomingBlock']);
			expect(d[0].body).toMatchObject({ from: t.ids.alice, status: 'pickUp', duration: 42 });
			expect(d[1].body).toMatchObject({ chatId: t.ids.bob });
		} finally {
			await hook.close();
		}
	});

	test('a failed status carries the description; later moves no longer apply', async () => {
		const sent = await t.call('sendMessage', { body: { chatId: t.ids.group, message: 'hi' } });
		t.control.advance(500);
		const failed = t.control.setMessageStatus({
			idMessage: sent.json.idMessage,
			status: 'failed',
			description: 'SWE004: the number of participants in the group has been exceeded - 300',
		});
		expect(failed).toEqual({
			typeWebhook: 'outgoingMessageStatus',
			instanceData: { idInstance: 110100000001, wid: OWN, typeInstance: 'whatsapp' },
			timestamp: Math.floor((T0 + 500) / 1000),
			chatId: t.ids.group,
			idMessage: sent.json.idMessage,
			status: 'failed',
			description: 'SWE004: the number of participants in the group has been exceeded - 300',
			sendByApi: true,
		});
		t.control.advance(5000);
		expect(t.control.history(t.ids.group)[0].statusMessage).toBe('failed');
		expect(() => t.control.setMessageStatus({ idMessage: 'NOPE' })).toThrow(
			'setMessageStatus: no outgoing message NOPE',
		);
	});

	test('quotaExceeded has neither timestamp nor idMessage', () => {
		const q = t.control.injectQuotaExceeded();
		expect(Object.keys(q)).toEqual(['typeWebhook', 'instanceData', 'quotaData']);
		expect(q.quotaData).toMatchObject({ method: 'correspondents', total: 3 });
	});

	test('the same over HTTP', async () => {
		const post = async (route, body) => {
			const res = await fetch(`${t.sim.url}/__control/${route}`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify(body),
			});
			return [res.status, await res.json()];
		};
		expect(await post('outgoing-call', { to: t.ids.bob })).toEqual([
			200,
			expect.objectContaining({ typeWebhook: 'outgoingCall', from: t.ids.bob }),
		]);
		expect(await post('block', {})).toEqual([
			200,
			expect.objectContaining({ typeWebhook: 'incomingBlock' }),
		]);
		expect(await post('message-status', { idMessage: 'NOPE' })).toEqual([
			400,
			{ error: 'setMessageStatus: no outgoing message NOPE' },
		]);
		expect(await post('outgoing', { chatId: t.ids.alice, typeMessage: 'stickerMessage' })).toEqual([
			200,
			expect.objectContaining({ typeWebhook: 'outgoingMessageReceived' }),
		]);
	});
});
