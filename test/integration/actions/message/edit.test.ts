import { accepted, ALICE, describeOperation, itRefuses, requestsOf, run } from '../../setup';

const defaults = {
	chatId: ALICE,
	messageId: 'BAE5F4886F6F2D05',
	message: 'Corrected text',
};

describeOperation('message', 'edit', defaults, (sim, base) => {
	it('posts chatId, idMessage and the new text, and the service changes the message', async () => {
		sim.control.injectOutgoingFromPhone({ chatId: ALICE, text: 'Original txet' });
		const original = sim.control.history(ALICE)[0];
		sim.control.resetRequests();

		const { items, error } = await run(sim, base({ messageId: ` ${original.idMessage} ` }));
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([{ idMessage: expect.stringMatching(/^BAE5/) }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'editMessage', {
				chatId: ALICE,
				idMessage: original.idMessage,
				message: 'Corrected text',
			}),
		]);
		sim.control.advance(1000);
		const edited = sim.control
			.history(ALICE)
			.find((entry) => entry.idMessage === original.idMessage);
		expect(edited).toMatchObject({ textMessage: 'Corrected text', isEdited: true });
	});

	itRefuses(sim, [
		[
			'a text over 20000 characters',
			base({ message: 'x'.repeat(20001) }),
			'Message is 20001 characters long; the service accepts at most 20000',
			'Shorten Message',
		],
		['an empty text', base({ message: '={{ " " }}' }), 'Message is empty', 'Enter the Message'],
		[
			'more than one message ID',
			base({ messageId: 'BAE5F4886F6F2D05, BAE5F4886F6F2D06' }),
			'Message ID "BAE5F4886F6F2D05, BAE5F4886F6F2D06" is not a single message ID',
			'Enter exactly one ID',
		],
		[
			'an empty message ID',
			base({ messageId: '={{ "" }}' }),
			'Message ID is empty',
			'Enter the ID of one message',
		],
	]);
});
