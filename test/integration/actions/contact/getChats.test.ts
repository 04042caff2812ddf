import { fixtures } from '../../../../simulator';
import {
	accepted,
	describeOperation,
	itRefuses,
	jsonOf,
	requestsOf,
	run,
	useSimulator,
} from '../../setup';

const { alice, bob, group } = fixtures.ids;
const n = fixtures.numericIds;

describeOperation('contact', 'getChats', { limit: 2 }, (sim, base) => {
	beforeAll(() => {
		sim.control.injectIncoming({ chatId: bob });
		sim.control.advance(1000);
		sim.control.injectIncoming({ chatId: alice });
	});

	it('GETs getChats?count=<limit>; one item per chat with chatId, name and type first', async () => {
		const result = await run(sim, base());
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'getChats', null, { query: { count: '2' } }),
		]);
		expect(jsonOf(result)).toEqual([
			{
				chatId: alice,
				name: 'Alice Smith',
				type: 'user',
				archive: false,
				id: alice,
				ephemeralExpiration: 0,
				ephemeralSettingTimestamp: 0,
			},
			{
				chatId: bob,
				name: 'Bob Jones',
				type: 'user',
				archive: false,
				id: bob,
				ephemeralExpiration: 0,
				ephemeralSettingTimestamp: 0,
			},
		]);
		expect(Object.keys(result.items[0].json).slice(0, 3)).toEqual(['chatId', 'name', 'type']);
		expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
	});

	it('Return All sends no count and lists every chat, the group too', async () => {
		const result = await run(sim, base({ returnAll: true }));
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'getChats')]);
		expect(jsonOf(result).map(({ chatId, type }) => [chatId, type])).toEqual([
			[alice, 'user'],
			[bob, 'user'],
			[group, 'group'],
		]);
	});

	it('keeps Limit should a gateway ignore count', async () => {
		sim.control.fail('getChats', {
			status: 200,
			body: [{ id: alice }, { id: bob }, { id: group, type: 'group' }],
		});
		const result = await run(sim, base({ limit: 1 }));
		expect(jsonOf(result)).toEqual([{ chatId: alice, name: '', type: 'user', id: alice }]);
	});

	it('an empty list gives no items', async () => {
		sim.control.fail('getChats', { status: 200, body: [] });
		const result = await run(sim, base());
		expect(result.error).toBeUndefined();
		expect(result.items).toEqual([]);
	});

	itRefuses(sim, [
		[
			'a Limit below 1',
			base({ limit: 0 }),
			`Limit must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}; got 0`,
			'Set Limit between 1',
		],
		[
			'a Limit that is not a whole number',
			base({ limit: 2.5 }),
			`Limit must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}; got 2.5`,
		],
	]);
});

describe('contact → getChats on MAX', () => {
	const sim = useSimulator({ messenger: 'max' });

	it('gives chatId, an empty name and the type a MAX chat ID tells (a group’s is negative)', async () => {
		sim.control.injectIncoming({ chatId: n.alice });
		const result = await run(sim, { resource: 'contact', operation: 'getChats', returnAll: true });
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([
			{ chatId: n.alice, name: '', type: 'user', phoneNumber: 79001234561 },
			{ chatId: n.group, name: '', type: 'group', phoneNumber: 0 },
		]);
	});
});

describe('contact → getChats on Telegram', () => {
	const sim = useSimulator({ messenger: 'telegram' });

	it('gives chatId, name and Telegram’s own type (supergroup) with the phone number', async () => {
		sim.control.injectIncoming({ chatId: n.bob });
		const result = await run(sim, { resource: 'contact', operation: 'getChats', limit: 5 });
		expect(requestsOf(sim)[0].query).toEqual({ count: '5' });
		expect(jsonOf(result)).toEqual([
			{ chatId: n.bob, name: 'Bob Jones', type: 'user', phoneNumber: 79001234562 },
			{
				chatId: n.group,
				name: 'Simulator test group',
				type: 'supergroup',
				phoneNumber: 0,
			},
		]);
	});
});
