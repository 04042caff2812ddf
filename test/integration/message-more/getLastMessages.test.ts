import type { Simulator } from '../../../simulator';
import { ALICE, expectRefused, requestsOf, run, startSim } from './sim';

let sim: Simulator;
beforeAll(async () => {
	sim = await startSim();
	sim.control.injectIncoming({
		chatId: ALICE,
		text: 'incoming one',
		idMessage: 'BAE5000000000I01',
	});
	sim.control.injectIncoming({
		chatId: ALICE,
		text: 'incoming two',
		idMessage: 'BAE5000000000I02',
	});
	sim.control.injectOutgoingFromPhone({ chatId: ALICE, text: 'outgoing one' });
});
afterAll(async () => await sim.close());
beforeEach(() => sim.control.resetRequests());

describe('history → getLastIncoming / getLastOutgoing', () => {
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
			{
				httpMethod: 'GET',
				path: `/waInstance${sim.instance.idInstance}/lastIncomingMessages/{token}`,
				host: 'api',
				query: { minutes: '30' },
				body: null,
				status: 200,
			},
		]);
	});

	it('GETs lastOutgoingMessages with the default 1440 minutes', async () => {
		const { items, error } = await run(sim, { resource: 'history', operation: 'getLastOutgoing' });
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.type, item.json.textMessage])).toEqual([
			['outgoing', 'outgoing one'],
		]);
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'GET',
				path: `/waInstance${sim.instance.idInstance}/lastOutgoingMessages/{token}`,
				host: 'api',
				query: { minutes: '1440' },
				body: null,
				status: 200,
			},
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

	it('refuses minutes below 1', async () => {
		await expectRefused(
			sim,
			{ resource: 'history', operation: 'getLastIncoming', minutes: 0 },
			'Minutes must be a whole number from 1 to',
			'Set Minutes between 1 and',
		);
	});

	it('refuses fractional minutes', async () => {
		await expectRefused(
			sim,
			{ resource: 'history', operation: 'getLastOutgoing', minutes: 1.5 },
			'Minutes must be a whole number from 1 to',
			'Set Minutes between 1 and',
		);
	});
});
