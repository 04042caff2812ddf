import { chatKind, normalizeChatId } from '../../../nodes/GreenApi/helpers/chatId';

describe('normalizeChatId on MAX and Telegram (numeric IDs)', () => {
	it.each([
		['10000000', undefined, '10000000'],
		[' -69308615655644 ', undefined, '-69308615655644'],
		['-1234567890123456789012', 'id', '-1234567890123456789012'],
		['79001234567@c.us', undefined, '79001234567@c.us'],
		['+7 (900) 123-45-67', undefined, '79001234567@c.us'],
		['79001234567', 'phone', '79001234567@c.us'],
		['79001234567', 'list', '79001234567'],
	])('%j (mode %s) → %j', (input, mode, expected) => {
		expect(normalizeChatId(input, true, mode)).toBe(expected);
	});

	it.each(['120363043968066561@g.us', '123@lid', '--1', '- 100', 'alice', ''])(
		'%j is no MAX or Telegram chat',
		(input) => {
			expect(normalizeChatId(input, true)).toBeUndefined();
		},
	);

	it('tells persons, groups and phone numbers apart', () => {
		expect(chatKind('-100', true)).toBe('group');
		expect(chatKind('100', true)).toBe('personal');
		expect(chatKind('79001234567@c.us', true)).toBe('phone');
	});

	it('on WhatsApp a leading minus is no phone number', () => {
		expect(normalizeChatId('-10000000000000')).toBeUndefined();
		expect(normalizeChatId('7-900-123-45-67')).toBe('79001234567@c.us');
	});
});
