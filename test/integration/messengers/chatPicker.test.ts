import { runListSearch } from '../../harness/listSearch';
import { fixtures } from '../../../simulator';
import { credentialsOf, requestsOf, type Simulator } from '../setup';
import { startProfile } from './profiles';

/* "From List" on MAX and Telegram instances: contacts and groups with their numeric IDs. */

const { alice, bob, carol, business, privacy, group } = fixtures.numericIds;

describe.each(['max', 'telegram'] as const)('the chat picker of a %s instance', (messenger) => {
	let sim: Simulator;
	beforeAll(async () => {
		sim = await startProfile(messenger);
	});
	afterAll(async () => await sim.close());
	beforeEach(() => sim.control.resetRequests());

	const search = async (
		method: 'searchChats' | 'searchGroups' | 'searchContacts',
		filter?: string,
	) =>
		await runListSearch({
			method,
			filter,
			credentials: credentialsOf(sim, { messenger: 'auto' }),
		});

	it('lists people with their IDs and groups with their negative IDs, without detecting', async () => {
		expect(await search('searchChats')).toEqual({
			results: [
				{ name: `Alice Smith (${alice})`, value: alice },
				{ name: `Bob Jones (${bob})`, value: bob },
				{ name: `Carol (${carol})`, value: carol },
				{ name: `Coffee shop (${business})`, value: business },
				{ name: `Private Pete (${privacy})`, value: privacy },
				{ name: 'Simulator test group (group)', value: group },
			],
		});
		expect(requestsOf(sim).map((r) => r.path.split('/')[2])).toEqual(['getContacts']);
	});

	it('finds a chat by a part of its ID, and groups apart from people', async () => {
		expect((await search('searchChats', alice.slice(-3))).results).toEqual([
			{ name: `Alice Smith (${alice})`, value: alice },
		]);
		expect((await search('searchGroups')).results).toEqual([
			{ name: 'Simulator test group (group)', value: group },
		]);
		expect((await search('searchContacts')).results.map((r) => r.value)).not.toContain(group);
	});
});
