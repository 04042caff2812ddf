import { fixtures } from '../../../../simulator';
import { accepted, itRefuses, jsonOf, requestsOf, run, useSimulator } from '../../setup';

const { alice, group } = fixtures.ids;

describe('contact → markRead (readChat)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('sends the chat and the optional message id as idMessage', async () => {
		const result = await run(sim, {
			resource: 'contact',
			operation: 'markRead',
			chatId: '+7 900 123-45-61',
			additionalFields: { messageId: 'BAE5F4886F6F2D05' },
		});
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'readChat', { chatId: alice, idMessage: 'BAE5F4886F6F2D05' }),
		]);
		expect(jsonOf(result)).toEqual([{ setRead: true }]);
	});

	it('without a message id marks the whole chat', async () => {
		await run(sim, { resource: 'contact', operation: 'markRead', chatId: group });
		expect(requestsOf(sim)[0].body).toEqual({ chatId: group });
	});

	itRefuses(sim, [
		[
			'a chat ID that is neither an ID nor a number',
			{ resource: 'contact', operation: 'markRead', chatId: 'alice' },
			'Chat ID "alice" is not a chat ID or phone number',
		],
	]);
});
