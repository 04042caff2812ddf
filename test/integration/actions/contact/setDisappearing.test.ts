import { fixtures } from '../../../../simulator';
import { accepted, itRefuses, jsonOf, requestsOf, run, useSimulator } from '../../setup';

const { alice } = fixtures.ids;

describe('contact → setDisappearing (setDisappearingChat)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('sends the chosen timer in seconds', async () => {
		const result = await run(sim, {
			resource: 'contact',
			operation: 'setDisappearing',
			chatId: alice,
			ephemeralExpiration: 604800,
		});
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'setDisappearingChat', {
				chatId: alice,
				ephemeralExpiration: 604800,
			}),
		]);
		expect(jsonOf(result)).toEqual([
			{ chatId: alice, disappearingMessagesInChat: true, ephemeralExpiration: 604800 },
		]);
	});

	it('Off is sent as 0', async () => {
		await run(sim, { resource: 'contact', operation: 'setDisappearing', chatId: alice });
		expect(requestsOf(sim)[0].body).toEqual({ chatId: alice, ephemeralExpiration: 0 });
	});

	itRefuses(sim, [
		[
			'a timer WhatsApp does not offer',
			{
				resource: 'contact',
				operation: 'setDisappearing',
				chatId: alice,
				ephemeralExpiration: '={{ 3600 }}',
			},
			'Messages Disappear After must be one of 0, 86400, 604800, 7776000 seconds; got 3600',
		],
	]);
});
