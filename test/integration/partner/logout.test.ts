import {
	LIST,
	callsOf,
	createdInstance,
	expectNoSecrets,
	itStopsAtUnknownOrDeleted,
	runPartner,
	usePartnerSimulator,
} from './setup';

describe('partner → instance → Log Out', () => {
	const sim = usePartnerSimulator();

	it('unlinks the phone, the instance waits for a new scan', async () => {
		const a = createdInstance(sim);
		sim.partner.control.scan(a.idInstance);
		const result = await runPartner(sim, 'logout', { idInstance: a.id });
		expect(result.items.map((item) => item.json)).toEqual([
			{ idInstance: a.idInstance, isLogout: true },
		]);
		expect(callsOf(sim)).toEqual([LIST, ['GET', `/waInstance${a.id}/logout/{token}`, 200]]);
		expect(sim.partner.control.control(a.idInstance).settings().wid).toBe('');
		expectNoSecrets(sim, result);
	});

	itStopsAtUnknownOrDeleted(sim, 'logout');
});
