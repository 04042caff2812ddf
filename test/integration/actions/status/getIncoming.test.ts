import { fixtures } from '../../../../simulator';
import { accepted, itRefuses, jsonOf, requestsOf, run, useSimulator } from '../../setup';

const { alice } = fixtures.ids;

describe('status → getIncoming (getIncomingStatuses)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('sends minutes (default 1440) and gives one item per status', async () => {
		sim.control.injectIncoming({ chatId: 'status@broadcast', sender: alice, text: 'Morning!' });
		const result = await run(sim, { resource: 'status', operation: 'getIncoming' });
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'getIncomingStatuses', null, { query: { minutes: '1440' } }),
		]);
		expect(jsonOf(result)).toEqual([
			expect.objectContaining({ type: 'incoming', chatId: alice, textMessage: 'Morning!' }),
		]);
	});

	it('sends the chosen minutes', async () => {
		await run(sim, { resource: 'status', operation: 'getIncoming', minutes: 30 });
		expect(requestsOf(sim)[0].query).toEqual({ minutes: '30' });
	});

	itRefuses(sim, [
		[
			'minutes below 1',
			{ resource: 'status', operation: 'getIncoming', minutes: 0 },
			'Minutes must be a whole number from 1 to 9007199254740991; got 0',
		],
	]);
});
