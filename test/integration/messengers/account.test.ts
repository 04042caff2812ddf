import { fixtures } from '../../../simulator';
import { jsonOf, requestsOf, type Simulator } from '../setup';
import { runOn, startProfile } from './profiles';

/*
 * Check Account, Get Account and the login steps on each messenger: the messenger's method, the
 * same `{ exists, chatId }` on all three, and every refusal before any request.
 */

const check = (fields: Record<string, unknown>) => ({
	resource: 'contact',
	operation: 'checkAccount',
	...fields,
});

describe('Contact → Check Account', () => {
	let sim: Simulator;
	afterEach(async () => await sim.close());

	it('WhatsApp: checkWhatsapp, with the chat ID of a number that has an account', async () => {
		sim = await startProfile('whatsapp');
		const found = await runOn(sim, check({ phoneNumber: 79001234561 }));
		const missing = await runOn(sim, check({ phoneNumber: 79000000000 }));
		expect(requestsOf(sim).map((r) => [r.path.split('/')[2], r.body])).toEqual([
			['checkWhatsapp', { phoneNumber: 79001234561 }],
			['checkWhatsapp', { phoneNumber: 79000000000 }],
		]);
		expect(jsonOf(found)).toEqual([
			{ existsWhatsapp: true, exists: true, chatId: '79001234561@c.us' },
		]);
		expect(jsonOf(missing)).toEqual([{ existsWhatsapp: false, exists: false, chatId: '' }]);
	});

	it.each(['max', 'telegram'] as const)(
		'%s: checkAccount gives the numeric chat ID',
		async (messenger) => {
			sim = await startProfile(messenger);
			const found = await runOn(sim, check({ phoneNumber: '={{ "+7 900 123-45-61" }}' }));
			const missing = await runOn(sim, check({ phoneNumber: 79000000000 }));
			expect(requestsOf(sim).map((r) => [r.path.split('/')[2], r.body])).toEqual([
				['checkAccount', { phoneNumber: 79001234561 }],
				['checkAccount', { phoneNumber: 79000000000 }],
			]);
			expect(jsonOf(found)).toEqual([
				{ exist: true, chatId: fixtures.numericIds.alice, exists: true },
			]);
			expect(jsonOf(missing)).toEqual([{ exist: false, chatId: '', exists: false }]);
		},
	);

	it('Telegram: a username instead of the number', async () => {
		sim = await startProfile('telegram');
		const result = await runOn(
			sim,
			check({ phoneNumber: 0, additionalFields: { username: 'alice_smith' } }),
		);
		expect(requestsOf(sim)[0].body).toEqual({ username: '@alice_smith' });
		expect(jsonOf(result)).toEqual([
			{ exist: true, chatId: fixtures.numericIds.alice, exists: true },
		]);
	});

	it.each([
		[
			'max',
			{ phoneNumber: 12025550123 },
			'Phone Number 12025550123 does not start with country code 7 or 375, the only ones MAX accepts',
		],
		['max', { phoneNumber: 7900123456789 }, 'Phone Number has 13 digits; MAX accepts 11 to 12'],
		[
			'whatsapp',
			{ phoneNumber: 0, additionalFields: { username: '@alice_smith' } },
			'WhatsApp cannot check a username',
		],
		[
			'max',
			{ phoneNumber: 0, additionalFields: { username: '@alice_smith' } },
			'MAX cannot check a username',
		],
		[
			'telegram',
			{ phoneNumber: 79001234561, additionalFields: { username: '@alice_smith' } },
			'Both Phone Number and Username are set',
		],
		[
			'telegram',
			{ phoneNumber: 0, additionalFields: { username: '@a b' } },
			'Username "@a b" is not a Telegram username',
		],
	] as const)('%s refuses %j before any request', async (messenger, fields, message) => {
		sim = await startProfile(messenger);
		const result = await runOn(sim, check(fields));
		expect(result.error?.message).toBe(`${message} [item 0]`);
		expect(sim.control.requests()).toEqual([]);
	});

	it('a 200 without the answer (a refusal such as rate_limit_exceeded) is no "does not exist"', async () => {
		sim = await startProfile('telegram');
		sim.control.fail('checkAccount', {
			status: 200,
			body: { status: 'fail', reason: 'rate_limit_exceeded', retryAfter: 30 },
		});
		const result = await runOn(sim, check({ phoneNumber: 79001234561 }));
		expect(result.items).toEqual([]);
		expect(result.error?.message).toBe(
			'The service did not check the account: rate_limit_exceeded [item 0]',
		);
	});
});

describe('Instance → Get Account', () => {
	it.each([
		['whatsapp', 'getWaSettings'],
		['max', 'getAccountSettings'],
		['telegram', 'getAccountSettings'],
	] as const)('%s calls %s and passes the account on', async (messenger, method) => {
		const sim = await startProfile(messenger);
		try {
			const result = await runOn(sim, { resource: 'instance', operation: 'getAccount' });
			expect(requestsOf(sim).map((r) => r.path.split('/')[2])).toEqual([method]);
			expect(jsonOf(result)[0]).toMatchObject({ stateInstance: 'authorized' });
		} finally {
			await sim.close();
		}
	});
});

describe('the login steps of MAX and Telegram', () => {
	let sim: Simulator;
	afterEach(async () => await sim.close());
	const instance = (operation: string, fields: Record<string, unknown> = {}) => ({
		resource: 'instance',
		operation,
		...fields,
	});

	it('MAX: QR code, then the password', async () => {
		sim = await startProfile('max');
		sim.control.setState('notAuthorized');
		const qr = await runOn(sim, instance('getQr'));
		expect(jsonOf(qr)[0]).toMatchObject({ type: 'qrCode', qrCodeAvailable: true });
		expect(String(jsonOf(qr)[0].meaning)).toMatch(/MAX/);
		const wrong = await runOn(sim, instance('sendAuthorizationPassword', { password: 'nope' }));
		expect(jsonOf(wrong)).toEqual([
			{
				status: false,
				data: { status: 'fail', reason: 'invalid_password' },
				meaning: 'The password is wrong.',
			},
		]);
		const right = await runOn(sim, instance('sendAuthorizationPassword', { password: 'qwerty' }));
		expect(jsonOf(right)[0]).toMatchObject({ status: true });
		expect(requestsOf(sim).map((r) => [r.path.split('/')[2], r.body])).toEqual([
			['qr', null],
			['sendAuthorizationPassword', { password: 'nope' }],
			['sendAuthorizationPassword', { password: 'qwerty' }],
		]);
	});

	it('Telegram: the code with the password in one step', async () => {
		sim = await startProfile('telegram');
		sim.control.setState('notAuthorized');
		await runOn(sim, instance('startAuthorization', { phoneNumber: 79001234561 }));
		const done = await runOn(
			sim,
			instance('sendAuthorizationCode', {
				code: '123456',
				additionalFields: { password: 'qwerty' },
			}),
		);
		expect(jsonOf(done)[0]).toMatchObject({ status: true });
		expect(requestsOf(sim).map((r) => [r.path.split('/')[2], r.body])).toEqual([
			['startAuthorization', { phoneNumber: 79001234561 }],
			['sendAuthorizationCode', { code: '123456', password: 'qwerty' }],
		]);
	});

	it('MAX: no password with the code, and the code is digits', async () => {
		sim = await startProfile('max');
		const withPassword = await runOn(
			sim,
			instance('sendAuthorizationCode', { code: '123456', additionalFields: { password: 'x' } }),
		);
		expect(withPassword.error?.message).toBe('MAX takes no password with the code [item 0]');
		const letters = await runOn(sim, instance('sendAuthorizationCode', { code: '12ab' }));
		expect(letters.error?.message).toBe('Code must be digits only [item 0]');
		expect(sim.control.requests()).toEqual([]);
	});

	it('Telegram: a password-protected account waits in pendingPassword, which the QR answer says', async () => {
		sim = await startProfile('telegram');
		sim.control.setState('pendingPassword');
		const qr = await runOn(sim, instance('getQr'));
		expect(jsonOf(qr)[0]).toMatchObject({
			type: 'already_registered',
			qrCodeAvailable: false,
			meaning: expect.stringContaining('Send Authorization Password'),
		});
	});
});
