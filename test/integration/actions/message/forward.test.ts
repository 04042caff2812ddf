import { accepted, describeOperation, itRefuses, requestsOf, run } from '../../setup';

const PEER = '79001234567@c.us';

const defaults = {
	chatId: PEER,
	chatIdFrom: '79007654321@c.us',
	messageIds: 'AAA1',
};

describeOperation('message', 'forward', defaults, (sim, forward) => {
	it('posts chatId, chatIdFrom, the message IDs as a list and typingTime to forwardMessages', async () => {
		const result = await run(
			sim,
			forward({
				chatId: '79001112233@c.us',
				chatIdFrom: PEER,
				messageIds: 'AAA1, BBB2',
				additionalFields: { typingTime: 3 },
			}),
		);
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'forwardMessages', {
				chatId: '79001112233@c.us',
				chatIdFrom: PEER,
				messages: ['AAA1', 'BBB2'],
				typingTime: 3,
			}),
		]);
	});

	it('gives { messages } as one item', async () => {
		const incoming = sim.control.injectIncoming({ chatId: PEER, text: 'forward me' });
		const { items } = await run(
			sim,
			forward({
				chatId: '79001112233@c.us',
				chatIdFrom: PEER,
				messageIds: [String(incoming.idMessage)],
			}),
		);
		expect(items).toHaveLength(1);
		expect(items[0].json.messages).toEqual([expect.any(String)]);
	});

	it('takes the message IDs as an array from an expression too', async () => {
		const { error } = await run(sim, forward({ messageIds: '={{ ["AAA1", "BBB2"] }}' }));
		expect(error).toBeUndefined();
		expect(sim.control.requests()[0].body).toMatchObject({ messages: ['AAA1', 'BBB2'] });
	});

	itRefuses(sim, [
		[
			'empty message IDs',
			forward({ messageIds: ' , ' }),
			'Message IDs is empty',
			/at least one message ID/,
		],
		[
			'a typing time above 20 s',
			forward({ additionalFields: { typingTime: 21 } }),
			'Typing Time must be a whole number from 1 to 20 seconds; got 21',
			/between 1 and 20 seconds/,
		],
		[
			'a malformed From Chat ID',
			forward({ chatIdFrom: 'x@y' }),
			'From Chat ID "x@y" is not a chat ID or phone number',
			/@g\.us/,
		],
	]);
});
