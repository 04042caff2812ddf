'use strict';
// MAX and Telegram accounts: checkAccount, getAccountSettings, their states, the QR answers and
// the password and code steps of a login.
const { bootPerTest, fixtures, T0 } = require('./helpers');

const n = fixtures.numericIds;
const TOKEN = 'simtoken';

const refusal = (messenger, method, details) => ({
	statusCode: 400,
	timestamp: expect.any(String),
	path: `/waInstance${messenger === 'max' ? '3100000001' : '4100000001'}/${method}/${TOKEN}`,
	message: `Validation failed. Details: ${details}`,
});

const boot = bootPerTest();
const start = (messenger, instance = {}) =>
	boot({ messenger, instance: { apiTokenInstance: TOKEN, ...instance } });

describe('checkAccount', () => {
	test('MAX: a 7 or 375 number → {exist, chatId}; a number without an account → exist false, ""', async () => {
		const t = await start('max');
		const check = async (body) => (await t.call('checkAccount', { body })).json;
		expect(await check({ phoneNumber: 79001234561 })).toEqual({ exist: true, chatId: n.alice });
		expect(await check({ phoneNumber: 79001234562, force: true })).toEqual({
			exist: true,
			chatId: n.bob,
		});
		expect(await check({ phoneNumber: 79990000000 })).toEqual({
			exist: true,
			chatId: '10000000',
		});
		// Another number: an account numbered the same way every time.
		const other = await check({ phoneNumber: 375291234567 });
		expect(other).toEqual({ exist: true, chatId: expect.stringMatching(/^[1-9]\d{8}$/) });
		expect(await check({ phoneNumber: 375291234567 })).toEqual(other);
		expect(await check({ phoneNumber: 79000000000 })).toEqual({ exist: false, chatId: '' });
	});

	test.each([
		[{}, `'value' must have at least 1 key`],
		[{ force: true }, `'phoneNumber' is required`],
		[{ phoneNumber: '79001234561' }, `'phoneNumber' must be a number`],
		[{ phoneNumber: 7900123456.5 }, `'phoneNumber' must be an integer`],
		[
			{ phoneNumber: 12025550123 },
			'bad phone number, valid 11 or 12 digits with country code 7 or 375',
		],
		[
			{ phoneNumber: 7900123456 },
			'bad phone number, valid 11 or 12 digits with country code 7 or 375',
		],
		[
			{ phoneNumber: 3752912345678 },
			'bad phone number, valid 11 or 12 digits with country code 7 or 375',
		],
		[{ phoneNumber: 79001234561, force: 'yes' }, `'force' must be a boolean`],
	])('MAX refuses %j: %s', async (body, details) => {
		const t = await start('max');
		const r = await t.call('checkAccount', { body });
		expect([r.status, r.json]).toEqual([400, refusal('max', 'checkAccount', details)]);
	});

	test('Telegram: any international number, or a username; unknown ones → exist false, ""', async () => {
		const t = await start('telegram');
		const check = async (body) => (await t.call('checkAccount', { body })).json;
		expect(await check({ phoneNumber: 79001234561 })).toEqual({ exist: true, chatId: n.alice });
		expect(await check({ phoneNumber: 12025550123, force: true })).toEqual({
			exist: true,
			chatId: expect.stringMatching(/^[1-9]\d{8}$/),
		});
		expect(await check({ phoneNumber: 79000000000 })).toEqual({ exist: false, chatId: '' });
		expect(await check({ username: '@alice_smith' })).toEqual({ exist: true, chatId: n.alice });
		expect(await check({ username: '@green_coffee' })).toEqual({
			exist: true,
			chatId: n.business,
		});
		expect(await check({ username: '@nobody_here' })).toEqual({ exist: false, chatId: '' });
	});

	test.each([
		[{ force: true }, `'value' must contain at least one of [phoneNumber, username]`],
		[
			{ phoneNumber: 79001234561, username: '@alice_smith' },
			`'value' contains a conflict between exclusive peers [phoneNumber, username]`,
		],
		[
			{ username: 'alice_smith' },
			`'username' with value "alice_smith" fails to match the required pattern: /^@[A-Za-z][A-Za-z0-9_]{4,31}$/`,
		],
		[{ username: 79001234561 }, `'username' must be a string`],
		[{ phoneNumber: 123456789 }, 'bad phone number, valid 10 to 15 digits'],
		[{ phoneNumber: 1234567890123456 }, 'bad phone number, valid 10 to 15 digits'],
	])('Telegram refuses %j: %s', async (body, details) => {
		const t = await start('telegram');
		const r = await t.call('checkAccount', { body });
		expect([r.status, r.json]).toEqual([400, refusal('telegram', 'checkAccount', details)]);
	});
});

describe('getAccountSettings', () => {
	test('MAX: avatar, phone, state, chat id and sync progress; suspendedUntil while suspended', async () => {
		const t = await start('max');
		expect((await t.call('getAccountSettings')).json).toEqual({
			avatar: '',
			phone: '79990000000',
			stateInstance: 'authorized',
			chatId: '10000000',
			historySyncProgress: 100,
		});
		const form = new FormData();
		const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xd9]);
		form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'me.jpg');
		const { urlAvatar } = (await t.call('setProfilePicture', { body: form })).json;
		t.control.setState('suspended');
		expect((await t.call('getAccountSettings')).json).toEqual({
			avatar: urlAvatar,
			phone: '79990000000',
			stateInstance: 'suspended',
			chatId: '10000000',
			historySyncProgress: 100,
			suspendedUntil: T0 / 1000 + 86400,
		});
		t.control.setState('notAuthorized');
		expect((await t.call('getAccountSettings')).json).toEqual({
			avatar: '',
			phone: '',
			stateInstance: 'notAuthorized',
			chatId: '',
			historySyncProgress: 0,
		});
	});

	test('Telegram: avatar, phone, state and chat id; empty until the password is given', async () => {
		const t = await start('telegram', { chatId: '555000111' });
		expect((await t.call('getAccountSettings')).json).toEqual({
			avatar: '',
			phone: '79990000000',
			stateInstance: 'authorized',
			chatId: '555000111',
		});
		t.control.setState('pendingPassword');
		expect((await t.call('getAccountSettings')).json).toEqual({
			avatar: '',
			phone: '',
			stateInstance: 'pendingPassword',
			chatId: '',
		});
	});
});

describe('states', () => {
	test('each messenger takes only its states; the HTTP control route says which', async () => {
		const max = await start('max');
		const telegram = await start('telegram');
		expect(() => max.control.setState('pendingPassword')).toThrow(
			'setState: unknown state pendingPassword for MAX',
		);
		expect(() => max.control.setState('yellowCard')).toThrow(
			'setState: unknown state yellowCard for MAX',
		);
		const r = await fetch(`${max.sim.url}/__control/state`, {
			method: 'POST',
			body: JSON.stringify({ stateInstance: 'sleepMode' }),
		});
		expect([r.status, await r.json()]).toEqual([
			400,
			{ error: 'setState: unknown state sleepMode for MAX' },
		]);
		telegram.control.setState('pendingPassword');
		expect((await telegram.call('getStateInstance')).json).toEqual({
			stateInstance: 'pendingPassword',
		});
		await expect(start('max', { stateInstance: 'pendingPassword' })).rejects.toThrow(
			'unknown stateInstance pendingPassword for MAX',
		);
	});

	test('stateInstanceChanged: Telegram announces pendingPassword; MAX shows suspended only on request', async () => {
		const max = await start('max');
		const telegram = await start('telegram');
		for (const t of [max, telegram]) t.control.setSettings({ stateWebhook: 'yes' });
		max.control.setState('suspended');
		expect((await max.call('getStateInstance')).json).toEqual({ stateInstance: 'suspended' });
		max.control.setState('authorized');
		expect((await max.call('receiveNotification')).json.body).toEqual({
			typeWebhook: 'stateInstanceChanged',
			instanceData: { idInstance: 3100000001, wid: '79990000000@c.us', typeInstance: 'v3' },
			timestamp: T0 / 1000,
			stateInstance: 'authorized',
		});
		telegram.control.setState('pendingPassword');
		expect((await telegram.call('receiveNotification')).json.body).toEqual({
			typeWebhook: 'stateInstanceChanged',
			instanceData: { idInstance: 4100000001, wid: '', typeInstance: 'telegram' },
			timestamp: T0 / 1000,
			stateInstance: 'pendingPassword',
		});
	});

	test('MAX suspended: sends to saved contacts only, others get 403; the queue still drains', async () => {
		const t = await start('max', { stateInstance: 'suspended' });
		const send = (chatId) => t.call('sendMessage', { body: { chatId, message: 'hi' } });
		expect((await send(n.alice)).status).toBe(200);
		expect((await send('79001234562@c.us')).status).toBe(200);
		for (const chatId of [n.carol, n.group, '79001234599@c.us']) {
			const r = await send(chatId);
			expect([chatId, r.status, r.json]).toEqual([
				chatId,
				403,
				{
					statusCode: 403,
					timestamp: expect.any(String),
					path: t.pathOf('sendMessage'),
					message: 'Your account is suspended',
				},
			]);
		}
		const forward = await t.call('forwardMessages', {
			body: { chatId: n.carol, chatIdFrom: n.alice, messages: ['1'] },
		});
		expect(forward.status).toBe(403);
		t.control.advance(1000);
		expect(t.control.queue()).toEqual([]);
		expect(t.control.history().map((m) => m.chatId)).toEqual([n.bob, n.alice]);
	});

	test('notification kinds WhatsApp alone sends cannot be injected into MAX or Telegram', async () => {
		const t = await start('max');
		const tg = await start('telegram');
		expect(() => t.control.injectCall()).toThrow(
			'MAX instances send no incomingCall notifications',
		);
		expect(() => t.control.injectDeviceInfo()).toThrow(
			'MAX instances send no deviceInfo notifications',
		);
		expect(() => t.control.injectBlock()).toThrow(
			'MAX instances send no incomingBlock notifications',
		);
		expect(() => tg.control.setStatus('offline')).toThrow(
			'Telegram instances send no statusInstanceChanged notifications',
		);
		expect(() => t.control.injectIncoming({ chatId: n.alice, typeMessage: 'pollMessage' })).toThrow(
			'injectIncoming: MAX instances have no pollMessage',
		);
		expect(() =>
			tg.control.injectIncoming({ chatId: n.alice, typeMessage: 'buttonsMessage' }),
		).toThrow('injectIncoming: Telegram instances have no buttonsMessage');
		expect(
			tg.control.injectIncoming({ chatId: n.alice, typeMessage: 'pollMessage' }),
		).toMatchObject({ messageData: { typeMessage: 'pollMessage' } });
		expect(t.control.injectQuotaExceeded()).toMatchObject({
			typeWebhook: 'quotaExceeded',
			instanceData: { typeInstance: 'v3' },
		});
	});
});

describe('login: QR, password and code', () => {
	const ok = { status: true, data: { status: 'success', reason: '' } };
	const no = (reason) => ({ status: false, data: { status: 'fail', reason } });

	test('Telegram qr: alreadyLogged when authorized, already_registered while the password is awaited', async () => {
		const t = await start('telegram');
		expect((await t.call('qr')).json).toEqual({
			type: 'alreadyLogged',
			message: 'instance account already authorized',
		});
		t.control.setState('pendingPassword');
		expect((await t.call('qr')).json).toEqual({
			type: 'already_registered',
			message: 'instance account already registered, send its password',
		});
		t.control.setState('notAuthorized');
		expect((await t.call('qr')).json.type).toBe('qrCode');
	});

	test('MAX password: only after a QR code; wrong, right, then already_registered', async () => {
		const t = await start('max', { stateInstance: 'notAuthorized', password: 's3cret' });
		t.control.setSettings({ stateWebhook: 'yes' });
		const password = async (p) =>
			(await t.call('sendAuthorizationPassword', { body: { password: p } })).json;
		expect(await password('s3cret')).toEqual(no('authorization_not_started'));
		expect((await t.call('qr')).json.type).toBe('qrCode');
		expect(await password('qwerty')).toEqual(no('invalid_password'));
		expect(await password('s3cret')).toEqual(ok);
		expect((await t.call('getStateInstance')).json).toEqual({ stateInstance: 'authorized' });
		expect((await t.call('receiveNotification')).json.body.stateInstance).toBe('authorized');
		expect(await password('s3cret')).toEqual(no('already_registered'));
		const bad = await t.call('sendAuthorizationPassword', { body: { password: 1 } });
		expect([bad.status, bad.json]).toEqual([
			400,
			refusal('max', 'sendAuthorizationPassword', `'password' must be a string`),
		]);
	});

	test('Telegram password: from pendingPassword; three wrong ones, then rate_limit_exceeded', async () => {
		const t = await start('telegram', { stateInstance: 'notAuthorized' });
		const password = async (p) =>
			(await t.call('sendAuthorizationPassword', { body: { password: p } })).json;
		expect((await t.call('qr')).json.type).toBe('qrCode');
		expect(await password('qwerty')).toEqual(no('authorization_not_started'));
		t.control.setState('pendingPassword');
		for (let i = 0; i < 3; i += 1) expect(await password('nope')).toEqual(no('invalid_password'));
		expect(await password('qwerty')).toEqual(no('rate_limit_exceeded'));
		t.control.setState('notAuthorized');
		t.control.setState('pendingPassword');
		expect(await password('qwerty')).toEqual(ok);
		expect((await t.call('getStateInstance')).json).toEqual({ stateInstance: 'authorized' });
	});

	test('code flow: startAuthorization, then the code (123456) within 5 minutes', async () => {
		const max = await start('max', { stateInstance: 'notAuthorized' });
		const tg = await start('telegram', { stateInstance: 'notAuthorized' });
		const code = async (t, body) => (await t.call('sendAuthorizationCode', { body })).json;
		expect(await code(max, { code: '123456' })).toEqual(no('authorization_not_started'));
		const badPhone = await max.call('startAuthorization', { body: { phoneNumber: 12025550123 } });
		expect([badPhone.status, badPhone.json]).toEqual([
			400,
			refusal(
				'max',
				'startAuthorization',
				'bad phone number, valid 11 or 12 digits with country code 7 or 375',
			),
		]);
		expect(
			(await max.call('startAuthorization', { body: { phoneNumber: 79990000000 } })).json,
		).toEqual(ok);
		expect(await code(max, { code: '000000' })).toEqual(no('verify_code_wrong'));
		max.control.advance(5 * 60 * 1000 + 1);
		expect(await code(max, { code: '123456' })).toEqual(no('code_expired'));
		await max.call('startAuthorization', { body: { phoneNumber: 79990000000 } });
		expect(await code(max, { code: '123456' })).toEqual(ok);
		expect((await max.call('getStateInstance')).json.stateInstance).toBe('authorized');
		expect(
			(await max.call('startAuthorization', { body: { phoneNumber: 79990000000 } })).json,
		).toEqual(no('already_registered'));

		// Telegram: a number of any country; the 2FA password with the code or after it.
		expect(
			(await tg.call('startAuthorization', { body: { phoneNumber: 12025550123 } })).json,
		).toEqual(ok);
		expect(await code(tg, { code: '123456', password: 'wrong' })).toEqual(no('invalid_password'));
		expect(await code(tg, { code: '123456' })).toEqual(ok);
		expect((await tg.call('getStateInstance')).json.stateInstance).toBe('pendingPassword');
		expect(
			(await tg.call('sendAuthorizationPassword', { body: { password: 'qwerty' } })).json,
		).toEqual(ok);
		expect((await tg.call('getStateInstance')).json.stateInstance).toBe('authorized');
	});
});
