import { fixtures } from '../../../../simulator';
import { accepted, itRefuses, jsonOf, requestsOf, run, useSimulator } from '../../setup';
import { personalChatAsGroup } from './common';

const { group } = fixtures.ids;

describe('group → leave (leaveGroup)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('sends the group', async () => {
		const result = await run(sim, { resource: 'group', operation: 'leave', groupId: group });
		expect(requestsOf(sim)).toEqual([accepted(sim, 'POST', 'leaveGroup', { groupId: group })]);
		expect(jsonOf(result)).toEqual([{ leaveGroup: true }]);
	});

	itRefuses(sim, [personalChatAsGroup('leave')]);
});
