import { accepted, ALICE, describeOperation, itRefuses, requestsOf, run } from '../../setup';

const copy = { type: 'copy', buttonText: 'Copy code', copyCode: 'SALE2026' };
const call = { type: 'call', buttonText: 'Call us', phoneNumber: '+7 900 123-45-67' };
const link = { type: 'url', buttonText: 'Open site', url: 'https://example.com/offer' };

const defaults = {
	chatId: ALICE,
	message: 'Your offer',
	buttons: { button: [copy] },
};

describeOperation('message', 'sendInteractiveButtons', defaults, (sim, base) => {
	it('posts body, header, footer and numbered buttons with the value field of their type', async () => {
		const { items, error } = await run(
			sim,
			base({
				buttons: { button: [copy, call, link] },
				additionalFields: { header: 'Hello', footer: 'Valid today' },
			}),
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([{ idMessage: expect.stringMatching(/^BAE5/) }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'sendInteractiveButtons', {
				chatId: ALICE,
				body: 'Your offer',
				buttons: [
					{ type: 'copy', buttonId: '1', buttonText: 'Copy code', copyCode: 'SALE2026' },
					{ type: 'call', buttonId: '2', buttonText: 'Call us', phoneNumber: '79001234567' },
					{
						type: 'url',
						buttonId: '3',
						buttonText: 'Open site',
						url: 'https://example.com/offer',
					},
				],
				header: 'Hello',
				footer: 'Valid today',
			}),
		]);
	});

	itRefuses(sim, [
		[
			'more than 3 buttons',
			base({ buttons: { button: [copy, call, link, copy] } }),
			'Buttons has 4 button(s); a message takes 1 to 3',
			'at most 3',
		],
		[
			'a message without buttons',
			base({ buttons: {} }),
			'Buttons has 0 button(s); a message takes 1 to 3',
			'Add at least one button',
		],
		[
			'a button text over 25 characters',
			base({ buttons: { button: [{ ...copy, buttonText: 'b'.repeat(26) }] } }),
			'Button 1 Button Text is 26 characters long; the service accepts at most 25',
			'Shorten Button 1 Button Text to 25 characters',
		],
		[
			'a URL button without an http(s) link',
			base({ buttons: { button: [copy, { ...link, url: 'example.com' }] } }),
			'Button 2 URL "example.com" is not an http(s) link',
			'Enter a direct link',
		],
		[
			'a call button without a phone number',
			base({ buttons: { button: [{ ...call, phoneNumber: 'office' }] } }),
			'Button 1 Phone Number "office" is not a phone number',
			'international format',
		],
		[
			'a copy button without a code',
			base({ buttons: { button: [{ ...copy, copyCode: '' }] } }),
			'Button 1 Copy Code is empty',
			'Enter the text the button copies',
		],
		[
			'a group chat, which the service does not send buttons to',
			base({ chatId: '120363043968066561@g.us' }),
			'Chat ID "120363043968066561@g.us" is a group chat, which this operation does not accept',
			'personal chats only',
		],
		[
			'a body over 20000 characters',
			base({ message: 'x'.repeat(20001) }),
			'Message is 20001 characters long; the service accepts at most 20000',
			'Shorten Message',
		],
	]);
});
