import { createClock, fixtures } from '../../../../simulator';
import { MESSENGER_NAMES } from '../../messengers/profiles';
import { accepted, requestsOf, run, useSimulator } from '../../setup';

const parameters = { resource: 'queue', operation: 'clearIncoming' };

describe.each(MESSENGER_NAMES)('queue → clearIncoming on %s', (messenger) => {
	const sim = useSimulator({
		messenger,
		clock: createClock(Date.UTC(2026, 10, 22, 12)),
		instance: { settings: { incomingWebhook: 'yes' } },
	});
	const chatId = messenger === 'whatsapp' ? fixtures.ids.alice : fixtures.numericIds.alice;

	it('DELETEs clearWebhooksQueue, outputs { isCleared: true, reason } and the queue is empty', async () => {
		sim.control.injectIncoming({ chatId });
		const result = await run(sim, parameters);
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([accepted(sim, 'DELETE', 'clearWebhooksQueue')]);
		expect(result.items).toEqual([
			{ json: { isCleared: true, reason: '' }, pairedItem: { item: 0 } },
		]);
		sim.control.resetRequests();
		expect(
			(await run(sim, { resource: 'queue', operation: 'getIncomingCount' })).items[0].json,
		).toEqual({
			count: 0,
		});
	});

	it('again within a minute: an error that says when to try again (the service’s leftTime)', async () => {
		sim.control.advance(14000);
		const result = await run(sim, parameters);
		expect(result.items).toEqual([]);
		expect(result.error?.message).toBe(
			'The incoming queue was not cleared: Too many requests [item 0]',
		);
		expect(result.error?.description).toBe(
			'The service clears the incoming queue at most once a minute: try again in 46 s.',
		);
		expect(sim.control.requests()).toHaveLength(1);
	});
});

describe('queue → clearIncoming: failures', () => {
	const sim = useSimulator();

	it('is not repeated after a 500: the service may already have cleared the queue', async () => {
		sim.control.fail('clearWebhooksQueue', { status: 500, times: 2 });
		const { error } = await run(sim, parameters);
		expect(error?.message).toContain('HTTP 500');
		expect(error?.description).toMatch(/may already have done it/);
		expect(sim.control.requests().map((request) => request.method)).toEqual(['clearWebhooksQueue']);
	});

	it('isCleared false without leftTime: try again later', async () => {
		sim.control.fail('clearWebhooksQueue', { status: 200, body: { isCleared: false, reason: '' } });
		const { error } = await run(sim, parameters);
		expect(error?.message).toBe('The incoming queue was not cleared [item 0]');
		expect(error?.description).toMatch(/try again later\.$/);
	});
});
