'use strict';
// The calls journal of WhatsApp instances: lastIncomingCalls and lastOutgoingCalls list the
// calls the control API injects while the settings that journal them are on.
const { bootPerTest } = require('./helpers');

const boot = bootPerTest();

test('incoming calls: one entry per call with its last status (isVideo of the first), only while the flags are on', async () => {
	const t = await boot();
	t.control.injectCall({ idMessage: 'CALL0' });
	t.control.setSettings({ incomingWebhook: 'yes', incomingCallWebhook: 'yes' });
	t.control.injectCall({ idMessage: 'CALL1', from: t.ids.bob, isVideo: true });
	t.control.advance(5000);
	t.control.injectCall({ idMessage: 'CALL1', from: t.ids.bob, status: 'declined' });
	t.control.injectCall({ idMessage: 'CALL2' });
	const r = await t.call('lastIncomingCalls');
	expect(r.status).toBe(200);
	const at = Date.UTC(2026, 0, 1) / 1000;
	expect(r.json).toEqual([
		{
			type: 'incoming',
			idMessage: 'CALL2',
			typeMessage: 'call',
			chatId: t.ids.alice,
			isVideo: false,
			status: 'offer',
			isGroup: false,
			timestamp: at + 5,
		},
		{
			type: 'incoming',
			idMessage: 'CALL1',
			typeMessage: 'call',
			chatId: t.ids.bob,
			isVideo: true,
			status: 'declined',
			isGroup: false,
			timestamp: at,
		},
	]);
});

test('minutes (default 1440) bounds both journals; outgoing calls carry duration and participants', async () => {
	const t = await boot();
	t.control.setSettings({ outgoingCallWebhook: 'yes' });
	t.control.injectOutgoingCall({ idMessage: 'OUT1', to: t.ids.bob, status: 'hungUp' });
	t.control.advance(10 * 60000);
	t.control.injectOutgoingCall({ idMessage: 'OUT2' });
	const within = (await t.call('lastOutgoingCalls', { query: { minutes: 5 } })).json;
	expect(within).toEqual([
		{
			type: 'outgoing',
			idMessage: 'OUT2',
			typeMessage: 'call',
			chatId: t.ids.alice,
			isVideo: false,
			status: 'pickUp',
			isGroup: false,
			duration: 42,
			participants: [{ id: t.ids.alice, status: 'pickUp' }],
			timestamp: Date.UTC(2026, 0, 1) / 1000 + 600,
		},
	]);
	expect((await t.call('lastOutgoingCalls')).json.map((c) => c.idMessage)).toEqual([
		'OUT2',
		'OUT1',
	]);
	t.control.advance(1441 * 60000);
	expect((await t.call('lastOutgoingCalls')).json).toEqual([]);
	expect((await t.call('lastIncomingCalls')).json).toEqual([]);
	const bad = await t.call('lastIncomingCalls', { query: { minutes: 'a' } });
	expect([bad.status, bad.json.message]).toEqual([
		400,
		`Validation failed. Details: 'minutes' must be a number`,
	]);
});

test.each(/** @type {const} */ (['max', 'telegram']))(
	'%s: no calls journal (the unknown-method 404)',
	async (messenger) => {
		const t = await boot({ messenger });
		expect((await t.call('lastIncomingCalls')).status).toBe(404);
		expect((await t.call('lastOutgoingCalls')).status).toBe(404);
	},
);
