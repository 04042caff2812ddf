import { accepted, jsonOf, requestsOf, run, runText, useSimulator } from '../../setup';

const SECRET = 'c0ffee'.repeat(10);

describe('instance → getSettings', () => {
	const sim = useSimulator({}, { perTest: true });

	it('gives every setting as one item', async () => {
		const result = await run(sim, { resource: 'instance', operation: 'getSettings' });
		expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'getSettings')]);
		expect(jsonOf(result)).toEqual([{ ...sim.control.settings() }]);
		expect(result.items[0].json).toHaveProperty('incomingWebhook', 'no');
	});

	it.each([
		['a bare secret', SECRET],
		['a Bearer token', `Bearer ${SECRET}`],
		['a Basic token', `Basic ${SECRET}`],
	])('shows %s as *** and every other setting as it is', async (_case, token) => {
		sim.control.setSettings({ webhookUrl: 'https://n8n.example.com/hook', webhookUrlToken: token });

		const result = await run(sim, { resource: 'instance', operation: 'getSettings' });

		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ ...sim.control.settings(), webhookUrlToken: '***' }]);
		expect(sim.control.settings().webhookUrlToken).toBe(token);
		expect(runText(result)).not.toContain(SECRET);
		expect(runText(result)).not.toContain(SECRET.slice(0, 8));
	});

	it('keeps an empty token empty, so "none set" stays visible', async () => {
		sim.control.setSettings({ webhookUrlToken: '' });

		const result = await run(sim, { resource: 'instance', operation: 'getSettings' });

		expect(jsonOf(result)[0].webhookUrlToken).toBe('');
	});

	it('masks a token of another type too', async () => {
		sim.control.fail('getSettings', {
			status: 200,
			body: { webhookUrl: '', webhookUrlToken: { value: SECRET } },
		});

		const result = await run(sim, { resource: 'instance', operation: 'getSettings' });

		expect(jsonOf(result)).toEqual([{ webhookUrl: '', webhookUrlToken: '***' }]);
	});
});
