import {
	callsOf,
	createdInstance,
	expectNoSecrets,
	runPartner,
	usePartnerSimulator,
} from './setup';

describe('partner → instance → Get Many', () => {
	const sim = usePartnerSimulator();
	const ids = (result: Awaited<ReturnType<typeof runPartner>>) =>
		result.items.map((item) => item.json.idInstance);

	it('lists every instance with its fields, readable times and no token by default', async () => {
		const a = createdInstance(sim, { name: 'Coffee House' });
		const result = await runPartner(sim, 'getAll', { returnAll: true });
		expect(result.error).toBeUndefined();
		expect(result.items.map((item) => item.json)).toEqual([
			{
				idInstance: a.idInstance,
				name: 'Coffee House',
				typeInstance: 'whatsapp',
				typeAccount: '',
				partnerUserUiid: '',
				timeCreated: a.timeCreated,
				timeDeleted: null,
				deleted: false,
				tariff: 'Partner',
				isFree: false,
				isPartner: true,
				expirationDate: a.expirationDate,
				isExpired: false,
				messenger: 'whatsapp',
			},
		]);
		expect(callsOf(sim)).toEqual([['GET', '/partner/getInstances/{token}', 200]]);
		expectNoSecrets(sim, result);
	});

	it('adds each instance’s token with Include API Tokens, and nowhere else', async () => {
		const a = createdInstance(sim);
		const b = createdInstance(sim);
		const result = await runPartner(sim, 'getAll', {
			returnAll: true,
			options: { includeApiTokens: true },
		});
		expect(result.items.map((item) => item.json.apiTokenInstance)).toEqual([
			a.apiTokenInstance,
			b.apiTokenInstance,
		]);
		expectNoSecrets(sim, result, { tokenFields: true });
	});

	it('shows deleted instances flagged, with their deletion time, and filters them', async () => {
		const kept = createdInstance(sim, { name: 'Kept' });
		const gone = createdInstance(sim, { name: 'Gone' });
		sim.control.advance(60000);
		await runPartner(sim, 'delete', { idInstance: gone.id, options: { logoutFirst: false } });
		const all = await runPartner(sim, 'getAll', { returnAll: true });
		expect(all.items.map((item) => [item.json.name, item.json.deleted])).toEqual([
			['Kept', false],
			['Gone', true],
		]);
		expect(all.items[1].json.timeDeleted).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
		const deleted = await runPartner(sim, 'getAll', {
			returnAll: true,
			filters: { deleted: true },
		});
		expect(ids(deleted)).toEqual([gone.idInstance]);
		const active = await runPartner(sim, 'getAll', {
			returnAll: true,
			filters: { deleted: false },
		});
		expect(ids(active)).toEqual([kept.idInstance]);
	});

	it('filters by expiry, name (any case) and messenger, and keeps to Limit', async () => {
		const [a, b, c] = ['Shop North', 'Shop South', 'Bakery'].map((name) =>
			createdInstance(sim, { name }),
		);
		sim.partner.control.expire(b.idInstance);
		const run = async (fields: object) =>
			ids(await runPartner(sim, 'getAll', { returnAll: true, ...fields }));
		expect(await run({ filters: { expired: true } })).toEqual([b.idInstance]);
		expect(await run({ filters: { expired: false } })).toEqual([a.idInstance, c.idInstance]);
		expect(await run({ filters: { nameContains: 'shops' } })).toEqual([]);
		expect(await run({ filters: { nameContains: 'SHOP ' } })).toEqual([a.idInstance, b.idInstance]);
		expect(
			await run({ filters: { messenger: ['whatsapp', 'telegram'], nameContains: 'bak' } }),
		).toEqual([c.idInstance]);
		expect(await run({ filters: { messenger: ['max'] } })).toEqual([]);
		const limited = await runPartner(sim, 'getAll', { returnAll: false, limit: 2 });
		expect(ids(limited)).toEqual([a.idInstance, b.idInstance]);
	});

	it('reads the list once for all items of a run', async () => {
		createdInstance(sim);
		const result = await runPartner(
			sim,
			'getAll',
			{ returnAll: true },
			{
				items: [{ json: {} }, { json: {} }],
			},
		);
		expect(result.items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(callsOf(sim)).toEqual([['GET', '/partner/getInstances/{token}', 200]]);
	});

	it('a wrong partner token (HTTP 200 with code 401) is an error that says what to do', async () => {
		createdInstance(sim);
		const result = await runPartner(
			sim,
			'getAll',
			{ returnAll: true },
			{
				credentials: { partnerToken: 'gac.wrong' },
			},
		);
		expect(result.items).toEqual([]);
		expect(result.error?.message).toBe('Unauthorized (getInstances, code 401) [item 0]');
		expect(result.error?.description).toMatch(
			/^The partner token was not accepted: copy partnerToken/,
		);
		expect(result.error?.httpCode).toBe('401');
		expectNoSecrets(sim, result);
	});

	it('a Partner API URL that serves nothing, or a bad one, says so', async () => {
		const missing = await runPartner(
			sim,
			'getAll',
			{ returnAll: true },
			{
				credentials: { partnerApiUrl: `${sim.url}/nowhere` },
			},
		);
		expect(missing.error?.message).toMatch(/\(getInstances, HTTP 404\) \[item 0\]$/);
		expect(missing.error?.description).toBe(
			'Nothing answers getInstances at this Partner API URL: copy partnerApiUrl from the Green API console (Profile) into the credential, without /v3.',
		);
		sim.control.resetRequests();
		const bad = await runPartner(
			sim,
			'getAll',
			{ returnAll: true },
			{
				credentials: { partnerApiUrl: 'api.green-api.com' },
			},
		);
		expect(bad.error?.message).toBe(
			'The credential’s Partner API URL must start with http:// or https:// [item 0]',
		);
		expect(callsOf(sim)).toEqual([]);
		expectNoSecrets(sim, missing);
	});

	it('with Continue On Fail, a failure is an error item paired with its input', async () => {
		const result = await runPartner(
			sim,
			'getAll',
			{ returnAll: true },
			{
				credentials: { partnerToken: 'gac.wrong' },
				continueOnFail: true,
			},
		);
		expect(result.items).toEqual([
			{
				json: {
					error: 'Unauthorized (getInstances, code 401)',
					description: expect.stringMatching(/^The partner token was not accepted/),
				},
				pairedItem: { item: 0 },
			},
		]);
	});
});
