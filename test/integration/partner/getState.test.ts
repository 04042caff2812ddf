import { start } from '../../../simulator';
import {
	LIST,
	callsOf,
	createdInstance,
	expectNoSecrets,
	itStopsAtUnknownOrDeleted,
	runPartner,
	usePartnerSimulator,
} from './setup';

/* Get State of an instance of the partner account, with the token the partner API holds for it. */
describe('partner → instance → Get State', () => {
	const sim = usePartnerSimulator();

	it('the list once, then getStateInstance with the instance’s own token', async () => {
		const a = createdInstance(sim);
		const result = await runPartner(sim, 'getState', { idInstance: a.id });
		expect(result.items.map((item) => item.json)).toEqual([
			{ idInstance: a.idInstance, stateInstance: 'notAuthorized' },
		]);
		expect(callsOf(sim)).toEqual([
			LIST,
			['GET', `/waInstance${a.id}/getStateInstance/{token}`, 200],
		]);
		sim.partner.control.scan(a.idInstance);
		const after = await runPartner(sim, 'getState', { idInstance: a.idInstance });
		expect(after.items[0].json.stateInstance).toBe('authorized');
		expectNoSecrets(sim, after);
	});

	itStopsAtUnknownOrDeleted(sim, 'getState');

	it.each([
		['not digits', '11010abc', 'Instance ID must contain digits only; got "11010abc" [item 0]'],
		['blank', '  ', 'Instance ID must contain digits only; got "  " [item 0]'],
	])('refuses an Instance ID that is %s before any request', async (_what, idInstance, message) => {
		const result = await runPartner(sim, 'getState', { idInstance });
		expect(result.error?.message).toBe(message);
		expect(sim.control.requests()).toEqual([]);
	});

	it('a host that does not serve the instance: the error says to set API URL', async () => {
		const a = createdInstance(sim);
		const other = await start({});
		try {
			const result = await runPartner(sim, 'getState', { idInstance: a.id, apiUrl: other.url });
			expect(result.error?.message).toBe('Forbidden (getStateInstance, HTTP 403) [item 0]');
			expect(result.error?.description).toMatch(
				new RegExp(
					`^${other.url} does not serve instance ${a.id}\\. The partner API does not tell`,
				),
			);
			expectNoSecrets(sim, result);
		} finally {
			await other.close();
		}
	});

	it('a token the instance no longer takes (401) is an error naming the instance, without the token', async () => {
		const a = createdInstance(sim);
		sim.partner.control.control(a.idInstance).fail('getStateInstance', { status: 401 });
		const result = await runPartner(sim, 'getState', { idInstance: a.id });
		expect(result.error?.message).toBe('Unauthorized (getStateInstance, HTTP 401) [item 0]');
		expect(result.error?.description).toBe(
			`Instance ${a.id} did not accept the token the partner API holds for it: it may have been deleted or its token changed. Get Many shows it.`,
		);
		expectNoSecrets(sim, result);
	});

	it('two items naming instances of the account: one list, one call each', async () => {
		const [a, b] = [createdInstance(sim), createdInstance(sim)];
		const result = await runPartner(
			sim,
			'getState',
			{ idInstance: '={{ $json.id }}' },
			{
				items: [{ json: { id: a.id } }, { json: { id: b.idInstance } }],
			},
		);
		expect(result.items.map((item) => item.json.idInstance)).toEqual([a.idInstance, b.idInstance]);
		expect(callsOf(sim)).toEqual([
			LIST,
			['GET', `/waInstance${a.id}/getStateInstance/{token}`, 200],
			['GET', `/waInstance${b.id}/getStateInstance/{token}`, 200],
		]);
	});
});

describe('partner → instance → Get State of an instance being created', () => {
	const sim = usePartnerSimulator({ creationMs: 60000 });

	it('gives stateInstance null, as the service answers', async () => {
		const fresh = sim.partner.control.create({ name: 'New' });
		const result = await runPartner(sim, 'getState', { idInstance: String(fresh.idInstance) });
		expect(result.items.map((item) => item.json)).toEqual([
			{ idInstance: fresh.idInstance, stateInstance: null },
		]);
	});
});
