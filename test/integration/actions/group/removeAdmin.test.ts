import { fixtures } from '../../../../simulator';
import { useSimulator } from '../../setup';
import { itChangesAParticipant } from './common';

const { alice } = fixtures.ids;

describe('group → removeAdmin', () => {
	const sim = useSimulator({}, { perTest: true });

	itChangesAParticipant(sim, 'removeAdmin', 'removeAdmin', alice, { removeAdmin: true });
});
