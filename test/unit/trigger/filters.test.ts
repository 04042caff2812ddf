import {
	invalidChatIds,
	parseChatIds,
	passesFilters,
} from '../../../nodes/GreenApi/trigger/filters';

const PERSON = '79001234567@c.us';
const GROUP = '120363025000000000@g.us';
const LID = '123456789012345@lid';

describe('parseChatIds', () => {
	it('accepts chat ids and phone numbers, comma-separated', () => {
		const { ids, invalid } = parseChatIds(` ${PERSON}, +7 (900) 765-43-21 ,${GROUP},, ${LID} `);
		expect([...ids]).toEqual([PERSON, '79007654321@c.us', GROUP, LID]);
		expect(invalid).toEqual([]);
	});

	it('reports what is neither', () => {
		expect(parseChatIds('bob, 79001234567@c.us').invalid).toEqual(['bob']);
	});

	it('is empty for nothing', () => {
		expect(parseChatIds(undefined).ids.size).toBe(0);
		expect(parseChatIds('').ids.size).toBe(0);
	});
});

describe('passesFilters', () => {
	it('lets everything through without options', () => {
		expect(passesFilters({ chatId: GROUP, typeMessage: 'imageMessage' }, {})).toBe(true);
	});

	it('filters by chat, phone numbers included', () => {
		expect(passesFilters({ chatId: PERSON }, { chatIds: '+7 900 123-45-67' })).toBe(true);
		expect(passesFilters({ chatId: '79009999999@c.us' }, { chatIds: '+7 900 123-45-67' })).toBe(
			false,
		);
	});

	it('filters by chat type; a lid counts as personal', () => {
		expect(passesFilters({ chatId: GROUP }, { chatType: 'group' })).toBe(true);
		expect(passesFilters({ chatId: PERSON }, { chatType: 'group' })).toBe(false);
		expect(passesFilters({ chatId: PERSON }, { chatType: 'personal' })).toBe(true);
		expect(passesFilters({ chatId: LID }, { chatType: 'personal' })).toBe(true);
		expect(passesFilters({ chatId: GROUP }, { chatType: 'personal' })).toBe(false);
		expect(passesFilters({ chatId: GROUP }, { chatType: 'all' })).toBe(true);
	});

	it('filters by message type', () => {
		expect(passesFilters({ typeMessage: 'textMessage' }, { messageTypes: ['textMessage'] })).toBe(
			true,
		);
		expect(passesFilters({ typeMessage: 'imageMessage' }, { messageTypes: ['textMessage'] })).toBe(
			false,
		);
		expect(passesFilters({ typeMessage: 'imageMessage' }, { messageTypes: [] })).toBe(true);
	});

	it('lets "Text" match every plain-text kind the service sends', () => {
		const text = { messageTypes: ['textMessage'] };
		for (const typeMessage of ['textMessage', 'extendedTextMessage', 'quotedMessage']) {
			expect(passesFilters({ typeMessage }, text)).toBe(true);
		}
		for (const typeMessage of ['reactionMessage', 'imageMessage', 'editedMessage']) {
			expect(passesFilters({ typeMessage }, text)).toBe(false);
		}
		expect(passesFilters({ typeMessage: 'textMessage' }, { messageTypes: ['quotedMessage'] })).toBe(
			false,
		);
	});

	it('matches the template-button reply in both spellings the service documents', () => {
		const choice = { messageTypes: ['templateButtonsReplyMessage'] };
		expect(passesFilters({ typeMessage: 'templateButtonsReplyMessage' }, choice)).toBe(true);
		expect(passesFilters({ typeMessage: 'templateButtonReplyMessage' }, choice)).toBe(true);
	});

	it('treats a non-list or odd message-type value as nothing special', () => {
		expect(
			passesFilters(
				{ typeMessage: 'textMessage' },
				{
					messageTypes: 'imageMessage' as unknown as string[],
				},
			),
		).toBe(true);
		expect(passesFilters({ typeMessage: 'textMessage' }, { messageTypes: ['constructor'] })).toBe(
			false,
		);
		expect(passesFilters({ typeMessage: 'constructor' }, { messageTypes: ['constructor'] })).toBe(
			true,
		);
	});

	it('applies a filter only to notifications that carry what it looks at', () => {
		const everything = {
			chatIds: PERSON,
			chatType: 'group' as const,
			messageTypes: ['textMessage'],
		};
		expect(passesFilters({}, everything)).toBe(true);
		expect(passesFilters({ chatId: GROUP }, { messageTypes: ['textMessage'] })).toBe(true);
		expect(
			passesFilters({ typeMessage: 'imageMessage' }, { chatIds: PERSON, chatType: 'group' }),
		).toBe(true);
	});
});

describe('chat filters with MAX and Telegram chat IDs', () => {
	const chat = (chatId: string) => ({ messenger: 'max', chatId });

	it('reads entries by the rules of the notification’s messenger', () => {
		const entries = '10000000, -10000000000000, +7 900 123-45-67, 79001234567@c.us';
		expect(parseChatIds(entries, true)).toEqual({
			ids: new Set(['10000000', '-10000000000000', '79001234567@c.us']),
			invalid: [],
		});
		expect(parseChatIds(entries, false)).toEqual({
			ids: new Set(['10000000@c.us', '79001234567@c.us']),
			invalid: ['-10000000000000'],
		});
	});

	it('refuses before any request only what no messenger reads as a chat', () => {
		expect(invalidChatIds('abc, -12a, -10000000000000, 123, 79001234567@c.us')).toEqual([
			'abc',
			'-12a',
		]);
	});

	it('keeps a bare number a phone number on WhatsApp', () => {
		const whatsapp = (chatId: string) => ({ messenger: 'whatsapp', chatId });
		expect(passesFilters(whatsapp('10000000@c.us'), { chatIds: '10000000' })).toBe(true);
		expect(passesFilters(whatsapp('10000000'), { chatIds: '10000000' })).toBe(false);
	});

	it('matches MAX chats by their numeric ID only', () => {
		const options = { chatIds: '10000000' };
		expect(passesFilters(chat('10000000'), options)).toBe(true);
		expect(passesFilters(chat('10000001'), options)).toBe(false);
		expect(passesFilters(chat('-10000000'), options)).toBe(false);
		expect(passesFilters(chat('-10000000'), { chatIds: '-10000000' })).toBe(true);
	});

	it('counts a negative chat ID as a group', () => {
		expect(passesFilters(chat('-10000000000000'), { chatType: 'group' })).toBe(true);
		expect(passesFilters(chat('-10000000000000'), { chatType: 'personal' })).toBe(false);
		expect(passesFilters(chat('10000000'), { chatType: 'group' })).toBe(false);
		expect(passesFilters(chat('10000000'), { chatType: 'personal' })).toBe(true);
		// A MAX chat named by its phone number is a person.
		expect(passesFilters(chat('79001234567@c.us'), { chatType: 'personal' })).toBe(true);
	});
});
