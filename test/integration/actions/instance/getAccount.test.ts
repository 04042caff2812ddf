import { createClock } from '../../../../simulator';
import {
	accepted,
	jsonOf,
	parametersOf,
	requestsOf,
	run,
	useSimulator,
	useSimulators,
} from '../../setup';

const base = parametersOf('instance', 'getAccount');
const T0 = Date.UTC(2026, 0, 1);
/** The simulator suspends an instance for a day from setState. */
const UNTIL = T0 / 1000 + 86400;

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

describe('instance → getAccount: when a suspension ends', () => {
	const sim = useSimulator({ clock: createClock(T0) }, { perTest: true });

	it('WhatsApp: suspendedUntil of getWaSettings, with the state suspended', async () => {
		sim.control.setState('suspended');
		const result = await run(sim, base());
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'getWaSettings')]);
		expect(jsonOf(result)).toEqual([
			expect.objectContaining({ stateInstance: 'suspended', suspendedUntil: UNTIL }),
		]);
	});

	it('WhatsApp before release 5.44.37.12: yellowCard and yellowCardUntil come as suspended and suspendedUntil', async () => {
		sim.control.setState('yellowCard');
		const [item] = jsonOf(await run(sim, base()));
		expect(item).toEqual(
			expect.objectContaining({ stateInstance: 'suspended', suspendedUntil: UNTIL }),
		);
		expect(item).not.toHaveProperty('yellowCardUntil');
	});

	it('WhatsApp, authorized: neither field', async () => {
		const [item] = jsonOf(await run(sim, base()));
		expect(item.stateInstance).toBe('authorized');
		expect([item.suspendedUntil, item.yellowCardUntil]).toEqual([undefined, undefined]);
	});
});

describe('instance → getAccount on MAX: suspendedUntil of getAccountSettings', () => {
	const sim = useSimulator({ messenger: 'max', clock: createClock(T0) });

	it('gives the state and the end of the suspension', async () => {
		sim.control.setState('suspended');
		const result = await run(sim, base());
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'getAccountSettings')]);
		expect(jsonOf(result)).toEqual([
			expect.objectContaining({ stateInstance: 'suspended', suspendedUntil: UNTIL }),
		]);
	});
});
