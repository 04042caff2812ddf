import type { Simulator } from '../../../simulator';
import { ALICE, requestsOf, run, startSim } from './sim';

let sim: Simulator;
beforeAll(async () => {
	// Not authorized: sends stay in the queue, so there is something to clear.
	sim = await start();
});
afterAll(async () => await sim.close());

async function start(): Promise<Simulator> {
	const started = await startSim();
	started.control.setState('notAuthorized');
	return started;
}

describe('queue → clear (clearMessagesQueue)', () => {
	it('GETs clearMessagesQueue, outputs { isCleared: true } and the queue is empty afterwards', async () => {
		await run(sim, {
			resource: 'message',
			operation: 'sendText',
			chatId: ALICE,
			message: 'waits in the queue',
		});
		expect(sim.control.queue()).toHaveLength(1);
		sim.control.resetRequests();

		const { items, error } = await run(sim, { resource: 'queue', operation: 'clear' });
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: { isCleared: true }, pairedItem: { item: 0 } }]);
		expect(requestsOf(sim)).toEqual([
			{
				httpMethod: 'GET',
				path: `/waInstance${sim.instance.idInstance}/clearMessagesQueue/{token}`,
				host: 'api',
				query: {},
				body: null,
				status: 200,
			},
		]);
		expect(sim.control.queue()).toEqual([]);
	});

	it('is not repeated after a 500, since the service may already have cleared the queue', async () => {
		sim.control.fail('clearMessagesQueue', { status: 500, times: 2 });
		sim.control.resetRequests();
		const { error } = await run(sim, { resource: 'queue', operation: 'clear' });
		expect(error?.message).toContain('HTTP 500');
		expect(sim.control.requests().map((entry) => entry.method)).toEqual(['clearMessagesQueue']);
	});
});
