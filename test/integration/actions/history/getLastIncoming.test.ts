import { accepted, itRefuses, requestsOf, run, useSimulator } from '../../setup';
import { useRecentMessages } from './common';

describe('history → getLastIncoming (lastIncomingMessages)', () => {
	const sim = useSimulator();
	useRecentMessages(sim);

	it('GETs lastIncomingMessages with ?minutes and outputs one item per incoming message', async () => {
		const { items, error } = await run(sim, {
			resource: 'history',
			operation: 'getLastIncoming',
			minutes: 30,
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.idMessage).sort()).toEqual([
			'BAE5000000000I01',
			'BAE5000000000I02',
		]);
		expect(items.every((item) => item.json.type === 'incoming')).toBe(true);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'lastIncomingMessages', null, { query: { minutes: '30' } }),
		]);
	});

	it('outputs nothing when no message is that recent', async () => {
		sim.control.advance(10 * 60 * 1000);
		const { items, error } = await run(sim, {
			resource: 'history',
			operation: 'getLastIncoming',
			minutes: 5,
		});
		expect(error).toBeUndefined();
		expect(items).toEqual([]);
	});

	itRefuses(sim, [
		[
			'minutes below 1',
			{ resource: 'history', operation: 'getLastIncoming', minutes: 0 },
			'Minutes must be a whole number from 1 to 9007199254740991; got 0',
			'Set Minutes between 1 and',
		],
	]);
});

describe('history → getLastIncoming on a MAX instance', () => {
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
