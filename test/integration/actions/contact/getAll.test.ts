import { fixtures } from '../../../../simulator';
import { accepted, itRefuses, jsonOf, requestsOf, run, useSimulator } from '../../setup';

const { alice, bob, group } = fixtures.ids;

describe('contact → getAll (getContacts)', () => {
	const sim = useSimulator({}, { perTest: true });

	it('sends Limit as count and gives one item per contact', async () => {
		const result = await run(sim, { resource: 'contact', operation: 'getAll', limit: 2 });
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'getContacts', null, { query: { count: '2' } }),
		]);
		expect(jsonOf(result)).toEqual([
			{ id: alice, name: 'Alice', contactName: 'Alice Smith', type: 'user' },
			{ id: bob, name: 'Bob', contactName: 'Bob Jones', type: 'user' },
		]);
		expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }]);
	});

	it('with Return All and the Group filter sends group=true and no count', async () => {
		const result = await run(sim, {
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			filters: { contactType: 'group' },
		});
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'getContacts', null, { query: { group: 'true' } }),
		]);
		expect(jsonOf(result)).toEqual([
			{ id: group, name: 'Simulator test group', contactName: '', type: 'group' },
		]);
	});

	it('the User filter sends group=false', async () => {
		const result = await run(sim, {
			resource: 'contact',
			operation: 'getAll',
			returnAll: true,
			filters: { contactType: 'user' },
		});
		expect(requestsOf(sim)[0].query).toEqual({ group: 'false' });
		expect(jsonOf(result).every((contact) => contact.type === 'user')).toBe(true);
		expect(result.items).toHaveLength(5);
	});

	itRefuses(sim, [
		[
			'a Limit below 1',
			{ resource: 'contact', operation: 'getAll', limit: 0 },
			'Limit must be a whole number from 1 to 9007199254740991; got 0',
		],
		[
			'an unknown contact type from an expression',
			{ resource: 'contact', operation: 'getAll', filters: { contactType: '={{ "robot" }}' } },
			'Contact Type must be "group" or "user"; got "robot"',
		],
	]);
});
