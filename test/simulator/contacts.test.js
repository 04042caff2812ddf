'use strict';
const { boot, T0 } = require('./helpers');

describe('journals, contacts and chats', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
	});
	afterEach(() => t.sim.close());

	test('lastIncomingMessages and lastOutgoingMessages within ?minutes (default 1440)', async () => {
		t.control.injectIncoming({ chatId: t.ids.alice, text: 'old', idMessage: 'OLD' });
		t.control.advance(2 * 3600 * 1000);
		t.control.injectIncoming({ chatId: t.ids.bob, text: 'new', idMessage: 'NEW' });
		await t.call('sendMessage', { body: { chatId: t.ids.carol, message: 'out' } });
		t.control.advance(500);
		const ids = (r) => r.json.map((m) => m.idMessage);
		expect(ids(await t.call('lastIncomingMessages'))).toEqual(['NEW', 'OLD']);
		expect(ids(await t.call('lastIncomingMessages', { query: { minutes: '60' } }))).toEqual([
			'NEW',
		]);
		const out = await t.call('lastOutgoingMessages');
		expect(out.json).toEqual([
			expect.objectContaining({ type: 'outgoing', chatId: t.ids.carol, textMessage: 'out' }),
		]);
		t.control.advance(24 * 3600 * 1000);
		expect((await t.call('lastIncomingMessages')).json).toEqual([]);
	});

	test('getContacts with ?group and ?count', async () => {
		const all = (await t.call('getContacts')).json;
		expect(all).toHaveLength(6);
		expect(all[0]).toEqual({
			id: t.ids.alice,
			name: 'Alice',
			contactName: 'Alice Smith',
			type: 'user',
		});
		expect((await t.call('getContacts', { query: { group: 'true' } })).json).toEqual([
			{ id: t.ids.group, name: 'Simulator test group', contactName: '', type: 'group' },
		]);
		expect(
			(await t.call('getContacts', { query: { group: 'false' } })).json.every(
				(c) => c.type === 'user',
			),
		).toBe(true);
		expect((await t.call('getContacts', { query: { count: '2' } })).json).toHaveLength(2);
	});

	test('checkWhatsapp', async () => {
		expect((await t.call('checkWhatsapp', { body: { phoneNumber: 79001234561 } })).json).toEqual({
			existsWhatsapp: true,
		});
		expect((await t.call('checkWhatsapp', { body: { phoneNumber: 79000000000 } })).json).toEqual({
			existsWhatsapp: false,
		});
		const short = await t.call('checkWhatsapp', { body: { phoneNumber: 123 } });
		expect([short.status, short.json.message]).toEqual([
			400,
			'Validation failed. Details: bad phone number, valid 11 or 12 digits',
		]);
		const text = await t.call('checkWhatsapp', { body: { phoneNumber: '79001234561' } });
		expect(text.json.message).toBe(`Validation failed. Details: 'phoneNumber' must be a number`);
	});

	test('readChat, archiveChat/unarchiveChat (ArchiveChatError without messages), setDisappearingChat', async () => {
		expect((await t.call('readChat', { body: { chatId: t.ids.alice } })).json).toEqual({
			setRead: true,
		});
		const empty = await t.call('archiveChat', { body: { chatId: t.ids.alice } });
		expect([empty.status, empty.json.message]).toEqual([
			400,
			'ArchiveChatError: cannot archive chat cause last message not found in chat',
		]);
		expect((await t.call('unarchiveChat', { body: { chatId: t.ids.alice } })).status).toBe(400);
		t.control.injectIncoming({ chatId: t.ids.alice });
		const archived = await t.call('archiveChat', { body: { chatId: t.ids.alice } });
		expect([archived.status, archived.text]).toEqual([200, '']);
		expect((await t.call('getContactInfo', { body: { chatId: t.ids.alice } })).json.isArchive).toBe(
			true,
		);
		await t.call('unarchiveChat', { body: { chatId: t.ids.alice } });
		expect((await t.call('getContactInfo', { body: { chatId: t.ids.alice } })).json.isArchive).toBe(
			false,
		);
		const d = await t.call('setDisappearingChat', {
			body: { chatId: t.ids.alice, ephemeralExpiration: 86400 },
		});
		expect(d.json).toEqual({
			chatId: t.ids.alice,
			disappearingMessagesInChat: true,
			ephemeralExpiration: 86400,
		});
		expect((await t.call('getContactInfo', { body: { chatId: t.ids.alice } })).json).toMatchObject({
			isDisappearing: true,
			messageExpiration: 86400,
		});
		const bad = await t.call('setDisappearingChat', {
			body: { chatId: t.ids.alice, ephemeralExpiration: 5 },
		});
		expect(bad.json.message).toBe(
			`Validation failed. Details: 'ephemeralExpiration' must be one of [0, 86400, 604800, 7776000]`,
		);
	});

	test('getChats lists chats with messages and groups', async () => {
		t.control.injectIncoming({ chatId: t.ids.bob });
		await t.call('setDisappearingChat', {
			body: { chatId: t.ids.bob, ephemeralExpiration: 604800 },
		});
		const chats = (await t.call('getChats')).json;
		expect(chats).toEqual([
			{
				archive: false,
				id: t.ids.bob,
				name: 'Bob Jones',
				type: 'user',
				ephemeralExpiration: 604800,
				ephemeralSettingTimestamp: T0 / 1000,
			},
			{
				archive: false,
				id: t.ids.group,
				name: 'Simulator test group',
				type: 'group',
				ephemeralExpiration: 0,
				ephemeralSettingTimestamp: 0,
			},
		]);
	});
});
