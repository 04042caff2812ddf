import {
	accepted,
	describeOperation,
	itRefuses,
	jsonOf,
	parametersOf,
	requestsOf,
	run,
	useSimulator,
} from '../../setup';

const PHONE = 441234567890;

describeOperation('instance', 'getPairingCode', { phoneNumber: PHONE }, (sim, base) => {
	beforeEach(() => {
		sim.control.setState('notAuthorized');
		sim.control.resetRequests();
	});
	afterEach(() => {
		sim.control.setState('authorized');
	});

	it('checks the state, posts the number as an integer and gives the code with the steps on the phone', async () => {
		const result = await run(sim, base({ phoneNumber: '+44 1234 567890' }));
		expect(result.error).toBeUndefined();
		const [item] = jsonOf(result);
		const code = String(item.code);
		expect(code).toMatch(/^[A-Z0-9]{8}$/);
		expect(item).toEqual({
			status: true,
			code,
			phoneNumber: PHONE,
			validForSeconds: 150,
			steps: [
				'Open WhatsApp on the phone with the number +441234567890',
				'Open Linked devices (in Settings, or the ⋮ menu)',
				'Tap Link a device',
				'Tap Link with phone number instead',
				`Enter the code ${code} within about 2.5 minutes`,
			],
		});
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'getStateInstance'),
			accepted(sim, 'POST', 'getAuthorizationCode', { phoneNumber: PHONE }),
		]);
	});

	it('the code the output gives is the one that links the phone', async () => {
		const [item] = jsonOf(await run(sim, base()));
		sim.control.enterPairingCode(String(item.code));
		const state = await run(sim, { resource: 'instance', operation: 'getState' });
		expect(jsonOf(state)).toEqual([{ stateInstance: 'authorized' }]);
	});

	it('an authorized instance: says to log out first, and asks for no code', async () => {
		sim.control.setState('authorized');
		sim.control.resetRequests();
		const result = await run(sim, base());
		expect(result.error?.message).toBe(
			'The instance is authorized, so it gives no pairing code [item 0]',
		);
		expect(result.error?.description).toMatch(/log out first \(Instance → Log Out\)/);
		expect(requestsOf(sim).map((r) => r.path)).toEqual([
			accepted(sim, 'GET', 'getStateInstance').path,
		]);
	});

	it('a starting instance: says to wait or log out', async () => {
		sim.control.setState('starting');
		const result = await run(sim, base());
		expect(result.error?.message).toBe(
			'The instance is starting, so it gives no pairing code [item 0]',
		);
		expect(result.error?.description).toMatch(/wait until it has started/);
	});

	it('status false: an error that says to try again', async () => {
		sim.control.fail('getAuthorizationCode', { status: 200, body: { status: false, code: '' } });
		const result = await run(sim, base());
		expect(result.error?.message).toBe('The service could not make a pairing code [item 0]');
		expect(result.error?.description).toBe(
			'It answered {"status":false,"code":""}. Try again in a few seconds; the instance must stay logged out.',
		);
	});

	it('an empty answer: the same error', async () => {
		sim.control.fail('getAuthorizationCode', { status: 200, body: null });
		const result = await run(sim, base());
		expect(result.error?.message).toBe('The service could not make a pairing code [item 0]');
	});

	itRefuses(sim, [
		[
			'a number that is no phone number',
			base({ phoneNumber: 'reception' }),
			'Phone Number "reception" is not a phone number',
			'with its country code',
		],
		[
			'a number too short for WhatsApp',
			base({ phoneNumber: 12345 }),
			'Phone Number has 5 digits; the service accepts 11 to 16',
			'11 to 16 digits',
		],
	]);
});

describe.each(['max', 'telegram'] as const)('instance → getPairingCode on %s', (messenger) => {
	const sim = useSimulator({ messenger, instance: { stateInstance: 'notAuthorized' } });
	const label = messenger === 'max' ? 'MAX' : 'Telegram';

	it('is refused before any request: the messenger has no getAuthorizationCode', async () => {
		const result = await run(
			sim,
			parametersOf('instance', 'getPairingCode')({ phoneNumber: PHONE }),
		);
		expect(result.error?.message).toBe(
			`Instance → Get Pairing Code is not available on ${label} instances: the ${label} API has no getAuthorizationCode [item 0]`,
		);
		expect(result.error?.description).toMatch(/Get QR Code/);
		expect(sim.control.requests()).toEqual([]);
	});
});
