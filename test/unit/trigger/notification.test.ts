import { flatFields, isNotification } from '../../../nodes/GreenApi/trigger/notification';

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
			'imageMessage',
			{ fileMessageData: { downloadUrl: 'https://x', caption: 'a photo' } },
			'a photo',
		],
		['editedMessage', { editedMessageData: { textMessage: 'fixed', stanzaId: 'X' } }, 'fixed'],
		[
			'editedMessage',
			{ editedMessageData: { caption: 'new caption', stanzaId: 'X' } },
			'new caption',
		],
		['pollUpdateMessage', { pollMessageData: { name: 'Lunch?', votes: [] } }, 'Lunch?'],
		[
			'templateButtonsReplyMessage',
			{ templateButtonReplyMessage: { selectedDisplayText: 'Yes' } },
			'Yes',
		],
	])('finds the text of a %s', (typeMessage, data, text) => {
		expect(flatFields(message({ typeMessage, ...data })).text).toBe(text);
	});

	it('leaves out what is not there', () => {
		const fields = flatFields(
			message({ typeMessage: 'deletedMessage', deletedMessageData: { stanzaId: 'X' } }),
		);
		expect(fields).not.toHaveProperty('text');
		expect(Object.keys(fields).sort()).toEqual([
			'chatId',
			'idMessage',
			'sender',
			'senderName',
			'typeMessage',
		]);
	});

	it('takes the chat of a status from the top level', () => {
		const fields = flatFields({
			typeWebhook: 'outgoingMessageStatus',
			chatId: '120363025000000000@g.us',
			idMessage: 'BAE5F4886F6F2D05',
			status: 'delivered',
			sendByApi: true,
		});
		expect(fields).toEqual({ chatId: '120363025000000000@g.us', idMessage: 'BAE5F4886F6F2D05' });
	});

	it('takes the caller of an incoming call as chat and sender, so chat filters apply to calls', () => {
		const fields = flatFields({
			typeWebhook: 'incomingCall',
			from: '79001234567@c.us',
			status: 'offer',
			idMessage: 'CALL01',
		});
		expect(fields).toEqual({
			chatId: '79001234567@c.us',
			sender: '79001234567@c.us',
			idMessage: 'CALL01',
		});
	});

	it('has nothing to lift from a state change', () => {
		expect(
			flatFields({ typeWebhook: 'stateInstanceChanged', stateInstance: 'authorized' }),
		).toEqual({});
	});

	it('ignores fields of the wrong type', () => {
		expect(
			flatFields({ typeWebhook: 'x', idMessage: 5, chatId: {}, senderData: 'y', messageData: [] }),
		).toEqual({});
	});
});
