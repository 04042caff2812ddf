import type { IDataObject } from 'n8n-workflow';

import { EVENTS } from '../../../../nodes/GreenApi/trigger/events';
import { FLAT_FIELDS, everyKind, type Kind } from '../bodies';
import { expectAllAnswered, itemsOf, listen, type Listening } from './listen';

/*
 * One realistic body of every documented kind, delivered by the simulator to the webhook trigger
 * three times: with only its event selected (one item, exact flat fields), with every other
 * event selected (ignored), and with the "Text" message-type filter (passes only plain texts and
 * notifications that carry no message type).
 */

const ALL_EVENTS = Object.keys(EVENTS);
let l: Listening;
let sent = 0;

beforeAll(async () => {
	l = await listen();
});

afterAll(async () => {
	expectAllAnswered(l);
	await l.close();
});

async function deliver(body: IDataObject, parameters: IDataObject) {
	l.production.parameters.events = parameters.events;
	l.production.parameters.options = parameters.options ?? {};
	l.sim.control.notify(body as Parameters<typeof l.sim.control.notify>[0]);
	sent += 1;
	await l.sim.control.waitForDeliveries(sent, 5000);
	const exchange = l.receiver.exchanges()[sent - 1];
	expect(exchange.status).toBe(200);
	return itemsOf(exchange);
}

function flat(item: IDataObject): IDataObject {
	return Object.fromEntries(Object.entries(item).filter(([key]) => FLAT_FIELDS.includes(key)));
}

const kinds = everyKind({ idInstance: '0', wid: '' }).map((kind) => kind.name);

describe.each(kinds)('%s', (name) => {
	let kind: Kind;
	beforeAll(() => {
		kind = everyKind(l.sim.instance).find((candidate) => candidate.name === name) as Kind;
	});

	it('starts one execution for its own event, with exact flat fields', async () => {
		const items = await deliver(kind.body, { events: [kind.event] });
		expect(items).toHaveLength(1);
		expect(items[0].typeWebhook).toBe(kind.body.typeWebhook);
		expect(flat(items[0])).toEqual(kind.fields);
		expect(JSON.stringify(items[0])).not.toContain('{{SWE');
	});

	it('starts nothing when every other event is selected', async () => {
		const others = ALL_EVENTS.filter((event) => event !== kind.event);
		expect(await deliver(kind.body, { events: others })).toEqual([]);
	});

	it('passes the "Text" message-type choice only if it is a plain text or has no type', async () => {
		const items = await deliver(kind.body, {
			events: [kind.event],
			options: { messageTypes: ['textMessage'] },
		});
		expect(items).toHaveLength(kind.passesText ? 1 : 0);
	});
});

it('covers every event the node offers', () => {
	const covered = new Set(everyKind(l.sim.instance).map((kind) => kind.event));
	expect([...covered].sort()).toEqual([...ALL_EVENTS].sort());
});
