import { fixtures } from '../../../simulator';
import { jsonOf, requestsOf, type Simulator } from '../setup';
import { runOn, startProfile } from './profiles';

/*
 * Check Account and Get Account on each messenger: the messenger's method, the
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
