import { chatKind, normalizeChatId } from '../../../nodes/GreenApi/helpers/chatId';

describe('normalizeChatId', () => {
	it.each([
		['79001234567@c.us', '79001234567@c.us'],
		['  79001234567@c.us ', '79001234567@c.us'],
		['120363043968066561@g.us', '120363043968066561@g.us'],
		['79001234567-1581234048@g.us', '79001234567-1581234048@g.us'],
		['123456789012345@lid', '123456789012345@lid'],
		['+7 (900) 123-45-67', '79001234567@c.us'],
		['49.151.2345.6789', '4915123456789@c.us'],
		['12345', '12345@c.us'],
	])('%j → %j', (input, expected) => {
		expect(normalizeChatId(input)).toBe(expected);
	});

	it.each([
		'',
		'alice',
		'alice@example.com',
		'1234',
		'123456789012345678901',
		'79001234567@s.whatsapp.net',
		'7900123abc@c.us',
		'+7 900 123 45 67 ext. 5',
	])('%j is neither a chat ID nor a phone number', (input) => {
		expect(normalizeChatId(input)).toBeUndefined();
	});
});

describe('chatKind', () => {
	it('tells groups, LIDs and personal chats apart', () => {
		expect(chatKind('120363043968066561@g.us')).toBe('group');
		expect(chatKind('123456789012345@lid')).toBe('lid');
		expect(chatKind('79001234567@c.us')).toBe('personal');
	});
});
