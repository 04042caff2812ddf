import { jsonOf, run, runText, useSimulator } from '../setup';

const SECRET = 'c0ffee'.repeat(10);

describe('settings outputs mask webhookUrlToken', () => {
	const sim = useSimulator({}, { perTest: true });

	it.each([
		['a bare secret', SECRET],
		['a Bearer token', `Bearer ${SECRET}`],
		['a Basic token', `Basic ${SECRET}`],
	])('Get Settings shows %s as *** and every other setting as it is', async (_case, token) => {
		sim.control.setSettings({ webhookUrl: 'https://n8n.example.com/hook', webhookUrlToken: token });

		const result = await run(sim, { resource: 'instance', operation: 'getSettings' });

		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ ...sim.control.settings(), webhookUrlToken: '***' }]);
		expect(sim.control.settings().webhookUrlToken).toBe(token);
		expect(runText(result)).not.toContain(SECRET);
		expect(runText(result)).not.toContain(SECRET.slice(0, 8));
	});

	it('Get Settings keeps an empty token empty, so "none set" stays visible', async () => {
		sim.control.setSettings({ webhookUrlToken: '' });

		const result = await run(sim, { resource: 'instance', operation: 'getSettings' });

		expect(jsonOf(result)[0].webhookUrlToken).toBe('');
	});

	it('Get Settings masks a token of another type too', async () => {
		sim.control.fail('getSettings', {
			status: 200,
			body: { webhookUrl: '', webhookUrlToken: { value: SECRET } },
		});

		const result = await run(sim, { resource: 'instance', operation: 'getSettings' });

		expect(jsonOf(result)).toEqual([{ webhookUrl: '', webhookUrlToken: '***' }]);
	});

	it('Set Settings masks the token when the answer echoes the settings (some gateways do)', async () => {
		sim.control.fail('setSettings', {
			status: 200,
			body: { saveSettings: true, webhookUrlToken: SECRET },
		});

		const result = await run(sim, {
			resource: 'instance',
			operation: 'setSettings',
			updateFields: { webhookUrlToken: SECRET },
		});

		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ saveSettings: true, webhookUrlToken: '***' }]);
		expect(runText(result)).not.toContain(SECRET);
	});
});
