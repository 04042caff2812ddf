import { run, useSimulator } from '../setup';

/* Journal answers as each messenger gives them. */

describe('journals of a MAX instance', () => {
	const sim = useSimulator({ messenger: 'max' });

	it('an empty lastIncomingMessages ({} on MAX) gives no items', async () => {
		const result = await run(sim, {
			resource: 'history',
			operation: 'getLastIncoming',
			minutes: 5,
		});
		expect(result.error).toBeUndefined();
		expect(result.items).toEqual([]);
		expect(sim.control.requests().map((request) => request.status)).toEqual([200]);
	});
});
