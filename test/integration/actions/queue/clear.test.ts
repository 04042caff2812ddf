import { accepted, ALICE, requestsOf, run, useSimulator } from '../../setup';

describe('queue → clear (clearMessagesQueue)', () => {
	const sim = useSimulator();
	// Not authorized: sends stay in the queue, so there is something to clear.
	beforeAll(() => sim.control.setState('notAuthorized'));

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
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'clearMessagesQueue')]);
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
