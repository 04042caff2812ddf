import { accepted, describeOperation, itRefuses, jsonOf, requestsOf, run } from '../../setup';

const PEER = '79001234567@c.us';

const defaults = { chatId: PEER, message: 'hi' };

describeOperation('message', 'sendText', defaults, (sim, text) => {
	it('posts chatId, message, linkPreview and typingTime to /v3 sendMessage; the answer is one item', async () => {
		const result = await run(
			sim,
			text({
				chatId: '+7 (900) 123-45-67',
				message: 'Hello',
				additionalFields: { typingTime: 2000, linkPreview: false },
			}),
		);
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ idMessage: expect.stringMatching(/^[0-9A-F]{16,}$/) }]);
		expect(result.items[0].pairedItem).toEqual({ item: 0 });
		expect(requestsOf(sim)).toEqual([
			accepted(
				sim,
				'POST',
				'sendMessage',
				{ chatId: PEER, message: 'Hello', linkPreview: false, typingTime: 2000 },
				{ v3: true },
			),
		]);
	});

	it.each([
		['={{ 42 }}', '42'],
		['={{ true }}', 'true'],
		['={{ 0 }}', '0'],
	])('sends a Message %s from an expression as the text %j', async (message, sent) => {
		const { error } = await run(sim, text({ message }));
		expect(error).toBeUndefined();
		expect(sim.control.requests()[0].body).toEqual({ chatId: PEER, message: sent });
	});

	itRefuses(sim, [
		[
			'an empty chat ID (from an expression)',
			text({ chatId: '={{ $json.missing ?? "" }}' }),
			'Chat ID is empty',
			/Enter a chat ID/,
		],
		[
			'a malformed chat ID',
			text({ chatId: 'bob' }),
			'Chat ID "bob" is not a chat ID or phone number',
			/@c\.us/,
		],
		[
			'an array Chat ID from an expression',
			text({ chatId: '={{ ["79001234567@c.us"] }}' }),
			'Chat ID must be text (a chat ID or phone number); got an array',
			/pick one value/,
		],
		[
			'an object Chat ID in a resource locator',
			text({ chatId: { __rl: true, mode: 'id', value: '={{ { id: 1 } }}' } }),
			'Chat ID must be text (a chat ID or phone number); got an object',
			/pick one value/,
		],
		['an empty message', text({ message: '   ' }), 'Message is empty', /Enter the Message/],
		[
			'a message over 20000 characters',
			text({ message: 'x'.repeat(20001) }),
			'Message is 20001 characters long; the service accepts at most 20000',
			/Shorten Message/,
		],
		[
			'an object Message from an expression',
			text({ message: '={{ { text: "hi" } }}' }),
			'Message must be text; got an object',
			/JSON\.stringify/,
		],
		[
			'a typing time below 1000 ms',
			text({ additionalFields: { typingTime: 999 } }),
			'Typing Time must be a whole number from 1000 to 20000 milliseconds; got 999',
			/between 1000 and 20000/,
		],
		[
			'a JSON body over 100 KB',
			text({
				message: 'ж'.repeat(19000),
				additionalFields: { quotedMessageId: 'Q'.repeat(70000) },
			}),
			'The request body is 106 KB; the service accepts at most 100 KB',
			/Shorten/,
		],
	]);
});
