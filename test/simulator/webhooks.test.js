'use strict';
const { boot, receiver, T0 } = require('./helpers');

describe('webhook delivery', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	/** @type {Awaited<ReturnType<typeof receiver>> | undefined} the receiver to close after the test */
	let opened;
	beforeEach(async () => {
		t = await boot({ webhookRetryMs: 60000 });
	});
	afterEach(async () => {
		await t.sim.close();
		if (opened) await opened.close();
		opened = undefined;
	});

	/**
	 * A receiver the instance delivers to, with state notifications on; returns the receiver.
	 * @param {number[]} [statuses]
	 * @param {Partial<import('../../simulator/index.js').Settings>} [settings]
	 */
	const setUp = async (statuses, settings = {}) => {
		const hook = await receiver(statuses);
		opened = hook;
		t.control.setSettings({ webhookUrl: hook.url, stateWebhook: 'yes', ...settings });
		return hook;
	};

	test('POSTs JSON with the service envelope; no Authorization without a token', async () => {
		const hook = await setUp();
		t.control.setState('authorized');
		const [d] = await t.control.waitForDeliveries(1);
		expect(d).toEqual({
			time: T0,
			url: hook.url,
			headers: { 'Content-Type': 'application/json; charset=utf-8' },
			body: {
				typeWebhook: 'stateInstanceChanged',
				instanceData: {
					idInstance: 110100000001,
					wid: '79990000000@c.us',
					typeInstance: 'whatsapp',
				},
				timestamp: T0 / 1000,
				stateInstance: 'authorized',
			},
			status: 200,
			attempt: 1,
		});
		expect(hook.received[0].headers['content-type']).toBe('application/json; charset=utf-8');
		expect(hook.received[0].headers.authorization).toBeUndefined();
		expect(hook.received[0].body).toEqual(d.body);
	});

	test.each([
		['s3cret', 'Bearer s3cret'],
		['Bearer abc', 'Bearer abc'],
		['Basic dXNlcjpwYXNz', 'Basic dXNlcjpwYXNz'],
		['bearer lower', 'Bearer bearer lower'],
	])('webhookUrlToken %p → Authorization %p', async (token, header) => {
		const hook = await setUp([], { webhookUrlToken: token });
		t.control.setState('authorized');
		await t.control.waitForDeliveries(1);
		expect(hook.received[0].headers.authorization).toBe(header);
	});

	test('only kinds whose flag is on are queued', async () => {
		await setUp([], { stateWebhook: 'no' });
		t.control.setState('authorized');
		t.control.injectIncoming({ chatId: t.ids.alice, text: 'muted' });
		t.control.injectDeviceInfo();
		t.control.injectCall({});
		t.control.injectQuotaExceeded();
		const deliveries = await t.control.waitForDeliveries(1);
		await new Promise((r) => setTimeout(r, 100));
		expect(t.control.deliveries().map((d) => d.body.typeWebhook)).toEqual(['quotaExceeded']);
		expect(deliveries[0].body.quotaData).toMatchObject({
			method: 'correspondents',
			status: 'CORRESPONDENTS_QUOTA_EXCEEDED',
		});
	});

	test('a drained send emits outgoingAPIMessageReceived and the three status moves', async () => {
		await setUp([], { outgoingWebhook: 'yes', outgoingAPIMessageWebhook: 'yes' });
		const { json } = await t.call('sendMessage', { body: { chatId: t.ids.alice, message: 'hi' } });
		t.control.advance(500);
		t.control.advance(2000);
		const d = await t.control.waitForDeliveries(4);
		expect(d.map((x) => x.body.typeWebhook)).toEqual([
			'outgoingAPIMessageReceived',
			'outgoingMessageStatus',
			'outgoingMessageStatus',
			'outgoingMessageStatus',
		]);
		expect(d[0].body).toMatchObject({
			idMessage: json.idMessage,
			senderData: { chatId: t.ids.alice, chatName: 'Alice Smith', sender: '79990000000@c.us' },
			messageData: {
				typeMessage: 'extendedTextMessage',
				extendedTextMessageData: {
					text: 'hi',
					description: '',
					title: '',
					previewType: 'None',
					jpegThumbnail: '',
					forwardingScore: 0,
					isForwarded: false,
				},
			},
		});
		expect(d.slice(1).map((x) => [x.body.status, x.body.timestamp])).toEqual([
			['sent', ((T0 + 500) / 1000) | 0],
			['delivered', ((T0 + 1500) / 1000) | 0],
			['read', ((T0 + 2500) / 1000) | 0],
		]);
		expect(d[1].body).toMatchObject({
			chatId: t.ids.alice,
			idMessage: json.idMessage,
			sendByApi: true,
		});
	});

	test('a delivery without 200 is retried after webhookRetryMs; later ones wait behind it (FIFO)', async () => {
		await setUp([500]);
		t.control.setState('authorized');
		await t.control.waitForDeliveries(1);
		t.control.setStatus('offline');
		await new Promise((r) => setTimeout(r, 100));
		expect(t.control.deliveries()).toHaveLength(1);
		t.control.advance(59999);
		await new Promise((r) => setTimeout(r, 100));
		expect(t.control.deliveries()).toHaveLength(1);
		t.control.advance(1);
		const d = await t.control.waitForDeliveries(3);
		expect(d.map((x) => [x.body.typeWebhook, x.status, x.attempt])).toEqual([
			['stateInstanceChanged', 500, 1],
			['stateInstanceChanged', 200, 2],
			['statusInstanceChanged', 200, 1],
		]);
		expect(d[1].time - d[0].time).toBe(60000);
	});

	test('a connection failure is recorded as an error and retried', async () => {
		t.control.setSettings({ webhookUrl: 'http://127.0.0.1:1/closed', stateWebhook: 'yes' });
		t.control.setState('authorized');
		const [d] = await t.control.waitForDeliveries(1);
		expect(d.error).toBe('ECONNREFUSED');
		expect(d.status).toBeUndefined();
		t.control.advance(60000);
		const again = await t.control.waitForDeliveries(2);
		expect(again[1]).toMatchObject({ attempt: 2, error: 'ECONNREFUSED' });
	});

	test('notifications are dropped after 24 hours of failing', async () => {
		await setUp([500, 500]);
		t.control.setState('authorized');
		await t.control.waitForDeliveries(1);
		t.control.advance(24 * 3600 * 1000);
		t.control.setStatus('online');
		const d = await t.control.waitForDeliveries(2);
		expect(d[1].body.typeWebhook).toBe('statusInstanceChanged');
		expect(d[1].status).toBe(500);
	});

	test('with an empty webhookUrl nothing is queued for delivery', async () => {
		t.control.setSettings({ stateWebhook: 'yes' });
		t.control.setState('authorized');
		const hook = await receiver();
		opened = hook;
		t.control.setSettings({ webhookUrl: hook.url });
		t.control.setStatus('offline');
		const d = await t.control.waitForDeliveries(1);
		expect(d.map((x) => x.body.typeWebhook)).toEqual(['statusInstanceChanged']);
	});

	test('waitForDeliveries rejects after its timeout', async () => {
		await expect(t.control.waitForDeliveries(1, 50)).rejects.toThrow(
			'waitForDeliveries: 0 of 1 deliveries after 50 ms',
		);
	});

	test('queued notifications arrive one after another, in order', async () => {
		const hook = await setUp();
		for (let i = 0; i < 4; i += 1) t.control.notify({ typeWebhook: 'custom', n: i });
		const d = await t.control.waitForDeliveries(4);
		expect(d.map((x) => x.body.n)).toEqual([0, 1, 2, 3]);
		expect(hook.received.map((r) => r.body.n)).toEqual([0, 1, 2, 3]);
	});
});
