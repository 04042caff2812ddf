import { fixtures } from '../../../../simulator';
import { useSimulator } from '../../setup';
import { itChangesAParticipant } from './common';

const { bob } = fixtures.ids;

describe('group → removeParticipant (removeGroupParticipant)', () => {
	const sim = useSimulator({}, { perTest: true });

	itChangesAParticipant(sim, 'removeParticipant', 'removeGroupParticipant', bob, {
		removeParticipant: true,
	});
});
