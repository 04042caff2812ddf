import type { IDataObject } from 'n8n-workflow';

import {
	flatFields,
	isNotification,
	notificationItem,
} from '../../../nodes/GreenApi/trigger/notification';
import { selectNotification } from '../../../nodes/GreenApi/trigger/select';

const senderData = {
	chatId: '79001234567@c.us',
	chatName: 'Ann',
	sender: '79001234567@c.us',
	senderName: 'Ann',
	senderContactName: '',
};

function message(messageData: Record<string, unknown>) {
	return {
		typeWebhook: 'incomingMessageReceived',
		idMessage: 'BAE5F4886F6F2D05',
		senderData,
		messageData,
	};
}

describe('isNotification', () => {
	it('wants a JSON object with a non-empty typeWebhook', () => {
		expect(isNotification({ typeWebhook: 'incomingMessageReceived' })).toBe(true);
		expect(isNotification({ typeWebhook: '' })).toBe(false);
		expect(isNotification({ typeWebhook: 5 })).toBe(false);
		expect(isNotification({})).toBe(false);
		expect(isNotification([{ typeWebhook: 'x' }])).toBe(false);
		expect(isNotification('{"typeWebhook":"x"}')).toBe(false);
		expect(isNotification(null)).toBe(false);
		expect(isNotification(undefined)).toBe(false);
	});
});

describe('flatFields', () => {
	it('lifts chat, sender, text, type and id out of a text message', () => {
		expect(
			flatFields(message({ typeMessage: 'textMessage', textMessageData: { textMessage: 'hi' } })),
		).toEqual({
			messenger: 'whatsapp',
			chatId: '79001234567@c.us',
			sender: '79001234567@c.us',
			senderName: 'Ann',
			text: 'hi',
			typeMessage: 'textMessage',
			idMessage: 'BAE5F4886F6F2D05',
		});
	});

	it.each([
		[
			'extendedTextMessage',
			{ extendedTextMessageData: { text: 'a link', description: '' } },
			'a link',
		],
		[
			'quotedMessage',
			{
				extendedTextMessageData: { text: 'my answer', stanzaId: 'Q1', participant: 'x@c.us' },
				quotedMessage: { stanzaId: 'Q1', typeMessage: 'textMessage', textMessage: 'question' },
			},
			'my answer',
		],
		[
			'imageMessage',
			{ fileMessageData: { downloadUrl: 'https://x', caption: 'a photo' } },
			'a photo',
		],
		[
			'stickerMessage',
			{ fileMessageData: { downloadUrl: 'https://x', caption: 'sticker' } },
			'sticker',
		],
		['editedMessage', { editedMessageData: { textMessage: 'fixed', stanzaId: 'X' } }, 'fixed'],
		[
			'editedMessage',
			{ editedMessageData: { caption: 'new caption', stanzaId: 'X' } },
			'new caption',
		],
		[
			'pollMessage',
			{
				pollMessageData: {
					name: 'Lunch?',
					options: [{ optionName: 'Yes' }],
					multipleAnswers: false,
				},
			},
			'Lunch?',
		],
		[
			'pollUpdateMessage',
			{ pollMessageData: { stanzaId: 'P1', name: 'Lunch?', votes: [] } },
			'Lunch?',
		],
		[
			'templateButtonsReplyMessage',
			{
				templateButtonReplyMessage: {
					stanzaId: 'B1',
					selectedIndex: 2,
					selectedId: 'id1',
					selectedDisplayText: 'Yes',
				},
			},
			'Yes',
		],
		[
			'templateButtonReplyMessage',
			{
				templateButtonReplyMessage: {
					stanzaId: 'B1',
					selectedId: 'id1',
					selectedDisplayText: 'red',
				},
			},
			'red',
		],
		[
			'interactiveButtonsResponse',
			{
				interactiveButtonsResponse: {
					stanzaId: 'B1',
					selectedIndex: 0,
					selectedId: '1',
					selectedDisplayText: 'Book',
				},
			},
			'Book',
		],
		[
			'buttonsResponseMessage',
			{
				buttonsResponseMessage: { stanzaId: 'B1', selectedButtonId: '2', selectedButtonText: 'No' },
			},
			'No',
		],
		[
			'listResponseMessage',
			{
				listResponseMessage: {
					stanzaId: 'L1',
					title: 'Tuesday',
					listType: 1,
					singleSelectReply: 'r2',
				},
			},
			'Tuesday',
		],
		[
			'buttonsMessage',
			{ buttonsMessage: { contentText: 'Pick one', footer: '', buttons: [] } },
			'Pick one',
		],
		['templateMessage', { templateMessage: { contentText: 'Welcome', buttons: [] } }, 'Welcome'],
		['listMessage', { listMessage: { contentText: 'Choose a day', sections: [] } }, 'Choose a day'],
		[
			'interactiveButtons',
			{
				interactiveButtons: {
					titleText: 'Hi',
					contentText: 'Pick a slot',
					footerText: '',
					buttons: [],
				},
			},
			'Pick a slot',
		],
		[
			'interactiveButtons',
			{ interactiveButtons: { header: 'Hi', body: 'Beta shape', buttons: [] } },
			'Beta shape',
		],
		[
			'groupInviteMessage',
			{
				groupInviteMessageData: {
					groupJid: 'g@g.us',
					groupName: 'Team',
					caption: 'Join us',
					inviteCode: 'C',
				},
			},
			'Join us',
		],
	])('finds the text of a %s', (typeMessage, data, text) => {
		expect(flatFields(message({ typeMessage, ...data })).text).toBe(text);
	});

	it.each([
		['an image without caption', { typeMessage: 'imageMessage', fileMessageData: { caption: '' } }],
		[
			'a location',
			{ typeMessage: 'locationMessage', locationMessageData: { nameLocation: 'Office' } },
		],
		['a contacts array', { typeMessage: 'contactsArrayMessage', messageData: { contacts: [] } }],
	])('has no text for %s', (_case, data) => {
		expect(flatFields(message(data))).not.toHaveProperty('text');
	});

	it('gives a reaction its emoji and the reacted message, never a text', () => {
		const fields = flatFields(
			message({
				typeMessage: 'reactionMessage',
				extendedTextMessageData: { text: '👍' },
				quotedMessage: { stanzaId: 'BAE5ORIGINAL0001', participant: '79001234567@c.us' },
			}),
		);
		expect(fields).not.toHaveProperty('text');
		expect(fields.reaction).toEqual({ emoji: '👍', idMessage: 'BAE5ORIGINAL0001' });
		expect(fields.typeMessage).toBe('reactionMessage');
	});

	it('keeps a taken-back reaction (empty emoji) a reaction', () => {
		const fields = flatFields(
			message({ typeMessage: 'reactionMessage', extendedTextMessageData: { text: '' } }),
		);
		expect(fields.reaction).toEqual({ emoji: '', idMessage: '' });
		expect(fields).not.toHaveProperty('text');
	});

	it.each([
		['SWE001', 'textMessage', { textMessageData: { textMessage: '{{SWE001}}' } }, /send it again/],
		[
			'SWE002',
			'documentMessage',
			{ fileMessageData: { downloadUrl: '{{SWE002}}', caption: '' } },
			/100 MB/,
		],
		['SWE003', 'textMessage', { textMessageData: { textMessage: '{{SWE003}}' } }, /QR code/],
		[
			'SWE009',
			'textMessage',
			{ textMessageData: { textMessage: '{{SWE009}}' } },
			/could not deliver/,
		],
	])('turns the %s marker into a service warning', (code, typeMessage, data, meaning) => {
		const fields = flatFields(message({ typeMessage, ...data }));
		expect(fields.serviceWarning).toEqual({ code, meaning: expect.stringMatching(meaning) });
		expect(fields).not.toHaveProperty('text');
	});

	it('takes the chat of a status or a block from the top level', () => {
		const status = flatFields({
			typeWebhook: 'outgoingMessageStatus',
			chatId: '120363025000000000@g.us',
			idMessage: 'BAE5F4886F6F2D05',
			status: 'delivered',
			sendByApi: true,
		});
		expect(status).toEqual({
			messenger: 'whatsapp',
			chatId: '120363025000000000@g.us',
			idMessage: 'BAE5F4886F6F2D05',
		});
		const block = flatFields({
			typeWebhook: 'incomingBlock',
			chatId: '10000000000@c.us',
			chatState: 'blocked',
		});
		expect(block).toEqual({ messenger: 'whatsapp', chatId: '10000000000@c.us' });
	});

	it('takes the other party of a call as its chat; the caller of an incoming call is its sender', () => {
		expect(
			flatFields({
				typeWebhook: 'incomingCall',
				from: '79001234567@c.us',
				status: 'offer',
				idMessage: 'CALL01',
			}),
		).toEqual({
			messenger: 'whatsapp',
			chatId: '79001234567@c.us',
			sender: '79001234567@c.us',
			idMessage: 'CALL01',
		});
		expect(
			flatFields({
				typeWebhook: 'outgoingCall',
				from: '79001234567@c.us',
				status: 'hungUp',
				idMessage: 'CALL02',
				isVideo: false,
				duration: 0,
			}),
		).toEqual({ messenger: 'whatsapp', chatId: '79001234567@c.us', idMessage: 'CALL02' });
	});

	it('gives a state change its state, WhatsApp’s older yellowCard (in any case) as suspended', () => {
		const state = (stateInstance: string | number) =>
			flatFields({ typeWebhook: 'stateInstanceChanged', stateInstance });
		expect(state('authorized')).toEqual({ messenger: 'whatsapp', stateInstance: 'authorized' });
		for (const older of ['yellowCard', 'YELLOWCARD', 'suspended', 'Suspended'])
			expect([older, state(older)]).toEqual([
				older,
				{ messenger: 'whatsapp', stateInstance: 'suspended' },
			]);
		expect(state(3)).toEqual({ messenger: 'whatsapp' });
		expect(
			flatFields({ typeWebhook: 'incomingMessageReceived', stateInstance: 'yellowCard' }),
		).not.toHaveProperty('stateInstance');
	});

	it('an item of a yellowCard change reads suspended where workflows look', () => {
		const body = { typeWebhook: 'stateInstanceChanged', stateInstance: 'yellowCard' };
		expect(notificationItem(body)).toEqual({
			typeWebhook: 'stateInstanceChanged',
			stateInstance: 'suspended',
			messenger: 'whatsapp',
		});
	});

	it('ignores fields of the wrong type', () => {
		expect(
			flatFields({
				typeWebhook: 'x',
				idMessage: 5.5,
				chatId: {},
				senderData: 'y',
				messageData: [],
			}),
		).toEqual({ messenger: 'whatsapp' });
	});
});

describe('notificationItem', () => {
	it('is the notification with the flat fields on top', () => {
		const body = message({ typeMessage: 'textMessage', textMessageData: { textMessage: 'hi' } });
		expect(notificationItem(body)).toEqual({ ...body, ...flatFields(body) });
	});

	it('blanks the marker where a workflow would read a text or a download link, leaving the body alone', () => {
		const body = message({
			typeMessage: 'documentMessage',
			fileMessageData: { downloadUrl: '{{SWE002}}', caption: '', fileName: 'big.pdf' },
		});
		const item = notificationItem(body);
		expect(item.messageData).toEqual({
			typeMessage: 'documentMessage',
			fileMessageData: { downloadUrl: '', caption: '', fileName: 'big.pdf' },
		});
		expect(item.serviceWarning).toMatchObject({ code: 'SWE002' });
		expect(JSON.stringify(item)).not.toContain('{{SWE');
		expect(body.messageData).toMatchObject({ fileMessageData: { downloadUrl: '{{SWE002}}' } });
	});

	it('keeps a `__proto__` key a plain field while cleaning', () => {
		const body = JSON.parse(
			'{"typeWebhook":"incomingMessageReceived","messageData":{"typeMessage":"textMessage","textMessageData":{"textMessage":"{{SWE001}}"},"__proto__":{"polluted":true}}}',
		);
		const item = notificationItem(body);
		const messageData = item.messageData as Record<string, unknown>;
		expect(Object.getPrototypeOf(messageData)).toBe(Object.prototype);
		expect(Object.prototype.hasOwnProperty.call(messageData, '__proto__')).toBe(true);
		expect((messageData as { polluted?: unknown }).polluted).toBeUndefined();
	});
});

/** A MAX notification of an incoming text, as the MAX docs show one. */
function maxText(senderData: Record<string, unknown>, extra: Record<string, unknown> = {}) {
	return {
		typeWebhook: 'incomingMessageReceived',
		instanceData: { idInstance: 3100000000, wid: '79991234567@c.us', typeInstance: 'v3' },
		timestamp: 1763115112,
		idMessage: '1763115112345',
		senderData,
		messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: 'hi' } },
		...extra,
	};
}

describe('flat fields of MAX and Telegram notifications', () => {
	it('gives every item its messenger, from the body or else from the instance', () => {
		const body = maxText({ chatId: '10000000', sender: '10000000', senderName: 'Ann' });
		expect(flatFields(body).messenger).toBe('max');
		const unnamed: IDataObject = { ...body };
		delete unnamed.instanceData;
		expect(flatFields(unnamed).messenger).toBe('whatsapp');
		expect(flatFields(unnamed, 'telegram').messenger).toBe('telegram');
		expect(flatFields(body, 'telegram').messenger).toBe('max');
	});

	it('writes chat, sender and message IDs a body carries as numbers in digits', () => {
		const fields = flatFields(
			maxText(
				{ chatId: -69308615655644, sender: 63270108, senderName: 'Ann' },
				{ idMessage: 1763115112345 },
			),
		);
		expect(fields).toMatchObject({
			chatId: '-69308615655644',
			sender: '63270108',
			idMessage: '1763115112345',
		});
		const status = flatFields({
			typeWebhook: 'outgoingMessageStatus',
			chatId: 10000000,
			idMessage: '115054445839974415',
			status: 'delivered',
		});
		expect(status.chatId).toBe('10000000');
		// An 18-digit ID read as a JSON number has lost digits already; it is still written out
		// in digits rather than in exponent form.
		expect(flatFields(maxText({}, { idMessage: 1e21 })).idMessage).toBe('1000000000000000000000');
	});

	it('keeps 18-digit message IDs exact as the strings the service sends', () => {
		expect(flatFields(maxText({}, { idMessage: '115689763107266127' })).idMessage).toBe(
			'115689763107266127',
		);
	});

	it('lifts senderPhoneNumber as a number: 0 when hidden, digits read as a number', () => {
		const phone = (value: unknown) =>
			flatFields(maxText({ chatId: '1', senderPhoneNumber: value })).senderPhoneNumber;
		expect(phone(79876543210)).toBe(79876543210);
		expect(phone(0)).toBe(0);
		expect(phone('79876543210')).toBe(79876543210);
		expect(phone('***')).toBeUndefined();
		expect(phone('')).toBeUndefined();
		expect(phone(-1)).toBeUndefined();
		expect(phone(1.5)).toBeUndefined();
		expect(phone(undefined)).toBeUndefined();
	});

	it('reads the sender of MAX journal-style fields (senderId)', () => {
		expect(flatFields(maxText({ chatId: '-1', senderId: '63270108' })).sender).toBe('63270108');
		expect(flatFields(maxText({ chatId: '-1', sender: '1', senderId: '2' })).sender).toBe('1');
	});

	it.each([
		['textMessageData', { textMessageData: { textMessage: 'a' } }, 'a'],
		['extendedTextMessageData', { extendedTextMessageData: { text: 'b' } }, 'b'],
		['a MAX journal extendedTextMessage', { extendedTextMessage: { text: 'c' } }, 'c'],
		['a MAX journal textMessage', { textMessage: 'd' }, 'd'],
		[
			'pollMessageData',
			{ pollMessageData: { name: 'Lunch?', options: [{ optionName: 'Yes' }] } },
			'Lunch?',
		],
		[
			'pollCreationMessage',
			{ pollCreationMessage: { name: 'Lunch?', options: [{ optionName: 'Yes' }] } },
			'Lunch?',
		],
	])('reads a text from %s', (_, data, expected) => {
		const body = maxText({}, { messageData: { typeMessage: 'x', ...data } });
		expect(flatFields(body).text).toBe(expected);
	});

	it('keeps the state of a state change, suspended and pendingPassword included', () => {
		for (const stateInstance of ['suspended', 'pendingPassword']) {
			const body = {
				typeWebhook: 'stateInstanceChanged',
				instanceData: { idInstance: 4100000000, wid: '', typeInstance: 'telegram' },
				stateInstance,
			};
			expect(selectNotification(body, ['stateInstanceChanged'], {})).toEqual({
				item: { ...body, messenger: 'telegram' },
			});
		}
	});
});
