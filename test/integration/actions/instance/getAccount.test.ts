import { accepted, jsonOf, requestsOf, run, useSimulator, useSimulators } from '../../setup';

describe('instance → getAccount', () => {
	const sim = useSimulator({}, { perTest: true });

	it('gives the linked account (getWaSettings)', async () => {
		const result = await run(sim, { resource: 'instance', operation: 'getAccount' });
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'getWaSettings')]);
		expect(jsonOf(result)).toEqual([
			expect.objectContaining({ phone: '79990000000', stateInstance: 'authorized' }),
		]);
	});
});

describe('instance → getAccount on each messenger', () => {
	const start = useSimulators();

	it.each([
		['whatsapp', 'getWaSettings'],
		['max', 'getAccountSettings'],
		['telegram', 'getAccountSettings'],
	] as const)('%s calls %s and passes the account on', async (messenger, method) => {
		const sim = await start({ messenger });
		const result = await run(sim, { resource: 'instance', operation: 'getAccount' });
		expect(requestsOf(sim).map((r) => r.path.split('/')[2])).toEqual([method]);
		expect(jsonOf(result)[0]).toMatchObject({ stateInstance: 'authorized' });
	});
});
