import { createClock, fixtures } from '../../../../simulator';
import {
	accepted,
	itIsRefusedOn,
	itRefuses,
	jsonOf,
	parametersOf,
	requestsOf,
	run,
	useSimulator,
} from '../../setup';

const { alice, bob } = fixtures.ids;
const T0 = Date.UTC(2026, 10, 22, 12);
const base = parametersOf('history', 'getLastIncomingCalls', { minutes: 60 });

describe('history → getLastIncomingCalls', () => {
	const sim = useSimulator({ clock: createClock(T0) });

	it('GETs lastIncomingCalls?minutes=; one item per call journaled while the settings were on, newest first', async () => {
		sim.control.injectCall({ from: bob, idMessage: 'NOT-JOURNALED' });
		sim.control.setSettings({ incomingWebhook: 'yes', incomingCallWebhook: 'yes' });
		sim.control.injectCall({ from: bob, idMessage: 'CALL-1', isVideo: true });
		sim.control.injectCall({ from: bob, idMessage: 'CALL-1', status: 'declined' });
		sim.control.advance(60000);
		sim.control.injectCall({ from: alice, idMessage: 'CALL-2' });
		const result = await run(sim, base());
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'lastIncomingCalls', null, { query: { minutes: '60' } }),
		]);
		const call = { type: 'incoming', typeMessage: 'call', isGroup: false };
		expect(jsonOf(result)).toEqual([
			{
				...call,
				idMessage: 'CALL-2',
				chatId: alice,
				isVideo: false,
				status: 'offer',
				timestamp: T0 / 1000 + 60,
			},
			{
				...call,
				idMessage: 'CALL-1',
				chatId: bob,
				isVideo: true,
				status: 'declined',
				timestamp: T0 / 1000,
			},
		]);
		expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
	});

	it('no calls in the minutes asked for: no items', async () => {
		sim.control.advance(2 * 3600 * 1000);
		const result = await run(sim, base({ minutes: 1 }));
		expect(result.error).toBeUndefined();
		expect(result.items).toEqual([]);
	});

	itRefuses(sim, [
		[
			'minutes below 1',
			base({ minutes: 0 }),
			`Minutes must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}; got 0`,
			'Set Minutes between 1',
		],
		['minutes as text', base({ minutes: 'an hour' }), /^Minutes must be a whole number/],
	]);
});

itIsRefusedOn(
	['max', 'telegram'],
	'Chat History → Get Last Incoming Calls',
	'lastIncomingCalls',
	base(),
	/no calls journal/,
);
