import {
	chatKind,
	chatText,
	normalizeChatId,
	typeName,
} from '../../../nodes/GreenApi/helpers/chatId';

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

describe('chatText', () => {
	it('reads resource locators and plain values, digits for numbers, the type name otherwise', () => {
		expect(chatText({ __rl: true, mode: 'list', value: '79001234561@c.us' })).toBe(
			'79001234561@c.us',
		);
		expect(chatText('+7 900')).toBe('+7 900');
		expect(chatText(79001234567)).toBe('79001234567');
		expect(chatText('  ')).toBeUndefined();
		expect(chatText(null)).toBeUndefined();
		expect(chatText({ __rl: true, mode: 'id', value: '' })).toBeUndefined();
		expect(chatText(['79001234567@c.us'])).toEqual({ wrongType: 'an array' });
		expect(chatText({ chatId: 'x' })).toEqual({ wrongType: 'an object' });
		expect(chatText(Number.NaN)).toEqual({ wrongType: 'a number' });
	});

	it('names types for error messages', () => {
		expect([null, undefined, [], {}, true, 1, 'x'].map(typeName)).toEqual([
			'null',
			'nothing',
			'an array',
			'an object',
			'a boolean',
			'a number',
			'a string',
		]);
	});
});
