'use strict';
const { boot } = require('./helpers');

const details = (text) => `Validation failed. Details: ${text}`;

describe('validation answers (NestJS-style bodies that echo the path with the token)', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeAll(async () => {
		t = await boot({ instance: { apiTokenInstance: 'tok/en+1' } });
	});
	afterAll(() => t.sim.close());

	async function expect400(method, body, message) {
		const r = await t.call(method, { body });
		expect(r.status).toBe(400);
		expect(r.json).toEqual({
			statusCode: 400,
			timestamp: new Date(t.clock.now()).toISOString(),
			path: t.pathOf(method),
			message,
		});
		return r;
	}

	test('the 400 path carries the token, URL-encoded as it was sent', async () => {
		const r = await expect400('sendContact', {}, details(`'value' must have at least 1 key`));
		expect(r.json.path).toBe('/waInstance110100000001/sendContact/tok%2Fen%2B1');
	});

	test('sendContact phoneContact rules', async () => {
		const base = { chatId: t.ids.alice, contact: { firstName: 'A' } };
		await expect400(
			'sendContact',
			{ ...base, contact: { firstName: 'A', phoneContact: '79001234567' } },
			details(`'contact.phoneContact' must be a number`),
		);
		await expect400(
			'sendContact',
			{ ...base, contact: { firstName: 'A', phoneContact: 9007199254740993 } },
			details(`'contact.phoneContact' must be a safe number`),
		);
		await expect400(
			'sendContact',
			{ ...base, contact: { firstName: 'A', phoneContact: 7900123 } },
			details('bad phone number, valid 11 or 12 digits'),
		);
		await expect400(
			'sendContact',
			{ chatId: t.ids.alice, contact: { phoneContact: 79001234567 } },
			details(`'contact' must contain at least one of [firstName, middleName, lastName, company]`),
		);
		await expect400(
			'sendContact',
			{ contact: { phoneContact: 79001234567, company: 'X' } },
			details(`'chatId' is required`),
		);
		await expect400(
			'sendContact',
			{
				chatId: t.ids.alice,
				contact: { phoneContact: 79001234567, company: 'X' },
				typingTime: 999,
			},
			details(`'typingTime' must be greater than or equal to 1000`),
		);
		await expect400(
			'sendContact',
			{
				chatId: t.ids.alice,
				contact: { phoneContact: 79001234567, company: 'X' },
				typingTime: 20001,
			},
			details(`'typingTime' must be less than or equal to 20000`),
		);
	});

	test('getContactInfo: group id, empty body, wrong chatId, wrong type', async () => {
		const text =
			'Validation failed. Details: The method GetContactInfo does not support group chats, to work with groups, use the GetGroupData method';
		await expect400('getContactInfo', { chatId: t.ids.group }, text);
		await expect400('getContactInfo', {}, text);
		await expect400('getContactInfo', { chatId: 'nonsense' }, text);
		for (const [value, goType] of [
			[true, 'bool'],
			[42, 'float64'],
			[null, 'nil'],
			[[1], '[]interface {}'],
		]) {
			const r = await t.call('getContactInfo', { body: { chatId: value } });
			expect(r.status).toBe(500);
			expect(r.json).toMatchObject({
				statusCode: 500,
				path: t.pathOf('getContactInfo'),
				message: `interface conversion: interface {} is ${goType}, not string`,
			});
		}
	});

	test('getChatHistory count of a wrong type or beyond the safe integer', async () => {
		await expect400(
			'getChatHistory',
			{ chatId: t.ids.alice, count: '10' },
			details(`'count' must be a number`),
		);
		await expect400(
			'getChatHistory',
			{ chatId: t.ids.alice, count: 2 ** 60 },
			details(`'count' must be a number`),
		);
	});

	test('sendMessage rules', async () => {
		await expect400(
			'sendMessage',
			{ chatId: t.ids.alice, message: 'x'.repeat(20001) },
			details(`'message' length must be less than or equal to 20000 characters long`),
		);
		await expect400(
			'sendMessage',
			{ chatId: t.ids.alice, message: '' },
			details(`'message' is not allowed to be empty`),
		);
		await expect400('sendMessage', { message: 'hi' }, details(`'chatId' is required`));
		await expect400(
			'sendMessage',
			{ chatId: '79001234561', message: 'hi' },
			details(
				`'chatId' must be one of the next formats: 'phone_number@c.us', 'chat_id@g.us' or 'chat_id@lid'`,
			),
		);
		const ok = await t.call('sendMessage', {
			body: { chatId: t.ids.alice, message: 'x'.repeat(20000) },
		});
		expect(ok.status).toBe(200);
	});

	test('forwardMessages needs at least one id and typingTime in seconds', async () => {
		const base = { chatId: t.ids.bob, chatIdFrom: t.ids.alice };
		await expect400(
			'forwardMessages',
			{ ...base, messages: [] },
			details(`'messages' must contain at least 1 items`),
		);
		await expect400(
			'forwardMessages',
			{ ...base, messages: ['X'], typingTime: 21 },
			details(`'typingTime' must be less than or equal to 20`),
		);
	});

	test('sendVoiceStatus needs an .mp3 or .wav fileName', async () => {
		await expect400(
			'sendVoiceStatus',
			{ urlFile: `${t.sim.url}/files/voice.mp3`, fileName: 'voice.ogg' },
			details(`'fileName' must have the extension .mp3 or .wav`),
		);
		await expect400('sendVoiceStatus', { fileName: 'voice.mp3' }, details(`'urlFile' is required`));
	});

	test('a JSON body over 100 KB is 500 request entity too large', async () => {
		const r = await t.call('sendMessage', {
			body: { chatId: t.ids.alice, message: 'x'.repeat(102400) },
		});
		expect(r.status).toBe(500);
		expect(r.json).toMatchObject({
			statusCode: 500,
			path: t.pathOf('sendMessage'),
			message: 'request entity too large',
		});
		const contact = await t.call('sendContact', {
			body: { chatId: t.ids.alice, pad: 'y'.repeat(102400) },
		});
		expect(contact.json.message).toBe('request entity too large');
	});

	test('a body that is not JSON is 400 Unexpected token', async () => {
		const r = await t.call('sendMessage', {
			body: 'not json',
			headers: { 'Content-Type': 'application/json' },
		});
		expect(r.status).toBe(400);
		expect(r.json.statusCode).toBe(400);
		expect(r.json.message).toMatch(/^Unexpected token o in JSON at position 1$/);
	});

	test('JSON sent without a JSON content type is read as an empty body (like Express)', async () => {
		const empty = await t.call('sendMessage', { http: 'POST' });
		expect([empty.status, empty.json.message]).toEqual([
			400,
			details(`'value' must have at least 1 key`),
		]);
		const r = await t.call('sendMessage', {
			body: JSON.stringify({ chatId: t.ids.alice, message: 'x' }),
			headers: { 'Content-Type': 'text/plain' },
		});
		expect(r.json.message).toBe(details(`'value' must have at least 1 key`));
	});
});

describe('beta status access and getAvatar soft answers', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeAll(async () => {
		t = await boot({ betaStatusAccess: false });
	});
	afterAll(() => t.sim.close());

	test('status methods answer 403 without beta access', async () => {
		const forbidden = { code: 403, description: 'Forbidden' };
		const voice = await t.call('sendVoiceStatus', {
			body: { urlFile: `${t.sim.url}/files/voice.mp3`, fileName: 'v.mp3' },
		});
		expect([voice.status, voice.json]).toEqual([403, forbidden]);
		for (const m of ['getOutgoingStatuses', 'getIncomingStatuses'])
			expect((await t.call(m)).status).toBe(403);
		for (const m of ['sendTextStatus', 'sendMediaStatus', 'deleteStatus'])
			expect((await t.call(m, { body: {} })).status).toBe(403);
		expect((await t.call('getStatusStatistic', { query: { idMessage: 'X' } })).status).toBe(403);
		t.control.setBetaAccess(true);
		expect((await t.call('getOutgoingStatuses')).status).toBe(200);
	});

	test('getAvatar: privacy-blocked, none, unknown number, seeded avatar', async () => {
		expect((await t.call('getAvatar', { body: { chatId: t.ids.privacy } })).json).toEqual({
			urlAvatar: '',
			available: false,
		});
		expect((await t.call('getAvatar', { body: { chatId: t.ids.bob } })).json).toEqual({
			urlAvatar: '',
			available: true,
		});
		expect((await t.call('getAvatar', { body: { chatId: '79111111111@c.us' } })).json).toEqual({
			urlAvatar: '',
			available: true,
		});
		const alice = (await t.call('getAvatar', { body: { chatId: t.ids.alice } })).json;
		expect(alice.available).toBe(true);
		expect(alice.urlAvatar.startsWith(`${t.sim.url}/files/`)).toBe(true);
		const img = await fetch(alice.urlAvatar);
		expect(img.headers.get('content-type')).toBe('image/png');
		expect(
			Buffer.from(await img.arrayBuffer())
				.subarray(1, 4)
				.toString(),
		).toBe('PNG');
	});

	test('getContactInfo of a seeded business contact', async () => {
		const r = await t.call('getContactInfo', { body: { chatId: t.ids.business } });
		expect(r.status).toBe(200);
		expect(r.json).toMatchObject({
			name: 'Green Coffee',
			contactName: 'Coffee shop',
			isBusiness: true,
			chatId: t.ids.business,
			category: 'Cafe',
		});
		expect(r.json.products[0]).toMatchObject({
			reviewStatus: { whatsapp: 'APPROVED' },
			isHidden: false,
			imageUrls: { requested: expect.any(String), original: expect.any(String) },
		});
		expect(Object.keys(r.json).sort()).toEqual(
			[
				'avatar',
				'name',
				'contactName',
				'email',
				'category',
				'description',
				'products',
				'chatId',
				'lastSeen',
				'isArchive',
				'isDisappearing',
				'isMute',
				'messageExpiration',
				'muteExpiration',
				'isBusiness',
			].sort(),
		);
	});
});
