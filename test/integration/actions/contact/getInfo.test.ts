import { createClock } from '../../../../simulator';
import { accepted, itRefuses, requestsOf, run, useSimulator } from '../../setup';

const PEER = '79001234567@c.us';

describe('contact → getInfo (getContactInfo)', () => {
	const clock = createClock(Date.UTC(2026, 10, 22, 12));
	const sim = useSimulator({ clock });

	it('posts the chat ID to getContactInfo', async () => {
		const result = await run(sim, {
			resource: 'contact',
			operation: 'getInfo',
			chatId: '+7 900 123-45-67',
		});
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([accepted(sim, 'POST', 'getContactInfo', { chatId: PEER })]);
	});

	it('gives the contact record as one item', async () => {
		const info = await run(sim, { resource: 'contact', operation: 'getInfo', chatId: PEER });
		expect(info.items).toHaveLength(1);
		expect(info.items[0].json).toMatchObject({ chatId: PEER, isBusiness: expect.any(Boolean) });
	});

	itRefuses(sim, [
		[
			'a group chat to getInfo',
			{ resource: 'contact', operation: 'getInfo', chatId: '120363043968066561@g.us' },
			'Chat ID "120363043968066561@g.us" is a group chat, which this operation does not accept',
			/does not support group chats/,
		],
	]);
});
