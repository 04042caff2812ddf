import { fixtures } from '../../../../simulator';
import { jsonOf, run, useSimulator } from '../../setup';
import { itChangesAParticipant } from './common';

const { bob, carol, group } = fixtures.ids;

describe('group → addParticipant (addGroupParticipant)', () => {
	const sim = useSimulator({}, { perTest: true });

	itChangesAParticipant(sim, 'addParticipant', 'addGroupParticipant', carol, {
		addParticipant: true,
	});

	it('a change that did not happen passes the service’s false on', async () => {
		const result = await run(sim, {
			resource: 'group',
			operation: 'addParticipant',
			groupId: group,
			participantChatId: bob,
		});
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ addParticipant: false }]);
	});
});
