import { parseChatIds, passesFilters } from '../../../nodes/GreenApi/trigger/filters';

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
