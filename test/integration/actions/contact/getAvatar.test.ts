import { createClock } from '../../../../simulator';
import { accepted, requestsOf, run, useSimulator } from '../../setup';

const PEER = '79001234567@c.us';

describe('contact → getAvatar', () => {
	const clock = createClock(Date.UTC(2026, 10, 22, 12));
	const sim = useSimulator({ clock });

	it('posts the chat ID to getAvatar', async () => {
		const result = await run(sim, {
			resource: 'contact',
			operation: 'getAvatar',
			chatId: '+7 900 123-45-67',
		});
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([accepted(sim, 'POST', 'getAvatar', { chatId: PEER })]);
	});

	it('gives the soft answer for a contact without an avatar as one item', async () => {
		const avatar = await run(sim, {
			resource: 'contact',
			operation: 'getAvatar',
			chatId: '79990009999@c.us',
		});
		expect(avatar.items[0].json).toEqual({ urlAvatar: '', available: true });
	});
});
