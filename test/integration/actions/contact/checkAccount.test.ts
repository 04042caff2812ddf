import { fixtures } from '../../../../simulator';
import {
	accepted,
	expectRefused,
	jsonOf,
	requestsOf,
	run,
	useSimulator,
	useSimulators,
} from '../../setup';

const check = (fields: Record<string, unknown>) => ({
	resource: 'contact',
	operation: 'checkAccount',
	...fields,
});

describe('contact → checkAccount', () => {
	const sim = useSimulator({}, { perTest: true });

	it('sends the number as an integer and passes the answer on', async () => {
		const result = await run(sim, {
			resource: 'contact',
			operation: 'checkAccount',
			phoneNumber: 79001234561,
		});
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'checkWhatsapp', { phoneNumber: 79001234561 }),
		]);
		expect(jsonOf(result)).toEqual([
			{ existsWhatsapp: true, exists: true, chatId: '79001234561@c.us' },
		]);
	});

	it('accepts a number written with + and spaces from an expression', async () => {
		const result = await run(sim, {
			resource: 'contact',
			operation: 'checkAccount',
			phoneNumber: '={{ "+7 900 000-00-00" }}',
		});
		expect(requestsOf(sim)[0].body).toEqual({ phoneNumber: 79000000000 });
		expect(jsonOf(result)).toEqual([{ existsWhatsapp: false, exists: false, chatId: '' }]);
	});

	it.each([
		[12345, 'Phone Number has 5 digits; the service accepts 11 to 16'],
		['={{ "12345678901234567" }}', 'Phone Number has 17 digits; the service accepts 11 to 16'],
		['={{ "call me" }}', 'Phone Number "call me" is not a phone number'],
		[
			'={{ "9999999999999999" }}',
			'Phone Number 9999999999999999 is too large to send exactly as a JSON number',
		],
	])('refuses %p', async (phoneNumber, message) => {
		await expectRefused(
			sim,
			{ resource: 'contact', operation: 'checkAccount', phoneNumber },
			message,
		);
	});
});

/* Check Account on each messenger: the messenger's method, the same `{ exists, chatId }` on all three. */
describe('contact → checkAccount on each messenger', () => {
	const start = useSimulators();

	it('WhatsApp: checkWhatsapp, with the chat ID of a number that has an account', async () => {
		const sim = await start({ messenger: 'whatsapp' });
		const found = await run(sim, check({ phoneNumber: 79001234561 }));
		const missing = await run(sim, check({ phoneNumber: 79000000000 }));
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
			const sim = await start({ messenger });
			const found = await run(sim, check({ phoneNumber: '={{ "+7 900 123-45-61" }}' }));
			const missing = await run(sim, check({ phoneNumber: 79000000000 }));
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
		const sim = await start({ messenger: 'telegram' });
		const result = await run(
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
		const sim = await start({ messenger });
		const result = await run(sim, check(fields));
		expect(result.error?.message).toBe(`${message} [item 0]`);
		expect(sim.control.requests()).toEqual([]);
	});

	it('a 200 without the answer (a refusal such as rate_limit_exceeded) is no "does not exist"', async () => {
		const sim = await start({ messenger: 'telegram' });
		sim.control.fail('checkAccount', {
			status: 200,
			body: { status: 'fail', reason: 'rate_limit_exceeded', retryAfter: 30 },
		});
		const result = await run(sim, check({ phoneNumber: 79001234561 }));
		expect(result.items).toEqual([]);
		expect(result.error?.message).toBe(
			'The service did not check the account: rate_limit_exceeded [item 0]',
		);
	});
});
