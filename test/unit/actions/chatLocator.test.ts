import type { INodeProperties, INodePropertyMode } from 'n8n-workflow';

import { GreenApi } from '../../../nodes/GreenApi/GreenApi.node';

/* The chat pickers: every chat parameter is a resource locator with the same three modes. */

const node = new GreenApi();
const { properties } = node.description;

const locators = properties.filter((p) => p.type === 'resourceLocator');
const modeOf = (property: INodeProperties | undefined, name: string) =>
	(property?.modes ?? []).find((mode) => mode.name === name) as INodePropertyMode;
const regexOf = (mode: INodePropertyMode) => {
	const rule = mode.validation?.[0] as unknown as {
		properties: { regex: string; errorMessage: string };
	};
	return { regex: new RegExp(rule.properties.regex), message: rule.properties.errorMessage };
};
const locatorOf = (name: string) => locators.find((p) => p.name === name);

describe('chat parameters as resource locators', () => {
	it('makes every chat parameter a resource locator, default From List, required', () => {
		expect([...new Set(locators.map((p) => p.name))].sort()).toEqual([
			'chatId',
			'chatIdFrom',
			'groupId',
			'participantChatId',
		]);
		for (const locator of locators) {
			expect(locator.default).toEqual({ mode: 'list', value: '' });
			expect(locator.required).toBe(true);
			expect(modeOf(locator, 'list').typeOptions).toMatchObject({ searchable: true });
		}
	});

	it('lists all chats for chats, groups for groups, persons for participants', () => {
		const method = (name: string) => modeOf(locatorOf(name), 'list').typeOptions?.searchListMethod;
		expect(method('chatId')).toBe('searchChats');
		expect(method('chatIdFrom')).toBe('searchChats');
		expect(method('groupId')).toBe('searchGroups');
		expect(method('participantChatId')).toBe('searchContacts');
		expect(Object.keys(node.methods.listSearch).sort()).toEqual([
			'searchChats',
			'searchContacts',
			'searchGroups',
		]);
	});

	it('offers By Phone Number for chats and persons, never for groups', () => {
		expect((locatorOf('chatId')?.modes ?? []).map((m) => m.name)).toEqual(['list', 'id', 'phone']);
		expect((locatorOf('groupId')?.modes ?? []).map((m) => m.name)).toEqual(['list', 'id']);
		expect((locatorOf('participantChatId')?.modes ?? []).map((m) => m.name)).toEqual([
			'list',
			'id',
			'phone',
		]);
	});

	it('validates By ID with the chat kinds the parameter takes', () => {
		const chat = regexOf(modeOf(locatorOf('chatId'), 'id'));
		for (const ok of ['79001234567@c.us', '120363043968066561@g.us', '123456789012345@lid'])
			expect(chat.regex.test(ok)).toBe(true);
		for (const bad of ['alice', '79001234567@s.whatsapp.net'])
			expect(chat.regex.test(bad)).toBe(false);
		expect(chat.message).toMatch(/^Enter a chat ID: on WhatsApp ending in @c\.us \(person\)/);
		const group = regexOf(modeOf(locatorOf('groupId'), 'id'));
		expect(group.regex.test('79001234561-1581234048@g.us')).toBe(true);
		expect(group.regex.test('79001234567@c.us')).toBe(false);
		const person = regexOf(modeOf(locatorOf('participantChatId'), 'id'));
		expect(person.regex.test('79001234567@c.us')).toBe(true);
		expect(person.regex.test('120363043968066561@g.us')).toBe(false);
	});

	it('validates By Phone Number as people write it', () => {
		const phone = regexOf(modeOf(locatorOf('chatId'), 'phone'));
		for (const ok of ['+7 (900) 123-45-67', '79001234567', '49.151.2345.6789'])
			expect(phone.regex.test(ok)).toBe(true);
		for (const bad of ['alice', '79001234567@c.us', '+7 900 ext. 5'])
			expect(phone.regex.test(bad)).toBe(false);
	});
});
