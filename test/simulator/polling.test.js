'use strict';
// receiveNotification / deleteNotification as green-api.com/en/docs/api/receiving/technology-http-api/
// describes them: FIFO, 24-hour retention, long polls of 5–60 s, null when nothing came, and
// only while webhookUrl is empty.
const { boot } = require('./helpers');

const DAY = 24 * 3600 * 1000;

describe('HTTP-API polling', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
		t.control.setSettings({ incomingWebhook: 'yes' });
	});
	afterEach(() => t.sim.close());

	const receive = (query) => t.call('receiveNotification', query ? { query } : {});
	const del = (receiptId) => t.call('deleteNotification', { http: 'DELETE', extra: receiptId });
	const settle = () => new Promise((r) => setTimeout(r, 50));
	/**
	 * Resolves once a receiveNotification call waits in the simulator, so that advancing the clock
	 * reaches its long poll (a fixed pause lost that race on a loaded machine).
	 */
	const pollWaits = async () => {
		const pending = () =>
			t.control.requests().some((r) => r.method === 'receiveNotification' && r.status === null);
		while (!pending()) await new Promise((r) => setTimeout(r, 5));
	};

	test('hands out notifications in the order they happened, each once deleted', async () => {
		const texts = ['one', 'two', 'three', 'four'];
		for (const text of texts) t.control.injectIncoming({ chatId: t.ids.alice, text });
		const seen = [];
		for (let i = 0; i < texts.length; i += 1) {
			const r = await receive();
			seen.push([r.json.receiptId, r.json.body.messageData.textMessageData.textMessage]);
			expect((await del(String(r.json.receiptId))).json).toEqual({ result: true });
		}
		const empty = receive();
		await pollWaits();
		t.control.advance(5000);
		expect((await empty).text).toBe('null');
		expect(seen).toEqual([
			[1, 'one'],
			[2, 'two'],
			[3, 'three'],
			[4, 'four'],
		]);
	});

	test('keeps a notification 24 hours, then drops it', async () => {
		t.control.injectIncoming({ chatId: t.ids.alice, text: 'old' });
		t.control.advance(DAY - 1000);
		t.control.injectIncoming({ chatId: t.ids.alice, text: 'new' });
		expect((await receive()).json.receiptId).toBe(1);
		t.control.advance(1000);
		const r = await receive();
		expect(r.json.receiptId).toBe(2);
		expect(r.json.body.messageData.textMessageData.textMessage).toBe('new');
		expect((await del('1')).json).toEqual({ result: false });
		t.control.advance(DAY);
		const empty = receive({ receiveTimeout: '5' });
		await pollWaits();
		t.control.advance(5000);
		expect((await empty).text).toBe('null');
	});

	test('long polls 5 s by default and accepts 5–60 s only', async () => {
		const first = receive();
		let answered = false;
		first.then(() => (answered = true));
		await pollWaits();
		t.control.advance(4999);
		await settle();
		expect(answered).toBe(false);
		t.control.advance(1);
		const r = await first;
		expect([r.status, r.text]).toEqual([200, 'null']);
		const low = await receive({ receiveTimeout: '4' });
		expect([low.status, low.json.message]).toEqual([
			400,
			`Validation failed. Details: 'receiveTimeout' must be greater than or equal to 5`,
		]);
		const long = receive({ receiveTimeout: '60' });
		await pollWaits();
		t.control.advance(59999);
		t.control.injectIncoming({ chatId: t.ids.alice, text: 'just in time' });
		expect((await long).json.receiptId).toBe(1);
	});

	test('notifications that went to a webhook never reach the polling queue', async () => {
		t.control.setSettings({ webhookUrl: 'http://127.0.0.1:1/hook' });
		t.control.injectIncoming({ chatId: t.ids.alice, text: 'to the webhook' });
		expect((await receive()).text).toBe('null');
		t.control.setSettings({ webhookUrl: '' });
		t.control.injectIncoming({ chatId: t.ids.alice, text: 'to polling' });
		const r = await receive();
		expect(r.json.body.messageData.textMessageData.textMessage).toBe('to polling');
	});
});
