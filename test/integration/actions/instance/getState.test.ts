import { accepted, jsonOf, requestsOf, run, useSimulator } from '../../setup';

describe('instance → getState (getStateInstance)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('gives stateInstance', async () => {
		const result = await run(sim, { resource: 'instance', operation: 'getState' });
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'getStateInstance')]);
		expect(jsonOf(result)).toEqual([{ stateInstance: 'authorized' }]);
	});

	it('keeps the field when a new instance answers null', async () => {
		sim.control.fail('getStateInstance', { status: 200, body: null });
		const result = await run(sim, { resource: 'instance', operation: 'getState' });
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ stateInstance: null }]);
	});
});
