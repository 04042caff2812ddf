import { fixtures } from '../../../../simulator';
import { accepted, itRefuses, jsonOf, requestsOf, run, useSimulator } from '../../setup';

const { alice, bob } = fixtures.ids;

describe('contact → archive (archiveChat)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('turns the empty answer into { chatId, archived: true }', async () => {
		sim.control.injectIncoming({ chatId: alice, text: 'hello' });
		const result = await run(sim, { resource: 'contact', operation: 'archive', chatId: alice });
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([accepted(sim, 'POST', 'archiveChat', { chatId: alice })]);
		expect(jsonOf(result)).toEqual([{ chatId: alice, archived: true }]);
	});

	it('a chat without messages surfaces the service text', async () => {
		const result = await run(sim, { resource: 'contact', operation: 'archive', chatId: bob });
		expect(result.error?.message).toContain(
			'ArchiveChatError: cannot archive chat cause last message not found in chat',
		);
		expect(requestsOf(sim)).toHaveLength(1);
	});

	itRefuses(sim, [
		[
			'an empty chat ID',
			{ resource: 'contact', operation: 'archive', chatId: ' ' },
			'Chat ID is empty',
		],
	]);
});
