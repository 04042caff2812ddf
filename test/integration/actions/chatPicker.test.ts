import type { INodeParameterResourceLocator } from 'n8n-workflow';

import { runListSearch } from '../../harness/listSearch';
import { fixtures } from '../../../simulator';
import { credentialsOf, pathOf, requestsOf, run, TOKEN, useSimulator } from '../setup';

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
			{
				httpMethod: 'GET',
				path: pathOf(sim, 'getContacts'),
				host: expect.any(String),
				query: {},
				body: null,
				status: 200,
			},
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

describe('chat parameters as resource locators, run by the engine', () => {
	const sim = useSimulator();

	const rl = (mode: string, value: string | number): INodeParameterResourceLocator => ({
		__rl: true,
		mode,
		value,
	});
	const sentChatIds = () => requestsOf(sim).map((r) => (r.body as { chatId?: string }).chatId);

	it.each([
		['From List', rl('list', ids.alice), ids.alice],
		['By ID', rl('id', '120363043968066561@g.us'), '120363043968066561@g.us'],
		['By Phone Number', rl('phone', '+7 (900) 123-45-67'), '79001234567@c.us'],
		['an expression in By ID', rl('id', '={{ $json.to }}'), ids.bob],
		['an expression giving a number', rl('phone', '={{ 79001234562 }}'), ids.bob],
		['a plain string (older workflows)', ids.carol, ids.carol],
		['a plain expression (older workflows)', '={{ $json.to }}', ids.bob],
	])('%s sends to the chat it names', async (_label, chatId, expected) => {
		const result = await run(
			sim,
			{ resource: 'message', operation: 'sendText', chatId, message: 'hello' },
			{ items: [{ json: { to: ids.bob } }] },
		);
		expect(result.error).toBeUndefined();
		expect(sentChatIds()).toEqual([expected]);
	});

	it('reads chatIdFrom, groupId and participantChatId locators too', async () => {
		const group = await run(sim, {
			resource: 'group',
			operation: 'addParticipant',
			groupId: rl('list', ids.group),
			participantChatId: rl('phone', '+7 900 123-45-62'),
		});
		expect(group.error).toBeUndefined();
		expect(requestsOf(sim).map((r) => r.body)).toEqual([
			{ groupId: ids.group, participantChatId: ids.bob },
		]);
	});
});
