import {
	CHAT_PAGE_SIZE,
	chatLabel,
	chatPage,
	matchesFilter,
} from '../../../nodes/GreenApi/helpers/chatList';

const alice = { id: '79001234561@c.us', name: 'Alice', contactName: 'Alice Smith', type: 'user' };
const carol = { id: '79001234563@c.us', name: 'Carol', contactName: '', type: 'user' };
const nameless = { id: '79001234566@c.us', name: '', contactName: '', type: 'user' };
const group = { id: '120363043968066561@g.us', name: 'Family', contactName: '', type: 'group' };
const lid = { id: '123456789012345@lid', name: 'Dan', contactName: '', type: 'user' };

describe('chatLabel', () => {
	it('names chats as the phone shows them, with the number', () => {
		expect(chatLabel(alice)).toBe('Alice Smith (+79001234561)');
		expect(chatLabel(carol)).toBe('Carol (+79001234563)');
		expect(chatLabel(nameless)).toBe('+79001234566');
		expect(chatLabel(group)).toBe('Family (group)');
		expect(chatLabel(lid)).toBe('Dan');
		expect(chatLabel({ id: '120363043968066562@g.us' })).toBe('120363043968066562@g.us (group)');
	});
});

describe('matchesFilter', () => {
	it.each([
		['smith', alice, true],
		['ALICE', alice, true],
		['Carol', alice, false],
		['+7 900 123-45-61', alice, true],
		['9001234561', alice, true],
		['1234563', alice, false],
		['fam', group, true],
		['', carol, true],
		['a1', alice, false],
	])('%j in %j → %s', (filter, entry, expected) => {
		expect(matchesFilter(entry, filter)).toBe(expected);
	});
});

describe('chatPage', () => {
	it('filters, sorts by label and drops entries without an ID', () => {
		const page = chatPage([carol, group, alice, { name: 'no id' }, null, nameless], '', 0);
		expect(page.results).toEqual([
			{ name: '+79001234566', value: '79001234566@c.us' },
			{ name: 'Alice Smith (+79001234561)', value: '79001234561@c.us' },
			{ name: 'Carol (+79001234563)', value: '79001234563@c.us' },
			{ name: 'Family (group)', value: '120363043968066561@g.us' },
		]);
		expect(page.next).toBeUndefined();
		expect(chatPage([carol, alice], 'smi', 0).results.map((r) => r.value)).toEqual([alice.id]);
	});

	it('pages through long lists', () => {
		const many = Array.from({ length: 250 }, (_, n) => ({
			id: `7900${String(n).padStart(7, '0')}@c.us`,
			name: `Contact ${String(n).padStart(3, '0')}`,
		}));
		const first = chatPage(many, '', 0);
		expect(first.results).toHaveLength(CHAT_PAGE_SIZE);
		expect(first.next).toBe(100);
		const last = chatPage(many, '', 200);
		expect(last.results).toHaveLength(50);
		expect(last.results[49].name).toBe('Contact 249 (+79000000249)');
		expect(last.next).toBeUndefined();
	});

	it('gives an empty page for a non-list answer', () => {
		expect(chatPage({ error: 'x' }, '', 0)).toEqual({ results: [] });
	});
});
