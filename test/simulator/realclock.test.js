'use strict';
const { start, fixtures } = require('../../simulator');

describe('without a fake clock', () => {
	/** @type {import('../../simulator/index.js').Simulator} */
	let sim;
	beforeEach(async () => {
		sim = await start();
	});
	afterEach(() => sim.close());

	const send = () =>
		fetch(
			`${sim.url}/v3/waInstance${sim.instance.idInstance}/sendMessage/${encodeURIComponent(sim.instance.apiTokenInstance)}`,
			{
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ chatId: fixtures.ids.alice, message: 'real time' }),
			},
		);

	test('due work runs on a real-time timer', async () => {
		expect(sim.instance.apiTokenInstance).toMatch(/^[0-9a-f]{50}$/);
		expect((await send()).status).toBe(200);
		expect(sim.control.history()).toEqual([]);
		await new Promise((r) => setTimeout(r, 700));
		expect(sim.control.history().map((m) => m.textMessage)).toEqual(['real time']);
	});

	test('advance() still moves simulator time', async () => {
		await send();
		const before = Date.now();
		const now = sim.control.advance(3000);
		expect(now).toBeGreaterThanOrEqual(before + 3000);
		expect(sim.control.history()[0].statusMessage).toBe('read');
	});
});
