import { accepted, jsonOf, parametersOf, requestsOf, run, useSimulator } from '../../setup';

const base = parametersOf('instance', 'getState');

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

describe('instance → getState: suspended, the state every messenger names so now', () => {
	const sim = useSimulator({}, { perTest: true });

	it('a suspended WhatsApp instance gives suspended', async () => {
		sim.control.setState('suspended');
		const result = await run(sim, base());
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'getStateInstance')]);
		expect(jsonOf(result)).toEqual([{ stateInstance: 'suspended' }]);
	});

	it('yellowCard, WhatsApp’s name for it before release 5.44.37.12, comes as suspended', async () => {
		sim.control.setState('yellowCard');
		expect(jsonOf(await run(sim, base()))).toEqual([{ stateInstance: 'suspended' }]);
	});

	it.each(['YellowCard', 'SUSPENDED'])(
		'%s, in other letters’ case, is suspended too',
		async (state) => {
			sim.control.fail('getStateInstance', { status: 200, body: { stateInstance: state } });
			expect(jsonOf(await run(sim, base()))).toEqual([{ stateInstance: 'suspended' }]);
		},
	);

	it('other states stay as the service gives them', async () => {
		sim.control.setState('sleepMode');
		expect(jsonOf(await run(sim, base()))).toEqual([{ stateInstance: 'sleepMode' }]);
	});
});
