import { fixtures } from '../../../../simulator';
import { accepted, itRefuses, jsonOf, requestsOf, run, useSimulator } from '../../setup';

const { alice } = fixtures.ids;

describe('contact → unarchive (unarchiveChat)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('gives { chatId, archived: false }', async () => {
		sim.control.injectIncoming({ chatId: alice, text: 'hello' });
		const result = await run(sim, { resource: 'contact', operation: 'unarchive', chatId: alice });
		expect(requestsOf(sim)).toEqual([accepted(sim, 'POST', 'unarchiveChat', { chatId: alice })]);
		expect(jsonOf(result)).toEqual([{ chatId: alice, archived: false }]);
	});

	itRefuses(sim, [
		[
			'an empty chat ID',
			{ resource: 'contact', operation: 'unarchive', chatId: ' ' },
			'Chat ID is empty',
		],
	]);
});
