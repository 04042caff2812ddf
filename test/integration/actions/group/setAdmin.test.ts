import { fixtures } from '../../../../simulator';
import { useSimulator } from '../../setup';
import { itChangesAParticipant } from './common';

const { bob } = fixtures.ids;

describe('group → setAdmin (setGroupAdmin)', () => {
	const sim = useSimulator({}, { perTest: true });

	itChangesAParticipant(sim, 'setAdmin', 'setGroupAdmin', bob, { setGroupAdmin: true });
});
