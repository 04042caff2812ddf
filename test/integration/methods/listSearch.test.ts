import { runListSearch } from '../../harness/listSearch';
import { fixtures } from '../../../simulator';
import { accepted, credentialsOf, requestsOf, TOKEN, useSimulator } from '../setup';

const { ids } = fixtures;

/* The chat pickers (listSearch) and the values they give, run through n8n-core's own contexts. */
describe('chat picker (listSearch over getContacts)', () => {
	const sim = useSimulator();

	const search = async (
		method: 'searchChats' | 'searchGroups' | 'searchContacts',
		filter?: string,
		token?: string,
	) =>
		await runListSearch({
			method,
			filter,
			credentials: credentialsOf(sim, token ? { apiTokenInstance: token } : {}),
		});

	it('lists contacts and groups as the phone names them, sorted, from one GET getContacts', async () => {
		const result = await search('searchChats');
		expect(result).toEqual({
			results: [
				{ name: 'Alice Smith (+79001234561)', value: ids.alice },
				{ name: 'Bob Jones (+79001234562)', value: ids.bob },
				{ name: 'Carol (+79001234563)', value: ids.carol },
				{ name: 'Coffee shop (+79001234564)', value: ids.business },
				{ name: 'Private Pete (+79001234565)', value: ids.privacy },
				{ name: 'Simulator test group (group)', value: ids.group },
			],
		});
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'GET', 'getContacts', null, { host: expect.any(String) }),
		]);
	});

	it('searches by name and by number as people write it', async () => {
		expect((await search('searchChats', 'jones')).results).toEqual([
			{ name: 'Bob Jones (+79001234562)', value: ids.bob },
		]);
		expect((await search('searchChats', '+7 900 123-45-63')).results).toEqual([
			{ name: 'Carol (+79001234563)', value: ids.carol },
		]);
		expect((await search('searchChats', 'nobody')).results).toEqual([]);
	});

	it('lists only groups for Group ID and only persons for participants', async () => {
		expect((await search('searchGroups')).results).toEqual([
			{ name: 'Simulator test group (group)', value: ids.group },
		]);
		const persons = await search('searchContacts');
		expect(persons.results.map((r) => r.value)).toEqual([
			ids.alice,
			ids.bob,
			ids.carol,
			ids.business,
			ids.privacy,
		]);
		expect(requestsOf(sim).map((r) => r.query)).toEqual([{ group: 'true' }, { group: 'false' }]);
	});

	it('fails a lookup with the token-free error n8n shows as "Could not load list"', async () => {
		const wrong = (await search('searchChats', '', `${TOKEN}x`).catch(
			(error: unknown) => error,
		)) as {
			httpCode?: string;
			message?: string;
			description?: string;
		};
		expect(wrong.httpCode).toBe('401');
		expect(wrong.message).toBe('Unauthorized (getContacts, HTTP 401)');
		expect(wrong.description).toContain('apiTokenInstance');
		expect(JSON.stringify(wrong)).not.toContain(TOKEN);
		sim.control.fail('getContacts', { status: 403, times: 1 });
		await expect(search('searchChats')).rejects.toMatchObject({ httpCode: '403' });
	});
});

/* "From List" on MAX and Telegram instances: contacts and groups with their numeric IDs. */

describe.each(['max', 'telegram'] as const)('the chat picker of a %s instance', (messenger) => {
	const { alice, bob, carol, business, privacy, group } = fixtures.numericIds;
	const sim = useSimulator({ messenger });

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
