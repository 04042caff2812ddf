import type { IDataObject } from 'n8n-workflow';

import { fixtures } from '../../../../simulator';
import { EVENTS } from '../../../../nodes/GreenApi/trigger/events';
import { REAPPLY_AFTER_MS } from '../../../../nodes/GreenApi/trigger/poll/delivery';
import { runNode } from '../../../harness/engine';
import { credentialsOf } from '../../setup';
import { FLAT_FIELDS, everyKind } from '../bodies';
import { calls, deleted, usePolling } from './polling';

const { alice, bob } = fixtures.ids;
const ALL_EVENTS = Object.keys(EVENTS);

const start = usePolling();

function flat(item: IDataObject): IDataObject {
	return Object.fromEntries(Object.entries(item).filter(([key]) => FLAT_FIELDS.includes(key)));
}

describe('the same events, filters and items as the webhook trigger', () => {
	it('emits every documented kind with the exact flat fields, in order', async () => {
		const p = await start({ events: ALL_EVENTS, options: { maxPerPoll: 1000 } });
		await p.trigger.poll({ activation: true });
		const kinds = everyKind(p.sim.instance);
		for (const kind of kinds) p.sim.control.notify(kind.body);

		await p.trigger.poll();

		const [items] = p.trigger.executions();
		expect(items.map((item) => item.typeWebhook)).toEqual(kinds.map((k) => k.body.typeWebhook));
		expect(items.map(flat)).toEqual(kinds.map((kind) => kind.fields));
		expect(JSON.stringify(items)).not.toContain('{{SWE');
	});

	it('lets the "Text" choice through exactly as the webhook trigger does, deleting the rest', async () => {
		const p = await start({ events: ALL_EVENTS, options: { messageTypes: ['textMessage'] } });
		await p.trigger.poll({ activation: true });
		const kinds = everyKind(p.sim.instance);
		for (const kind of kinds) p.sim.control.notify(kind.body);

		await p.trigger.poll();

		const [items] = p.trigger.executions();
		expect(items.map((item) => item.idMessage ?? item.typeWebhook)).toEqual(
			kinds.filter((k) => k.passesText).map((k) => k.body.idMessage ?? k.body.typeWebhook),
		);
		expect(deleted(p.sim)).toHaveLength(kinds.length);
	});

	it('leaves out events that were not selected', async () => {
		const p = await start({ events: ['outgoingCall', 'incomingBlock'] });
		await p.trigger.poll({ activation: true });
		expect(p.sim.control.settings()).toMatchObject({
			outgoingCallWebhook: 'yes',
			incomingBlockWebhook: 'yes',
			incomingWebhook: 'no',
		});
		const kinds = everyKind(p.sim.instance);
		for (const kind of kinds) p.sim.control.notify(kind.body);

		await p.trigger.poll();

		const [items] = p.trigger.executions();
		expect(items.map((item) => item.typeWebhook)).toEqual(['outgoingCall', 'incomingBlock']);
	});
});

describe('settings while active', () => {
	it('does not repeat a change the service has not applied yet, but does after a while', async () => {
		const p = await start();
		await p.trigger.poll({ activation: true });
		// As if the service still showed the old value (it applies settings within minutes).
		p.sim.control.setSettings({ incomingWebhook: 'no' });
		await p.trigger.poll();
		const sets = () => calls(p.sim).filter((call) => call === 'POST setSettings').length;
		expect(sets()).toBe(1);

		const applied = p.trigger.staticData().applied as { at: number };
		applied.at -= REAPPLY_AFTER_MS + 1;
		await p.trigger.poll();
		expect(sets()).toBe(2);
		expect(p.sim.control.settings().incomingWebhook).toBe('yes');
	});

	it('stops with an error when a webhook URL appears while it is active', async () => {
		const p = await start();
		await p.trigger.poll({ activation: true });
		p.sim.control.setSettings({ webhookUrl: 'https://elsewhere.example.net/hook' });

		await p.trigger.poll();

		expect(p.trigger.errors.map((error) => error.message)).toEqual([
			'The instance sends its notifications to elsewhere.example.net, so polling receives none',
		]);
	});
});

describe('"Fetch Test Event" (a manual run through n8n-core’s engine)', () => {
	it('returns the next notification the workflow would start on and leaves it for production', async () => {
		const p = await start({ events: ['incomingMessageReceived'], options: { chatIds: alice } });
		await p.trigger.poll({ activation: true });
		p.sim.control.injectIncoming({ chatId: bob, text: 'not for this workflow' });
		const wanted = p.sim.control.injectIncoming({ chatId: alice, text: 'sample' });

		const manual = await runNode({
			type: 'greenApiPollTrigger',
			parameters: { events: ['incomingMessageReceived'], options: { chatIds: alice } },
			credentials: credentialsOf(p.sim),
		});

		expect(manual.error).toBeUndefined();
		expect(manual.items.map((item) => item.json)).toEqual([
			expect.objectContaining({ idMessage: wanted.idMessage, text: 'sample', chatId: alice }),
		]);
		expect(deleted(p.sim)).toEqual([1]);

		await p.trigger.poll();
		expect(p.trigger.executions()).toEqual([
			[expect.objectContaining({ idMessage: wanted.idMessage, text: 'sample' })],
		]);
	});

	it('returns nothing when no notification arrives in time', async () => {
		const p = await start();
		const manual = await runNode({
			type: 'greenApiPollTrigger',
			parameters: { events: ['incomingMessageReceived'] },
			credentials: credentialsOf(p.sim),
		});
		expect(manual.error).toBeUndefined();
		expect(manual.items).toEqual([]);
		expect(calls(p.sim).slice(-1)).toEqual(['GET receiveNotification?receiveTimeout=20']);
	});
});
