import { createClock } from '../../../../simulator';
import { accepted, ALICE, itRefuses, requestsOf, run, useSimulator } from '../../setup';

describe('history → getChat (getChatHistory)', () => {
	const clock = createClock(Date.UTC(2026, 10, 22, 12));
	const sim = useSimulator({ clock });

	it('posts chatId and Limit as count to /v3 getChatHistory; one item per message, newest first', async () => {
		sim.control.injectIncoming({ chatId: '79005550001@c.us', text: 'first' });
		clock.advance(1000);
		sim.control.injectIncoming({ chatId: '79005550001@c.us', text: 'second' });
		clock.advance(1000);
		sim.control.injectIncoming({ chatId: '79005550001@c.us', text: 'third' });
		const { items } = await run(sim, {
			resource: 'history',
			operation: 'getChat',
			chatId: '79005550001',
			limit: 2,
		});
		expect(items.map((item) => item.json.textMessage)).toEqual(['third', 'second']);
		expect(items[0].json).toMatchObject({
			type: 'incoming',
			chatId: '79005550001@c.us',
			typeMessage: 'textMessage',
		});
		expect(requestsOf(sim)).toEqual([
			accepted(
				sim,
				'POST',
				'getChatHistory',
				{ chatId: '79005550001@c.us', count: 2 },
				{ v3: true },
			),
		]);
	});

	itRefuses(sim, [
		[
			'a limit of 0',
			{ resource: 'history', operation: 'getChat', chatId: ALICE, limit: 0 },
			'Limit must be a whole number from 1 to 9007199254740991; got 0',
			/Set Limit/,
		],
	]);
});

describe('history → getChat on a MAX instance', () => {
	const sim = useSimulator({ messenger: 'max' });

	itRefuses(sim, [
		[
			'a phone number: MAX getChatHistory takes the chat ID only',
			{ resource: 'history', operation: 'getChat', chatId: '+7 900 123-45-62', limit: 5 },
			'Chat ID "79001234562@c.us" is a phone number chat, which this operation does not accept',
		],
	]);
});
