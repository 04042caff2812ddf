import { createClock } from '../../../../simulator';
import { accepted, requestsOf, run, useSimulator } from '../../setup';

const PEER = '79001234567@c.us';

describe('queue → getAll (showMessagesQueue)', () => {
	const clock = createClock(Date.UTC(2026, 10, 22, 12));
	const sim = useSimulator({ clock });

	it('GETs /v3 showMessagesQueue; one item per queued message, shaped as a send queue item', async () => {
		await run(sim, { resource: 'message', operation: 'sendText', chatId: PEER, message: 'queued' });
		sim.control.resetRequests();
		const { items } = await run(sim, { resource: 'queue', operation: 'getAll' });
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'showMessagesQueue', null, { v3: true }),
		]);
		const queued = sim.control.queue();
		expect(items.length).toBe(queued.length);
		expect(items.length).toBeGreaterThan(0);
		const text = items.find(
			(item) => (item.json.body as { message?: string })?.message === 'queued',
		);
		expect(text?.json).toMatchObject({
			type: 'sendMessage',
			messageID: expect.any(String),
			body: { chatId: PEER, message: 'queued' },
		});
		for (const item of items) expect(item.pairedItem).toEqual({ item: 0 });
	});
});
