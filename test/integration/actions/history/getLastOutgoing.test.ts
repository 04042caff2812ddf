import { accepted, itRefuses, requestsOf, run, useSimulator } from '../../setup';
import { useRecentMessages } from './common';

describe('history → getLastOutgoing (lastOutgoingMessages)', () => {
	const sim = useSimulator();
	useRecentMessages(sim);

	it('GETs lastOutgoingMessages with the default 1440 minutes', async () => {
		const { items, error } = await run(sim, { resource: 'history', operation: 'getLastOutgoing' });
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.type, item.json.textMessage])).toEqual([
			['outgoing', 'outgoing one'],
		]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'lastOutgoingMessages', null, { query: { minutes: '1440' } }),
		]);
	});

	itRefuses(sim, [
		[
			'fractional minutes',
			{ resource: 'history', operation: 'getLastOutgoing', minutes: 1.5 },
			'Minutes must be a whole number from 1 to 9007199254740991; got 1.5',
			'Set Minutes between 1 and',
		],
	]);
});
