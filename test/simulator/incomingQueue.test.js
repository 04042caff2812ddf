'use strict';
// The queue counters and clearing the incoming queue: getMessagesCount, getWebhooksCount and
// clearWebhooksQueue (DELETE, once a minute) on the three messengers.
const { bootPerTest, receiver, fixtures } = require('./helpers');

const boot = bootPerTest();

describe.each(
	/** @type {const} */ ([
		['whatsapp', fixtures.ids.alice],
		['max', fixtures.numericIds.alice],
		['telegram', fixtures.numericIds.alice],
	]),
)('%s', (messenger, alice) => {
	test('getMessagesCount counts the send queue', async () => {
		const t = await boot({ messenger, instance: { stateInstance: 'notAuthorized' } });
		expect((await t.call('getMessagesCount')).json).toEqual({ count: 0 });
		await t.call('sendMessage', { body: { chatId: alice, message: 'a' } });
		await t.call('sendMessage', { body: { chatId: alice, message: 'b' } });
		expect((await t.call('getMessagesCount')).json).toEqual({ count: 2 });
	});

	test('getWebhooksCount counts waiting notifications; clearWebhooksQueue empties them once a minute', async () => {
		const t = await boot({ messenger, instance: { settings: { incomingWebhook: 'yes' } } });
		t.control.injectIncoming({ chatId: alice });
		t.control.injectIncoming({ chatId: alice });
		expect((await t.call('getWebhooksCount')).json).toEqual({ count: 2 });
		const cleared = await t.call('clearWebhooksQueue', { http: 'DELETE' });
		expect([cleared.status, cleared.json]).toEqual([200, { isCleared: true, reason: '' }]);
		expect((await t.call('getWebhooksCount')).json).toEqual({ count: 0 });
		t.control.advance(14000);
		const early = await t.call('clearWebhooksQueue', { http: 'DELETE' });
		expect([early.status, early.json]).toEqual([
			200,
			{ isCleared: false, reason: 'Too many requests', leftTime: 46 },
		]);
		t.control.advance(46000);
		expect((await t.call('clearWebhooksQueue', { http: 'DELETE' })).json).toEqual({
			isCleared: true,
			reason: '',
		});
	});
});

test('webhook notifications waiting for delivery count too, and are dropped by a clear', async () => {
	const hook = await receiver([500]);
	try {
		const t = await boot({
			instance: { settings: { webhookUrl: hook.url, incomingWebhook: 'yes' } },
		});
		t.control.injectIncoming({ chatId: t.ids.alice });
		await t.control.waitForDeliveries(1);
		t.control.injectIncoming({ chatId: t.ids.bob });
		expect((await t.call('getWebhooksCount')).json).toEqual({ count: 2 });
		await t.call('clearWebhooksQueue', { http: 'DELETE' });
		expect((await t.call('getWebhooksCount')).json).toEqual({ count: 0 });
	} finally {
		await hook.close();
	}
});

test('clearWebhooksQueue answers DELETE only (a GET is the unknown-route 404)', async () => {
	const t = await boot();
	expect((await t.call('clearWebhooksQueue')).status).toBe(404);
});
