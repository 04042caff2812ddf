import { jsonOf, parametersOf, requestsOf, run, useSimulators } from '../../setup';

const password = parametersOf('instance', 'sendAuthorizationPassword');

describe('instance → sendAuthorizationPassword', () => {
	const start = useSimulators();

	it('MAX: QR code, then the password', async () => {
		const sim = await start({ messenger: 'max' });
		sim.control.setState('notAuthorized');
		const qr = await run(sim, { resource: 'instance', operation: 'getQr' });
		expect(jsonOf(qr)[0]).toMatchObject({ type: 'qrCode', qrCodeAvailable: true });
		expect(String(jsonOf(qr)[0].meaning)).toMatch(/MAX/);
		const wrong = await run(sim, password({ password: 'nope' }));
		expect(jsonOf(wrong)).toEqual([
			{
				status: false,
				data: { status: 'fail', reason: 'invalid_password' },
				meaning: 'The password is wrong.',
			},
		]);
		const right = await run(sim, password({ password: 'qwerty' }));
		expect(jsonOf(right)[0]).toMatchObject({ status: true });
		expect(requestsOf(sim).map((r) => [r.path.split('/')[2], r.body])).toEqual([
			['qr', null],
			['sendAuthorizationPassword', { password: 'nope' }],
			['sendAuthorizationPassword', { password: 'qwerty' }],
		]);
	});
});
