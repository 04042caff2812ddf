import { start } from '../../../simulator';
import {
	LIST,
	callsOf,
	createdInstance,
	expectNoSecrets,
	runPartner,
	usePartnerSimulator,
} from './setup';

describe('partner → instance → Delete', () => {
	const sim = usePartnerSimulator();
	const DELETE = ['POST', '/partner/deleteInstanceAccount/{token}', 200];

	it('logs the phone out first, then deletes the instance', async () => {
		const a = createdInstance(sim);
		sim.partner.control.scan(a.idInstance);
		const result = await runPartner(sim, 'delete', { idInstance: a.id });
		expect(result.items.map((item) => item.json)).toEqual([
			{ idInstance: a.idInstance, deleted: true, loggedOut: true },
		]);
		expect(callsOf(sim)).toEqual([LIST, ['GET', `/waInstance${a.id}/logout/{token}`, 200], DELETE]);
		expect(sim.control.requests()[2].body).toEqual({ idInstance: a.idInstance });
		expect(sim.partner.control.instances()).toEqual([
			expect.objectContaining({ idInstance: a.idInstance, deleted: true }),
		]);
		expectNoSecrets(sim, result);
	});

	it('with Log Out First off: only the deletion', async () => {
		const a = createdInstance(sim);
		const result = await runPartner(sim, 'delete', {
			idInstance: a.id,
			options: { logoutFirst: false },
		});
		expect(result.items[0].json).toEqual({
			idInstance: a.idInstance,
			deleted: true,
			loggedOut: false,
		});
		expect(callsOf(sim)).toEqual([DELETE]);
	});

	it('deleting a gone instance again is a clear error, with or without Log Out First', async () => {
		const a = createdInstance(sim);
		await runPartner(sim, 'delete', { idInstance: a.id });
		sim.control.resetRequests();
		const again = await runPartner(sim, 'delete', { idInstance: a.id });
		expect(again.error?.message).toMatch(
			new RegExp(`^Instance ${a.id} is deleted \\(since .+\\) \\[item 0\\]$`),
		);
		expect(callsOf(sim)).toEqual([LIST]);
		sim.control.resetRequests();
		const direct = await runPartner(sim, 'delete', {
			idInstance: a.id,
			options: { logoutFirst: false },
		});
		expect(direct.error?.message).toBe('Not found (deleteInstanceAccount, code 404) [item 0]');
		expect(direct.error?.description).toBe(
			'The partner account has no such instance, or it is already deleted: Get Many lists every instance with its deleted flag.',
		);
		expect(callsOf(sim)).toEqual([DELETE]);
		expectNoSecrets(sim, direct);
	});

	it('the same instance twice in one run: deleted once, the second item an error item', async () => {
		const a = createdInstance(sim);
		const result = await runPartner(
			sim,
			'delete',
			{ idInstance: a.id },
			{
				items: [{ json: {} }, { json: {} }],
				continueOnFail: true,
			},
		);
		expect(result.items.map((item) => [item.json, item.pairedItem])).toEqual([
			[{ idInstance: a.idInstance, deleted: true, loggedOut: true }, { item: 0 }],
			[
				{
					error: `Instance ${a.id} is deleted`,
					description: expect.stringMatching(/cannot be used again/),
				},
				{ item: 1 },
			],
		]);
		expect(callsOf(sim)).toEqual([LIST, ['GET', `/waInstance${a.id}/logout/{token}`, 200], DELETE]);
	});

	it('a log-out that fails deletes nothing and says how to delete anyway', async () => {
		const a = createdInstance(sim);
		const other = await start({});
		try {
			const result = await runPartner(sim, 'delete', { idInstance: a.id, apiUrl: other.url });
			expect(result.error?.message).toBe('Forbidden (logout, HTTP 403) [item 0]');
			expect(result.error?.description).toMatch(
				/into that field\. Nothing was deleted\. Turn off Log Out First to delete it anyway/,
			);
			expect(callsOf(sim)).toEqual([LIST]);
			expect(sim.partner.control.instances()[0].deleted).toBe(false);
			expectNoSecrets(sim, result);
		} finally {
			await other.close();
		}
	});

	it('a wrong partner token deletes nothing', async () => {
		const a = createdInstance(sim);
		const result = await runPartner(
			sim,
			'delete',
			{ idInstance: a.id, options: { logoutFirst: false } },
			{
				credentials: { partnerToken: 'gac.wrong' },
			},
		);
		expect(result.error?.message).toBe('Unauthorized (deleteInstanceAccount, code 401) [item 0]');
		expect(sim.partner.control.instances()[0].deleted).toBe(false);
	});
});
