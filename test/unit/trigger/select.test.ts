import { selectNotification } from '../../../nodes/GreenApi/trigger/select';

const text = {
	typeWebhook: 'incomingMessageReceived',
	idMessage: 'BAE5F4886F6F2D05',
	senderData: { chatId: '79001234567@c.us', sender: '79001234567@c.us', senderName: 'Ann' },
	messageData: { typeMessage: 'extendedTextMessage', extendedTextMessageData: { text: 'hi' } },
};

describe('selectNotification', () => {
	it('gives the item of a selected event that passes the filters', () => {
		expect(
			selectNotification(text, ['incomingMessageReceived'], { messageTypes: ['textMessage'] }),
		).toEqual({
			item: {
				...text,
				messenger: 'whatsapp',
				chatId: '79001234567@c.us',
				sender: '79001234567@c.us',
				senderName: 'Ann',
				text: 'hi',
				typeMessage: 'extendedTextMessage',
				idMessage: 'BAE5F4886F6F2D05',
			},
		});
	});

	it('ignores an event that was not selected, before looking at the filters', () => {
		expect(selectNotification(text, ['outgoingMessageStatus'], {})).toEqual({
			ignored: 'event not selected',
		});
		expect(
			selectNotification({ typeWebhook: 'avatarInfo' }, ['incomingMessageReceived'], {}),
		).toEqual({ ignored: 'event not selected' });
	});

	it('ignores what the filters keep out', () => {
		expect(selectNotification(text, ['incomingMessageReceived'], { chatType: 'group' })).toEqual({
			ignored: 'filtered out',
		});
		expect(
			selectNotification(text, ['incomingMessageReceived'], { messageTypes: ['imageMessage'] }),
		).toEqual({ ignored: 'filtered out' });
	});
});
