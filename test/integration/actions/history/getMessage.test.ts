import {
	accepted,
	ALICE,
	itRefuses,
	parametersOf,
	requestsOf,
	run,
	useSimulator,
} from '../../setup';

describe('history → getMessage', () => {
	const sim = useSimulator();

	const base = parametersOf('history', 'getMessage', {
		chatId: ALICE,
		messageId: 'BAE5F4886F6F2D05',
	});

	it('posts chatId and idMessage and outputs the journal message as one item', async () => {
		sim.control.injectIncoming({
			chatId: ALICE,
			text: 'Where are you?',
			idMessage: 'BAE5ABCDEF000001',
		});
		sim.control.resetRequests();
		const { items, error } = await run(
			sim,
			base({ chatId: '79001234561', messageId: 'BAE5ABCDEF000001' }),
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			type: 'incoming',
			idMessage: 'BAE5ABCDEF000001',
			chatId: ALICE,
			textMessage: 'Where are you?',
		});
		expect(items[0].json).toEqual(
			sim.control.history(ALICE).find((entry) => entry.idMessage === 'BAE5ABCDEF000001'),
		);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'getMessage', { chatId: ALICE, idMessage: 'BAE5ABCDEF000001' }),
		]);
	});

	itRefuses(sim, [
		[
			'an ID with spaces',
			base({ messageId: 'BAE5 F488' }),
			'Message ID "BAE5 F488" is not a single message ID',
			'Enter exactly one ID',
		],
		[
			'a chat ID that is neither a chat nor a phone number',
			base({ chatId: 'x@y' }),
			'Chat ID "x@y" is not a chat ID or phone number',
			'Use <phone>@c.us',
		],
	]);
});
