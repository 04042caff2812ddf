import { fixtures } from '../../../../simulator';
import { accepted, itRefuses, jsonOf, requestsOf, run, useSimulator } from '../../setup';
import { publishedStatus } from './common';

const { alice, bob } = fixtures.ids;

describe('status → getStatistic (getStatusStatistic)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('asks with ?idMessage and gives one item per viewer', async () => {
		const messageId = await publishedStatus(sim, `${alice},${bob}`);
		const result = await run(sim, { resource: 'status', operation: 'getStatistic', messageId });
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'getStatusStatistic', null, { query: { idMessage: messageId } }),
		]);
		expect(jsonOf(result)).toEqual([
			{ participant: alice, timestamp: expect.any(Number), status: 'sent' },
			{ participant: bob, timestamp: expect.any(Number), status: 'sent' },
		]);
		expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
	});

	itRefuses(sim, [
		[
			'an empty id',
			{ resource: 'status', operation: 'getStatistic', messageId: ' ' },
			'Message ID is empty',
		],
		[
			'more than one id',
			{
				resource: 'status',
				operation: 'getStatistic',
				messageId: 'BAE5000000000001, BAE5000000000002',
			},
			'Message ID "BAE5000000000001, BAE5000000000002" is not a single message ID',
		],
	]);
});
