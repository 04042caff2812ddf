import { accepted, itRefuses, jsonOf, requestsOf, run, useSimulator } from '../../setup';
import { publishedStatus } from './common';

describe('status → delete (deleteStatus)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('sends the id as idMessage and turns the empty answer into { messageId, deleted: true }', async () => {
		const messageId = await publishedStatus(sim);
		const result = await run(sim, { resource: 'status', operation: 'delete', messageId });
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'deleteStatus', { idMessage: messageId }),
		]);
		expect(jsonOf(result)).toEqual([{ messageId, deleted: true }]);
		expect(sim.control.statuses()).toEqual([]);
	});

	it('an unknown id surfaces the service text', async () => {
		const result = await run(sim, {
			resource: 'status',
			operation: 'delete',
			messageId: 'BAE5000000000000',
		});
		expect(result.error?.message).toContain('ID message notfound');
		expect(requestsOf(sim)).toHaveLength(1);
	});

	itRefuses(sim, [
		[
			'an empty id',
			{ resource: 'status', operation: 'delete', messageId: '={{ "" }}' },
			'Message ID is empty',
		],
		[
			'more than one id',
			{ resource: 'status', operation: 'delete', messageId: 'BAE5000000000001 BAE5000000000002' },
			'Message ID "BAE5000000000001 BAE5000000000002" is not a single message ID',
		],
	]);
});
