import { accepted, jsonOf, requestsOf, run, useSimulator } from '../../setup';

describe('instance → logout', () => {
	const sim = useSimulator({}, { perTest: true });

	it('gives isLogout and unlinks the phone', async () => {
		const result = await run(sim, { resource: 'instance', operation: 'logout' });
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'logout')]);
		expect(jsonOf(result)).toEqual([{ isLogout: true }]);
		const state = await run(sim, { resource: 'instance', operation: 'getState' });
		expect(jsonOf(state)).toEqual([{ stateInstance: 'notAuthorized' }]);
	});
});
