'use strict';
// getStateInstanceHistory of WhatsApp instances: every state the instance took, newest first,
// `count` (default 100) as a JSON body on the GET or as a URL parameter.
const { bootPerTest, T0 } = require('./helpers');

const boot = bootPerTest();

test('the start state, then each change, newest first, with the wid as phoneNumber', async () => {
	const t = await boot();
	t.control.advance(60000);
	t.control.setState('notAuthorized');
	t.control.advance(60000);
	t.control.setState('authorized');
	const r = await t.call('getStateInstanceHistory');
	expect(r.status).toBe(200);
	const at = T0 / 1000;
	const phoneNumber = '79990000000@c.us';
	expect(r.json).toEqual([
		{ stateInstance: 'authorized', timestamp: at + 120, phoneNumber },
		{ stateInstance: 'notAuthorized', timestamp: at + 60, phoneNumber },
		{ stateInstance: 'authorized', timestamp: at, phoneNumber },
	]);
	const byBody = await t.getWithBody('getStateInstanceHistory', { count: 1 });
	expect(byBody.json.map((e) => e.timestamp)).toEqual([at + 120]);
	const byQuery = await t.call('getStateInstanceHistory', { query: { count: 2 } });
	expect(byQuery.json.map((e) => e.timestamp)).toEqual([at + 120, at + 60]);
});

test('count: 100 by default; a count below 1 is a validation error', async () => {
	const t = await boot();
	for (let i = 0; i < 60; i++) {
		t.control.setState('notAuthorized');
		t.control.setState('authorized');
	}
	expect((await t.call('getStateInstanceHistory')).json).toHaveLength(100);
	const bad = await t.call('getStateInstanceHistory', { query: { count: 0 } });
	expect([bad.status, bad.json.message]).toEqual([
		400,
		`Validation failed. Details: 'count' must be greater than or equal to 1`,
	]);
});

test.each(/** @type {const} */ (['max', 'telegram']))(
	'%s: no state history (the unknown-method 404)',
	async (messenger) => {
		const t = await boot({ messenger });
		expect((await t.call('getStateInstanceHistory')).status).toBe(404);
	},
);
