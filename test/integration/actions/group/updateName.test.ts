import { fixtures } from '../../../../simulator';
import { accepted, itRefuses, jsonOf, requestsOf, run, useSimulator } from '../../setup';
import { personalChatAsGroup } from './common';

const { group } = fixtures.ids;

describe('group → updateName (updateGroupName)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('sends group and name', async () => {
		const result = await run(sim, {
			resource: 'group',
			operation: 'updateName',
			groupId: group,
			groupName: 'Renamed',
		});
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'updateGroupName', { groupId: group, groupName: 'Renamed' }),
		]);
		expect(jsonOf(result)).toEqual([{ updateGroupName: true }]);
	});

	itRefuses(sim, [
		[
			'an empty name',
			{ resource: 'group', operation: 'updateName', groupId: group, groupName: ' ' },
			'Group Name is empty',
		],
		personalChatAsGroup('updateName', { groupName: 'New' }),
	]);
});
