import { accepted, ALICE, describeOperation, itRefuses, requestsOf, run } from '../../setup';

const defaults = { chatId: ALICE, messageId: 'BAE5F4886F6F2D05' };

describeOperation('message', 'delete', defaults, (sim, base) => {
	it('posts chatId, idMessage and onlySenderDelete; the empty answer becomes { deleted: true }', async () => {
		sim.control.injectIncoming({
			chatId: ALICE,
			text: 'to be deleted',
			idMessage: 'BAE5AAAAAAAAAAA1',
		});
		sim.control.resetRequests();

		const { items, error } = await run(
			sim,
			base({ messageId: 'BAE5AAAAAAAAAAA1', additionalFields: { onlySenderDelete: true } }),
		);
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: { deleted: true }, pairedItem: { item: 0 } }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'deleteMessage', {
				chatId: ALICE,
				idMessage: 'BAE5AAAAAAAAAAA1',
				onlySenderDelete: true,
			}),
		]);
		expect(
			sim.control.history(ALICE).find((entry) => entry.idMessage === 'BAE5AAAAAAAAAAA1'),
		).toMatchObject({ isDeleted: true });
	});

	it('reports the service’s answer for a message it does not know', async () => {
		sim.control.injectIncoming({ chatId: ALICE, text: 'keeps the chat known' });
		const { error } = await run(sim, base({ messageId: 'BAE5000000000404' }));
		expect(error?.message).toContain('ID message notfound');
		expect(error?.message).toContain('HTTP 400');
	});

	itRefuses(sim, [
		[
			'more than one message ID',
			base({ messageId: 'A B' }),
			'Message ID "A B" is not a single message ID',
			'Enter exactly one ID',
		],
		[
			'a chat ID that is neither a chat nor a phone number',
			base({ chatId: 'someone' }),
			'Chat ID "someone" is not a chat ID or phone number',
			'Use <phone>@c.us',
		],
	]);
});
