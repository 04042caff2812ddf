import axios from 'axios';
import type { IDataObject } from 'n8n-workflow';

import { DRAIN_BUDGET_MS } from '../../../../nodes/GreenApi/trigger/poll/drain';
import { fixtures } from '../../../../simulator';
import { TOKEN } from '../../setup';
import { beforeEachRequest, calls, deleted, usePolling, type Polling } from './polling';

const { alice, bob, group } = fixtures.ids;
const start = usePolling();

/** The texts of each execution's items. */
function texts(polling: Polling): string[][] {
	return polling.trigger.executions().map((items) => items.map((item) => String(item.text)));
}

function setBodies(polling: Polling): IDataObject[] {
	return polling.sim.control
		.requests()
		.filter((request) => request.method === 'setSettings')
		.map((request) => request.body as IDataObject);
}

describe('activation (the first poll, whose error fails the activation)', () => {
	it('switches on the flags of the selected events, off the others, and drains the empty queue', async () => {
		const l = await start();
		l.sim.control.setSettings({ stateWebhook: 'yes' });

		expect(await l.trigger.poll({ activation: true })).toBeNull();

		expect(calls(l.sim)).toEqual([
			'GET getSettings',
			'POST setSettings',
			'GET receiveNotification?receiveTimeout=5',
		]);
		expect(setBodies(l)).toEqual([{ incomingWebhook: 'yes', stateWebhook: 'no' }]);
		expect(l.sim.control.settings()).toMatchObject({ incomingWebhook: 'yes', stateWebhook: 'no' });
	});

	it('writes nothing when the instance is already set for polling', async () => {
		const l = await start();
		l.sim.control.setSettings({ incomingWebhook: 'yes' });

		await l.trigger.poll({ activation: true });

		expect(setBodies(l)).toEqual([]);
	});

	it('stops on a foreign webhook URL, naming only its host', async () => {
		const l = await start();
		l.sim.control.setSettings({ webhookUrl: 'https://hooks.example.org/in/abc?key=s3cr3t' });

		const failure = l.trigger.poll({ activation: true });

		await expect(failure).rejects.toThrow(
			'The instance sends its notifications to hooks.example.org, so polling receives none',
		);
		const error = await failure.catch((e: unknown) => e);
		expect(JSON.stringify(error)).not.toMatch(/s3cr3t|\/in\/abc/);
		expect((error as { description?: string }).description).toMatch(/Take Over Instance/);
		expect(calls(l.sim)).toEqual(['GET getSettings']);
	});

	it('with Take Over, clears the webhook URL and its token', async () => {
		const l = await start({ events: ['incomingMessageReceived'], options: { takeOver: true } });
		l.sim.control.setSettings({
			webhookUrl: 'https://hooks.example.org/in',
			webhookUrlToken: 'theirs',
			incomingWebhook: 'yes',
		});

		await l.trigger.poll({ activation: true });

		expect(setBodies(l)).toEqual([{ webhookUrl: '', webhookUrlToken: '' }]);
		expect(l.sim.control.settings().webhookUrl).toBe('');
	});

	it('refuses unknown events and bad chat IDs before any request', async () => {
		const l = await start({ events: ['incomingMessageReceived', 'nope'] });
		await expect(l.trigger.poll({ activation: true })).rejects.toThrow('Unknown event: nope');
		await l.close();
		const m = await start({ events: ['incomingMessageReceived'], options: { chatIds: 'bob' } });
		await expect(m.trigger.poll({ activation: true })).rejects.toThrow(
			'Not a chat ID or phone number: bob',
		);
		expect(calls(m.sim)).toEqual([]);
	});
});

describe('each poll', () => {
	it('emits one execution with every waiting notification in order, deleting each once', async () => {
		const l = await start();
		await l.trigger.poll({ activation: true });
		for (const text of ['one', 'two', 'three'])
			l.sim.control.injectIncoming({ chatId: alice, text });
		l.sim.control.resetRequests();

		await l.trigger.poll();

		expect(texts(l)).toEqual([['one', 'two', 'three']]);
		expect(calls(l.sim)).toEqual([
			'GET getSettings',
			'GET receiveNotification?receiveTimeout=5',
			'DELETE deleteNotification/1',
			'GET receiveNotification?receiveTimeout=5',
			'DELETE deleteNotification/2',
			'GET receiveNotification?receiveTimeout=5',
			'DELETE deleteNotification/3',
			'GET receiveNotification?receiveTimeout=5',
		]);
		expect(await l.trigger.poll()).toBeNull();
		expect(l.trigger.errors).toEqual([]);
	});

	it('reads at most Max Notifications per Poll, leaving the rest for the next poll', async () => {
		const l = await start({ events: ['incomingMessageReceived'], options: { maxPerPoll: 2 } });
		await l.trigger.poll({ activation: true });
		for (const text of ['a', 'b', 'c', 'd', 'e'])
			l.sim.control.injectIncoming({ chatId: alice, text });

		await l.trigger.poll();
		await l.trigger.poll();
		await l.trigger.poll();

		expect(texts(l)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
		expect(deleted(l.sim)).toEqual([1, 2, 3, 4, 5]);
	});

	it('deletes what the events and filters drop, so the queue does not grow', async () => {
		const l = await start({
			events: ['incomingMessageReceived'],
			options: { chatIds: '+7 900 123-45-61' },
		});
		await l.trigger.poll({ activation: true });
		l.sim.control.injectIncoming({ chatId: bob, text: 'from bob' });
		l.sim.control.setSettings({ stateWebhook: 'yes' });
		l.sim.control.setState('starting');
		l.sim.control.injectIncoming({ chatId: alice, text: 'from alice' });
		l.sim.control.injectIncoming({ chatId: group, text: 'in the group' });

		await l.trigger.poll();

		expect(texts(l)).toEqual([['from alice']]);
		expect(deleted(l.sim)).toEqual([1, 2, 3, 4]);
	});

	it('emits nothing twice when a delete fails, and keeps the order', async () => {
		const l = await start();
		await l.trigger.poll({ activation: true });
		for (const text of ['one', 'two', 'three'])
			l.sim.control.injectIncoming({ chatId: alice, text });
		// The second notification's delete fails on all four attempts of the transport.
		const failAfter = l.sim.control.requests().length;
		let deletes = 0;
		beforeEachRequest(l.trigger, (url) => {
			if (url.includes('/deleteNotification/') && ++deletes === 2) {
				l.sim.control.fail('deleteNotification', { times: 4, status: 500 });
			}
		});

		await l.trigger.poll();
		expect(texts(l)).toEqual([['one']]);
		expect(l.trigger.staticData().pending).toMatchObject({ receiptId: 2 });
		expect(
			l.sim.control
				.requests()
				.slice(failAfter)
				.filter((r) => r.status === 500),
		).toHaveLength(4);

		await l.trigger.poll();
		expect(texts(l)).toEqual([['one'], ['two', 'three']]);
		expect(l.trigger.staticData().pending).toBeUndefined();
		expect(deleted(l.sim)).toEqual([1, 2, 3]);
	});

	it('emits a notification whose delete was done although its answer was lost, once', async () => {
		const l = await start();
		await l.trigger.poll({ activation: true });
		l.sim.control.injectIncoming({ chatId: alice, text: 'only once' });
		l.sim.control.fail('deleteNotification', { times: 4, status: 502 });

		await l.trigger.poll();
		expect(texts(l)).toEqual([]);
		expect(l.trigger.errors).toEqual([]);
		// Meanwhile the deletion happened after all (the service processed it, the answers were lost).
		const deletion = await axios.delete(
			`${l.sim.url}/waInstance${l.sim.instance.idInstance}/deleteNotification/${encodeURIComponent(TOKEN)}/1`,
		);
		expect(deletion.data).toEqual({ result: true });

		await l.trigger.poll();
		await l.trigger.poll();
		expect(texts(l)).toEqual([['only once']]);
	});

	it('emits what it already deleted when a receive fails halfway, and goes on next time', async () => {
		const l = await start();
		await l.trigger.poll({ activation: true });
		for (const text of ['one', 'two', 'three'])
			l.sim.control.injectIncoming({ chatId: alice, text });
		let receives = 0;
		const restore = beforeEachRequest(l.trigger, (url) => {
			if (url.includes('/receiveNotification') && ++receives >= 3) {
				throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
			}
		});

		await l.trigger.poll();
		expect(texts(l)).toEqual([['one', 'two']]);
		expect(l.trigger.errors).toEqual([]);
		expect(receives).toBe(6);

		restore();
		await l.trigger.poll();
		expect(texts(l)).toEqual([['one', 'two'], ['three']]);
	});

	it('records a failed poll that got nothing, with a token-free error', async () => {
		const l = await start();
		await l.trigger.poll({ activation: true });
		// The service's 400 body echoes the request path, token included.
		l.sim.control.fail('receiveNotification', { times: 1, status: 400 });

		await l.trigger.poll();

		expect(l.trigger.errors).toHaveLength(1);
		const text = JSON.stringify(l.trigger.errors[0]) + String(l.trigger.errors[0].message);
		expect(text).toContain('400');
		expect(text).not.toContain(TOKEN);
		expect(text).not.toContain(encodeURIComponent(TOKEN));
	});

	it('drains a 12-digit instance (the service issues them since July 2026) at its own paths', async () => {
		const l = await start();
		const own = l.sim.instance.idInstance;
		expect(own).toMatch(/^\d{12}$/);
		await l.trigger.poll({ activation: true });
		l.sim.control.injectIncoming({ chatId: alice, text: 'long id' });

		await l.trigger.poll();

		expect(texts(l)).toEqual([['long id']]);
		const [item] = l.trigger.executions()[0];
		expect((item.instanceData as IDataObject).idInstance).toBe(Number(own));
		const paths = l.sim.control.requests().map((request) => request.path);
		expect(paths.every((path) => path.startsWith(`/waInstance${own}/`))).toBe(true);
	});

	it('with Ignore Duplicates, emits a re-sent notification once', async () => {
		const l = await start({
			events: ['incomingMessageReceived'],
			options: { ignoreDuplicates: true },
		});
		await l.trigger.poll({ activation: true });
		const message = l.sim.control.injectIncoming({ chatId: alice, text: 'twice sent' });
		l.sim.control.notify(message);

		await l.trigger.poll();

		expect(texts(l)).toEqual([['twice sent']]);
		expect(deleted(l.sim)).toEqual([1, 2]);
	});

	it('skips while another poll of the same node is still draining', async () => {
		const l = await start();
		await l.trigger.poll({ activation: true });
		l.sim.control.injectIncoming({ chatId: alice, text: 'once' });

		const [first, second] = await Promise.all([l.trigger.poll(), l.trigger.poll()]);

		expect([first, second].filter((result) => result === null)).toHaveLength(1);
		expect(texts(l)).toEqual([['once']]);
	});

	it('stops reading after DRAIN_BUDGET_MS, leaving the rest for the next poll', async () => {
		const l = await start({ events: ['incomingMessageReceived'], options: { maxPerPoll: 1000 } });
		await l.trigger.poll({ activation: true });
		for (const text of ['a', 'b', 'c', 'd', 'e'])
			l.sim.control.injectIncoming({ chatId: alice, text });
		// The monotonic clock jumps past the budget while the second notification is read.
		let offset = 0;
		let receives = 0;
		const now = performance.now.bind(performance);
		const clock = jest.spyOn(performance, 'now').mockImplementation(() => now() + offset);
		const undo = beforeEachRequest(l.trigger, (url) => {
			if (url.includes('/receiveNotification') && ++receives === 2) offset += DRAIN_BUDGET_MS;
		});
		try {
			await l.trigger.poll();
			await l.trigger.poll();
		} finally {
			undo();
			clock.mockRestore();
		}

		expect(texts(l)).toEqual([
			['a', 'b'],
			['c', 'd', 'e'],
		]);
		expect(deleted(l.sim)).toEqual([1, 2, 3, 4, 5]);
	});

	it('drains 300 notifications in order, each exactly once', async () => {
		const l = await start({ events: ['incomingMessageReceived'], options: { maxPerPoll: 1000 } });
		await l.trigger.poll({ activation: true });
		const sent = Array.from({ length: 300 }, (_, i) => `message ${i + 1}`);
		for (const text of sent) l.sim.control.injectIncoming({ chatId: alice, text });

		await l.trigger.poll();

		expect(texts(l)).toEqual([sent]);
		expect(await l.trigger.poll()).toBeNull();
	});
});
