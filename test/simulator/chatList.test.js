'use strict';
// getChats on the three messengers: each one's own item shape, the most recently active chat
// first, and `count` as a URL parameter or a JSON body.
const { bootPerTest, fixtures } = require('./helpers');

const boot = bootPerTest();
const n = fixtures.numericIds;

test('WhatsApp: the documented fields, newest activity first; count in the URL or the body', async () => {
	const t = await boot();
	t.control.injectIncoming({ chatId: t.ids.bob });
	t.control.advance(1000);
	t.control.injectIncoming({ chatId: t.ids.alice });
	const chats = (await t.call('getChats')).json;
	expect(chats.map((c) => c.id)).toEqual([t.ids.alice, t.ids.bob, t.ids.group]);
	expect(chats[0]).toEqual({
		archive: false,
		id: t.ids.alice,
		ephemeralExpiration: 0,
		ephemeralSettingTimestamp: 0,
		name: 'Alice Smith',
		type: 'user',
	});
	expect(chats[2]).toMatchObject({ id: t.ids.group, name: 'Simulator test group', type: 'group' });
	const byQuery = (await t.call('getChats', { query: { count: 1 } })).json;
	expect(byQuery.map((c) => c.id)).toEqual([t.ids.alice]);
	const byBody = (await t.getWithBody('getChats', { count: 2 })).json;
	expect(byBody.map((c) => c.id)).toEqual([t.ids.alice, t.ids.bob]);
	const bad = await t.call('getChats', { query: { count: 0 } });
	expect([bad.status, bad.json.message]).toEqual([
		400,
		`Validation failed. Details: 'count' must be greater than or equal to 1`,
	]);
});

test('MAX: chatId and phoneNumber only (0 for a group)', async () => {
	const t = await boot({ messenger: 'max' });
	t.control.injectIncoming({ chatId: n.alice });
	expect((await t.call('getChats')).json).toEqual([
		{ chatId: n.alice, phoneNumber: 79001234561 },
		{ chatId: n.group, phoneNumber: 0 },
	]);
});

test('Telegram: chatId, name, type (the group is a supergroup) and phoneNumber', async () => {
	const t = await boot({ messenger: 'telegram' });
	t.control.injectIncoming({ chatId: n.privacy });
	expect((await t.call('getChats')).json).toEqual([
		{ chatId: n.privacy, name: 'Private Pete', type: 'user', phoneNumber: 0 },
		{ chatId: n.group, name: 'Simulator test group', type: 'supergroup', phoneNumber: 0 },
	]);
});
