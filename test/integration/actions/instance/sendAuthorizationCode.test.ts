import { jsonOf, parametersOf, requestsOf, run, useSimulators } from '../../setup';

const code = parametersOf('instance', 'sendAuthorizationCode');

describe('instance → sendAuthorizationCode', () => {
	const start = useSimulators();

	it('Telegram: the code with the password in one step', async () => {
		const sim = await start({ messenger: 'telegram' });
		sim.control.setState('notAuthorized');
		await run(sim, {
			resource: 'instance',
			operation: 'startAuthorization',
			phoneNumber: 79001234561,
		});
		const done = await run(sim, code({ code: '123456', additionalFields: { password: 'qwerty' } }));
		expect(jsonOf(done)[0]).toMatchObject({ status: true });
		expect(requestsOf(sim).map((r) => [r.path.split('/')[2], r.body])).toEqual([
			['startAuthorization', { phoneNumber: 79001234561 }],
			['sendAuthorizationCode', { code: '123456', password: 'qwerty' }],
		]);
	});

	it('MAX: no password with the code, and the code is digits', async () => {
		const sim = await start({ messenger: 'max' });
		const withPassword = await run(
			sim,
			code({ code: '123456', additionalFields: { password: 'x' } }),
		);
		expect(withPassword.error?.message).toBe('MAX takes no password with the code [item 0]');
		const letters = await run(sim, code({ code: '12ab' }));
		expect(letters.error?.message).toBe('Code must be digits only [item 0]');
		expect(sim.control.requests()).toEqual([]);
	});
});
