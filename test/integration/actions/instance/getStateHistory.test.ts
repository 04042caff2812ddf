import { createClock } from '../../../../simulator';
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

const T0 = Date.UTC(2026, 10, 22, 12);
const base = parametersOf('instance', 'getStateHistory', {});
const phoneNumber = '79990000000@c.us';

describe('instance → getStateHistory', () => {
	const sim = useSimulator({ clock: createClock(T0) });

	it('GETs getStateInstanceHistory?count=100 by default; one item per state, newest first', async () => {
		sim.control.advance(60000);
		sim.control.setState('notAuthorized');
		sim.control.advance(60000);
		sim.control.setState('authorized');
		const result = await run(sim, base());
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'getStateInstanceHistory', null, { query: { count: '100' } }),
		]);
		expect(jsonOf(result)).toEqual([
			{ stateInstance: 'authorized', timestamp: T0 / 1000 + 120, phoneNumber },
			{ stateInstance: 'notAuthorized', timestamp: T0 / 1000 + 60, phoneNumber },
			{ stateInstance: 'authorized', timestamp: T0 / 1000, phoneNumber },
		]);
	});

	it('Count limits the entries', async () => {
		const result = await run(sim, base({ count: 1 }));
		expect(requestsOf(sim)[0].query).toEqual({ count: '1' });
		expect(jsonOf(result).map((entry) => entry.stateInstance)).toEqual(['authorized']);
	});

	itRefuses(sim, [
		[
			'a count below 1',
			base({ count: 0 }),
			`Count must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}; got 0`,
			'Set Count between 1',
		],
		['a count that is not whole', base({ count: 1.5 }), /^Count must be a whole number/],
	]);
});

itIsRefusedOn(
	['max', 'telegram'],
	'Instance → Get State History',
	'getStateInstanceHistory',
	base(),
	/Instance → Get State.*Instance State Changed/,
);
