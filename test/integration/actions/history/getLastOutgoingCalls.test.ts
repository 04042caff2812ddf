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

const { bob } = fixtures.ids;
const T0 = Date.UTC(2026, 10, 22, 12);
const base = parametersOf('history', 'getLastOutgoingCalls', {});

describe('history → getLastOutgoingCalls', () => {
	const sim = useSimulator({ clock: createClock(T0) });

	it('GETs lastOutgoingCalls?minutes=1440 by default; each call with its duration and participants', async () => {
		sim.control.setSettings({ outgoingCallWebhook: 'yes' });
		sim.control.injectOutgoingCall({ to: bob, idMessage: 'OUT-1', duration: 95 });
		const result = await run(sim, base());
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'lastOutgoingCalls', null, { query: { minutes: '1440' } }),
		]);
		expect(jsonOf(result)).toEqual([
			{
				type: 'outgoing',
				idMessage: 'OUT-1',
				typeMessage: 'call',
				chatId: bob,
				isVideo: false,
				status: 'pickUp',
				isGroup: false,
				duration: 95,
				participants: [{ id: bob, status: 'pickUp' }],
				timestamp: T0 / 1000,
			},
		]);
	});

	it('a 500 is retried (a read) and the list then comes', async () => {
		sim.control.fail('lastOutgoingCalls', { status: 500 });
		const result = await run(sim, base());
		expect(result.error).toBeUndefined();
		expect(sim.control.requests().map((request) => request.status)).toEqual([500, 200]);
		expect(result.items).toHaveLength(1);
	});

	itRefuses(sim, [
		[
			'minutes below 1',
			base({ minutes: -5 }),
			`Minutes must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}; got -5`,
		],
	]);
});

itIsRefusedOn(
	['max', 'telegram'],
	'Chat History → Get Last Outgoing Calls',
	'lastOutgoingCalls',
	base(),
	/no calls journal/,
);
