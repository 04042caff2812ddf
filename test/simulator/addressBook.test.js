'use strict';
// addContact, editContact and deleteContact on the three messengers: answers, the documented
// errors, and the contact as getContacts and getContactInfo show it afterwards.
const { bootPerTest, fixtures } = require('./helpers');

const boot = bootPerTest();
const n = fixtures.numericIds;
const NEW_PHONE = '79001112233@c.us';

describe('WhatsApp', () => {
	test('add, edit, delete: the answers, and getContacts / getContactInfo in between', async () => {
		const t = await boot();
		const contactName = async () => [
			(await t.call('getContacts')).json.find((c) => c.id === NEW_PHONE)?.contactName,
			(await t.call('getContactInfo', { body: { chatId: NEW_PHONE } })).json.contactName,
		];
		const add = await t.call('addContact', {
			body: { chatId: NEW_PHONE, firstName: 'Nina', lastName: 'Ivanova', saveInAddressbook: false },
		});
		expect([add.status, add.json]).toEqual([200, { addContact: true }]);
		expect(await contactName()).toEqual(['Nina Ivanova', 'Nina Ivanova']);
		const edit = await t.call('editContact', { body: { chatId: NEW_PHONE, firstName: 'Nina' } });
		expect([edit.status, edit.json]).toEqual([200, { editContact: true }]);
		expect(await contactName()).toEqual(['Nina', 'Nina']);
		const del = await t.call('deleteContact', { body: { chatId: NEW_PHONE } });
		expect([del.status, del.json]).toEqual([200, { deleteContact: true }]);
		expect(await contactName()).toEqual(['', '']);
		// Deleted, it can be added again.
		const again = await t.call('addContact', { body: { chatId: NEW_PHONE, firstName: 'N' } });
		expect(again.json).toEqual({ addContact: true });
	});

	test('the documented errors: 400 already exists, 404 not on WhatsApp (bodies of { message } alone)', async () => {
		const t = await boot();
		const exists = await t.call('addContact', { body: { chatId: t.ids.alice, firstName: 'A' } });
		expect([exists.status, exists.json]).toEqual([
			400,
			{ message: `Contact ${t.ids.alice} already exists` },
		]);
		for (const method of ['addContact', 'editContact', 'deleteContact']) {
			const r = await t.call(method, { body: { chatId: t.ids.noAccount, firstName: 'X' } });
			expect([method, r.status, r.json]).toEqual([
				method,
				404,
				{ message: `${t.ids.noAccount} is not on WhatsApp` },
			]);
		}
	});

	test('validation: a group chat, a missing firstName, a non-boolean saveInAddressbook', async () => {
		const t = await boot();
		const message = async (method, body) => (await t.call(method, { body })).json.message;
		expect(await message('addContact', { chatId: t.ids.group, firstName: 'G' })).toBe(
			`Validation failed. Details: 'chatId' must be one of the next formats: 'phone_number@c.us' or 'chat_id@lid'`,
		);
		expect(await message('editContact', { chatId: t.ids.bob })).toBe(
			`Validation failed. Details: 'firstName' is required`,
		);
		expect(
			await message('addContact', { chatId: NEW_PHONE, firstName: 'N', saveInAddressbook: 'yes' }),
		).toBe(`Validation failed. Details: 'saveInAddressbook' must be a boolean`);
	});
});

describe('MAX', () => {
	test('add by phone reaches the numeric chat; delete; no editContact; 404 not on MAX', async () => {
		const t = await boot({ messenger: 'max' });
		const add = await t.call('addContact', {
			body: { chatId: '79001234563@c.us', firstName: 'Carol' },
		});
		expect(add.json).toEqual({ addContact: true });
		const info = await t.call('getContactInfo', { body: { chatId: n.carol } });
		expect(info.json.contactName).toBe('Carol');
		expect((await t.call('deleteContact', { body: { chatId: n.carol } })).json).toEqual({
			deleteContact: true,
		});
		expect(
			(await t.call('editContact', { body: { chatId: n.carol, firstName: 'C' } })).status,
		).toBe(404);
		const none = await t.call('deleteContact', { body: { chatId: n.noAccount } });
		expect([none.status, none.json]).toEqual([404, { message: `${n.noAccount} is not on MAX` }]);
	});
});

describe('Telegram', () => {
	test('add, edit, delete a numeric chat; edit or delete of an unsaved one is 404 Contact … not found', async () => {
		const t = await boot({ messenger: 'telegram' });
		expect(
			(await t.call('addContact', { body: { chatId: n.carol, firstName: 'Carol', lastName: 'K' } }))
				.json,
		).toEqual({ addContact: true });
		expect(
			(await t.call('editContact', { body: { chatId: n.carol, firstName: 'C' } })).json,
		).toEqual({ editContact: true });
		const listed = (await t.call('getContacts')).json.find((c) => c.id === n.carol);
		expect(listed.contactName).toBe('C');
		expect((await t.call('deleteContact', { body: { chatId: n.carol } })).json).toEqual({
			deleteContact: true,
		});
		for (const method of ['editContact', 'deleteContact']) {
			const r = await t.call(method, { body: { chatId: n.carol, firstName: 'C' } });
			expect([method, r.status, r.json]).toEqual([
				method,
				404,
				{ message: `Contact ${n.carol} not found` },
			]);
		}
	});
});
