import { itRefuses, jsonOf, parametersOf, requestsOf, run, useSimulator } from '../../setup';

const start = parametersOf('instance', 'startAuthorization', { phoneNumber: 79001234561 });

describe('instance → startAuthorization on a Telegram instance waiting for a login', () => {
	const sim = useSimulator({ messenger: 'telegram', instance: { stateInstance: 'notAuthorized' } });

	it('posts the phone number as an integer and passes the answer on', async () => {
		const result = await run(sim, start({ phoneNumber: '={{ "+7 900 123-45-61" }}' }));
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim).map((r) => [r.httpMethod, r.path.split('/')[2], r.body])).toEqual([
			['POST', 'startAuthorization', { phoneNumber: 79001234561 }],
		]);
		expect(jsonOf(result)).toEqual([{ status: true, data: { status: 'success', reason: '' } }]);
	});
});

describe('instance → startAuthorization on a MAX instance', () => {
	const sim = useSimulator({ messenger: 'max' });

	it('says what the service’s reason means when the instance is logged in already', async () => {
		const result = await run(sim, start());
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([
			{
				status: false,
				data: { status: 'fail', reason: 'already_registered' },
				meaning: 'The instance is already logged in.',
			},
		]);
	});

	itRefuses(sim, [
		[
			'a phone number outside the country codes MAX accepts',
			start({ phoneNumber: 12025550123 }),
			'Phone Number 12025550123 does not start with country code 7 or 375, the only ones MAX accepts',
		],
	]);
});
