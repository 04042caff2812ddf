import { createClock } from '../../../../simulator';
import { accepted, expectNoToken, itRefuses, requestsOf, run, useSimulator } from '../../setup';

describe('status → getOutgoing (getOutgoingStatuses)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('asks with ?minutes', async () => {
		const result = await run(sim, { resource: 'status', operation: 'getOutgoing', minutes: 30 });
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'getOutgoingStatuses', null, { query: { minutes: '30' } }),
		]);
	});

	it('names the beta status methods when the service answers 403', async () => {
		sim.control.setBetaAccess(false);
		const result = await run(sim, { resource: 'status', operation: 'getOutgoing', minutes: 60 });
		expect(result.error?.message).toBe('Forbidden (getOutgoingStatuses, HTTP 403) [item 0]');
		expect(result.error?.description).toMatch(/beta status method/);
		expectNoToken(result.run);
	});

	itRefuses(sim, [
		[
			'minutes 0',
			{ resource: 'status', operation: 'getOutgoing', minutes: 0 },
			'Minutes must be a whole number from 1 to 9007199254740991; got 0',
			/Set Minutes/,
		],
	]);
});

describe('status → getOutgoing after a published status', () => {
	const clock = createClock(Date.UTC(2026, 10, 22, 12));
	const sim = useSimulator({ clock });

	it('statuses give one item per published status', async () => {
		sim.control.resetRequests();
		await run(sim, {
			resource: 'status',
			operation: 'sendVoice',
			urlFile: `${sim.url}/files/voice.mp3`,
			fileName: 'voice.mp3',
		});
		sim.control.advance(10_000);
		const { items } = await run(sim, { resource: 'status', operation: 'getOutgoing', minutes: 60 });
		expect(items.length).toBeGreaterThanOrEqual(1);
		expect(items[0].json).toMatchObject({ type: 'outgoing', typeMessage: 'audioMessage' });
	});
});
