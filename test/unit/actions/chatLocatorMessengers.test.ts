import type { INodeProperties, INodePropertyMode } from 'n8n-workflow';

import { GreenApi } from '../../../nodes/GreenApi/GreenApi.node';

/* "By ID" takes every messenger's forms: the editor cannot know the instance's messenger. */

const { properties } = new GreenApi().description;
const byId = (name: string): RegExp => {
	const locator = properties.find((p) => p.type === 'resourceLocator' && p.name === name) as
		| INodeProperties
		| undefined;
	const mode = (locator?.modes ?? []).find((m) => m.name === 'id') as INodePropertyMode;
	const rule = mode.validation?.[0] as unknown as { properties: { regex: string } };
	return new RegExp(rule.properties.regex);
};

describe('By ID on every messenger', () => {
	it('a chat takes WhatsApp IDs and MAX / Telegram numbers, negative for groups', () => {
		const chat = byId('chatId');
		for (const ok of ['79001234567@c.us', '10000000', '-10000000000000', ' -69308615655644 '])
			expect([ok, chat.test(ok)]).toEqual([ok, true]);
		for (const bad of ['--1', '10 000', '-', '1e9', '-10000000000000@g.us'])
			expect([bad, chat.test(bad)]).toEqual([bad, false]);
	});

	it('a group takes …@g.us or a negative number, never a person', () => {
		const group = byId('groupId');
		expect(group.test('-10000000000000')).toBe(true);
		expect(group.test('120363043968066561@g.us')).toBe(true);
		expect(group.test('10000000')).toBe(false);
	});

	it('a participant takes a person: …@c.us, …@lid or a positive number', () => {
		const person = byId('participantChatId');
		expect(person.test('10000000')).toBe(true);
		expect(person.test('79001234567@c.us')).toBe(true);
		expect(person.test('-10000000000000')).toBe(false);
	});
});
