import axios from 'axios';
import type { IDataObject, IHookFunctions } from 'n8n-workflow';

import { GreenApiTrigger } from '../../../../nodes/GreenApi/GreenApiTrigger.node';
import { fixtures } from '../../../../simulator';
import { hookContext } from './contexts';
import { delivered, itemsOf, useListening, type Listening } from './listen';

const { alice, bob, group } = fixtures.ids;

const start = useListening();

/** Answered 200 without starting the workflow, so the service neither retries nor runs anything. */
function expectIgnored(exchange: { status: number; result?: unknown }) {
	expect(exchange.status).toBe(200);
	expect(exchange.result).toEqual({ noWebhookResponse: true });
	expect(itemsOf(exchange as Parameters<typeof itemsOf>[0])).toEqual([]);
}

function envelope(l: Listening, typeWebhook: string, extra: IDataObject = {}): IDataObject {
	return {
		typeWebhook,
		instanceData: {
			idInstance: Number(l.sim.instance.idInstance),
			wid: l.sim.instance.wid,
			typeInstance: 'whatsapp',
		},
		timestamp: 1700000000,
		...extra,
	};
}

describe('accepted notifications', () => {
	it('start one execution with the body and the flat fields', async () => {
		const l = await start();
		l.sim.control.injectIncoming({ chatId: alice, text: 'Hello there' });

		const [exchange] = await delivered(l, 1);
		const body = l.sim.control.deliveries()[0].body as IDataObject;

		expect(exchange.status).toBe(200);
		const items = itemsOf(exchange);
		expect(items).toHaveLength(1);
		expect(items[0]).toEqual({
			...body,
			messenger: 'whatsapp',
			chatId: alice,
			sender: alice,
			senderName: 'Alice',
			text: 'Hello there',
			typeMessage: 'textMessage',
			idMessage: body.idMessage,
		});
	});

	it('lift the fields of group messages, captions and statuses', async () => {
		const l = await start({
			events: ['incomingMessageReceived', 'outgoingMessageStatus', 'outgoingMessageReceived'],
		});
		l.sim.control.injectIncoming({ chatId: group, text: 'to the group' });
		l.sim.control.injectIncoming({ chatId: bob, typeMessage: 'imageMessage', text: 'a picture' });
		l.sim.control.notify(
			envelope(l, 'outgoingMessageStatus', {
				chatId: bob,
				idMessage: 'BAE5F4886F6F2D05',
				status: 'read',
				sendByApi: true,
			}),
		);

		const [fromGroup, image, status] = (await delivered(l, 3)).map(
			(exchange) => itemsOf(exchange)[0],
		);

		expect(fromGroup).toMatchObject({
			chatId: group,
			sender: alice,
			text: 'to the group',
			typeMessage: 'textMessage',
		});
		expect(image).toMatchObject({
			chatId: bob,
			sender: bob,
			text: 'a picture',
			typeMessage: 'imageMessage',
		});
		expect(status).toMatchObject({ chatId: bob, idMessage: 'BAE5F4886F6F2D05', status: 'read' });
		expect(status).not.toHaveProperty('sender');
		expect(status).not.toHaveProperty('typeMessage');
	});

	it('cover the non-message kinds the instance sends', async () => {
		const l = await start({
			events: ['stateInstanceChanged', 'statusInstanceChanged', 'incomingCall', 'quotaExceeded'],
		});
		l.sim.control.setState('notAuthorized');
		l.sim.control.setStatus('offline');
		l.sim.control.injectCall({ from: alice, status: 'offer' });
		l.sim.control.injectQuotaExceeded();

		const exchanges = await delivered(l, 4);

		expect(exchanges.map((exchange) => itemsOf(exchange)[0]?.typeWebhook)).toEqual([
			'stateInstanceChanged',
			'statusInstanceChanged',
			'incomingCall',
			'quotaExceeded',
		]);
	});
});

describe('ignored notifications (200, no execution)', () => {
	it('kinds that were not selected', async () => {
		const l = await start({ events: ['incomingMessageReceived'] });
		l.sim.control.injectQuotaExceeded();
		l.sim.control.notify(envelope(l, 'stateInstanceChanged', { stateInstance: 'blocked' }));
		l.sim.control.notify(
			envelope(l, 'outgoingCall', { idMessage: 'X1', from: alice, status: 'hungUp' }),
		);
		l.sim.control.injectIncoming({ chatId: alice, text: 'counted' });

		const exchanges = await delivered(l, 4);

		exchanges.slice(0, 3).forEach(expectIgnored);
		expect(itemsOf(exchanges[3])).toHaveLength(1);
	});

	it('edited, deleted and poll-vote messages unless their own events are selected', async () => {
		const l = await start({ events: ['incomingMessageReceived'] });
		l.sim.control.setSettings({
			editedMessageWebhook: 'yes',
			deletedMessageWebhook: 'yes',
			pollMessageWebhook: 'yes',
		});
		l.sim.control.injectIncoming({ chatId: alice, text: 'original' });
		l.sim.control.injectIncoming({ chatId: alice, typeMessage: 'editedMessage', text: 'edited' });
		l.sim.control.injectIncoming({ chatId: alice, typeMessage: 'deletedMessage' });
		l.sim.control.injectIncoming({ chatId: alice, typeMessage: 'pollMessage', text: 'Lunch?' });
		l.sim.control.injectIncoming({ chatId: alice, typeMessage: 'pollUpdateMessage' });

		const [original, edited, deleted, poll, vote] = await delivered(l, 5);

		expect(itemsOf(original)).toHaveLength(1);
		[edited, deleted, vote].forEach(expectIgnored);
		expect(itemsOf(poll)[0]).toMatchObject({ typeMessage: 'pollMessage', text: 'Lunch?' });
	});

	it('plain messages when only edited, deleted and poll-vote messages are selected', async () => {
		const l = await start({ events: ['editedMessage', 'deletedMessage', 'pollUpdate'] });
		l.sim.control.setSettings({ pollMessageWebhook: 'yes' });
		l.sim.control.injectIncoming({ chatId: alice, text: 'original' });
		l.sim.control.injectIncoming({ chatId: alice, typeMessage: 'editedMessage', text: 'edited' });
		l.sim.control.injectIncoming({ chatId: alice, typeMessage: 'deletedMessage' });
		l.sim.control.injectIncoming({ chatId: alice, typeMessage: 'pollMessage', text: 'Lunch?' });
		l.sim.control.injectIncoming({ chatId: alice, typeMessage: 'pollUpdateMessage' });

		const [original, edited, deleted, poll, vote] = await delivered(l, 5);

		[original, poll].forEach(expectIgnored);
		expect(itemsOf(edited)[0]).toMatchObject({ typeMessage: 'editedMessage', text: 'edited' });
		expect(itemsOf(deleted)[0]).toMatchObject({ typeMessage: 'deletedMessage', chatId: alice });
		expect(itemsOf(vote)[0]).toMatchObject({ typeMessage: 'pollUpdateMessage', text: 'Lunch?' });
	});

	it('chats outside the chat filter, given as phone numbers', async () => {
		const l = await start({ options: { chatIds: '+7 900 123-45-61' } });
		l.sim.control.injectIncoming({ chatId: bob, text: 'from bob' });
		l.sim.control.injectIncoming({ chatId: alice, text: 'from alice' });

		const [fromBob, fromAlice] = await delivered(l, 2);

		expectIgnored(fromBob);
		expect(itemsOf(fromAlice)[0]).toMatchObject({ chatId: alice, text: 'from alice' });
	});

	it('chats of the other type', async () => {
		const l = await start({ options: { chatType: 'group' } });
		l.sim.control.injectIncoming({ chatId: alice, text: 'personal' });
		l.sim.control.injectIncoming({ chatId: group, text: 'group' });

		const [personal, inGroup] = await delivered(l, 2);

		expectIgnored(personal);
		expect(itemsOf(inGroup)[0]).toMatchObject({ chatId: group });
	});

	it('message types outside the type filter, while notifications without a type pass', async () => {
		const l = await start({
			events: ['incomingMessageReceived', 'outgoingMessageStatus'],
			options: { messageTypes: ['imageMessage'] },
		});
		l.sim.control.injectIncoming({ chatId: alice, text: 'text' });
		l.sim.control.injectIncoming({ chatId: alice, typeMessage: 'imageMessage', text: 'image' });
		l.sim.control.notify(
			envelope(l, 'outgoingMessageStatus', {
				chatId: alice,
				idMessage: 'A1',
				status: 'sent',
				sendByApi: true,
			}),
		);

		const [text, image, status] = await delivered(l, 3);

		expectIgnored(text);
		expect(itemsOf(image)).toHaveLength(1);
		expect(itemsOf(status)).toHaveLength(1);
	});

	it('no chat filter applies to a notification without a chat', async () => {
		const l = await start({
			events: ['stateInstanceChanged'],
			options: { chatIds: alice, chatType: 'group' },
		});
		l.sim.control.setState('starting');

		const [exchange] = await delivered(l, 1);

		expect(itemsOf(exchange)[0]).toMatchObject({ stateInstance: 'starting' });
	});

	it('duplicates when asked to ignore them, remembered in static data', async () => {
		const l = await start({
			events: ['incomingMessageReceived', 'outgoingMessageStatus'],
			options: { ignoreDuplicates: true },
		});
		const message = l.sim.control.injectIncoming({ chatId: alice, text: 'once' });
		l.sim.control.notify(message);
		const status = (value: string) =>
			envelope(l, 'outgoingMessageStatus', {
				chatId: alice,
				idMessage: 'A1',
				status: value,
				sendByApi: true,
			});
		l.sim.control.notify(status('sent'));
		l.sim.control.notify(status('delivered'));
		l.sim.control.notify(status('delivered'));

		const [first, again, sent, deliveredOnce, deliveredAgain] = await delivered(l, 5);

		expect(itemsOf(first)).toHaveLength(1);
		expectIgnored(again);
		expect(itemsOf(sent)).toHaveLength(1);
		expect(itemsOf(deliveredOnce)).toHaveLength(1);
		expectIgnored(deliveredAgain);
		expect(l.production.staticData.recentKeys).toEqual([
			`incomingMessageReceived|${alice}|${message.idMessage}|`,
			`outgoingMessageStatus|${alice}|A1|sent`,
			`outgoingMessageStatus|${alice}|A1|delivered`,
		]);
	});

	it('duplicates also when n8n drops what webhook() writes to static data (2.x)', async () => {
		const l = await start(
			{ events: ['incomingMessageReceived'], options: { ignoreDuplicates: true } },
			{ dropWebhookStaticData: true },
		);
		const message = l.sim.control.injectIncoming({ chatId: alice, text: 'once' });
		l.sim.control.notify(message);
		l.sim.control.notify(message);
		const other = l.sim.control.injectIncoming({ chatId: alice, text: 'another' });

		const [first, again, twice, next] = await delivered(l, 4);

		expect(itemsOf(first)).toHaveLength(1);
		expectIgnored(again);
		expectIgnored(twice);
		expect(itemsOf(next).map((item) => item.idMessage)).toEqual([other.idMessage]);
		expect(l.production.staticData.recentKeys).toBeUndefined();
	});

	it('nothing as a duplicate when the option is off', async () => {
		const l = await start();
		const message = l.sim.control.injectIncoming({ chatId: alice, text: 'twice' });
		l.sim.control.notify(message);

		const exchanges = await delivered(l, 2);

		expect(exchanges.map((exchange) => itemsOf(exchange).length)).toEqual([1, 1]);
		expect(l.production.staticData.recentKeys).toBeUndefined();
	});

	it('notifications of another instance', async () => {
		const l = await start();
		const message = l.sim.control.injectIncoming({ chatId: alice, text: 'mine' }) as IDataObject;
		l.sim.control.notify({
			...message,
			instanceData: { idInstance: 7103000000, wid: '', typeInstance: 'whatsapp' },
		});

		const [mine, theirs] = await delivered(l, 2);

		expect(itemsOf(mine)).toHaveLength(1);
		expectIgnored(theirs);
	});
});

describe('the sending instance', () => {
	it('is compared with the instance ID kept at activation, without reading the credential', async () => {
		const l = await start();
		expect(l.production.staticData.instanceId).toBe(l.sim.instance.idInstance);
		// A credential read per delivery would now see another instance and ignore the message.
		l.production.credentials = { ...l.production.credentials, idInstance: '7103000000' };
		l.sim.control.injectIncoming({ chatId: alice, text: 'mine' });

		const [exchange] = await delivered(l, 1);

		expect(itemsOf(exchange)).toHaveLength(1);
	});

	it('falls back to the credential for a registration that kept no instance ID', async () => {
		const l = await start();
		delete l.production.staticData.instanceId;
		const message = l.sim.control.injectIncoming({ chatId: alice, text: 'mine' }) as IDataObject;
		l.sim.control.notify({ ...message, instanceData: { idInstance: 7103000000 } });

		const [mine, theirs] = await delivered(l, 2);

		expect(itemsOf(mine)).toHaveLength(1);
		expectIgnored(theirs);
		expect(theirs.response).toEqual({ message: 'Ignored: notification of another instance' });
	});

	it('has 12 digits (as the service issues since July 2026): as a number or as text it starts the workflow; a neighbour or its first ten digits start nothing', async () => {
		const l = await start();
		const own = l.sim.instance.idInstance;
		expect(own).toMatch(/^\d{12}$/);
		const message = l.sim.control.injectIncoming({ chatId: alice, text: 'x' }) as IDataObject;
		const named = (idInstance: unknown) => ({ ...message, instanceData: { idInstance } });
		l.sim.control.notify(named(own));
		l.sim.control.notify(named(Number(own) + 1));
		l.sim.control.notify(named(Number(own.slice(0, 10))));

		const [asNumber, asText, neighbour, prefix] = await delivered(l, 4);

		expect((message.instanceData as IDataObject).idInstance).toBe(Number(own));
		expect(itemsOf(asNumber)).toHaveLength(1);
		expect(itemsOf(asText)).toHaveLength(1);
		for (const other of [neighbour, prefix]) {
			expectIgnored(other);
			expect(other.response).toEqual({ message: 'Ignored: notification of another instance' });
		}
	});

	it.each([
		['no instanceData', undefined],
		['instanceData without idInstance', { wid: '' }],
		['an empty idInstance', { idInstance: '' }],
		['an idInstance of another type', { idInstance: { id: 1 } }],
	])('must be named: %s starts nothing (200)', async (_case, instanceData) => {
		const l = await start();
		const message = l.sim.control.injectIncoming({ chatId: alice, text: 'x' }) as IDataObject;
		const forged: IDataObject = { ...message, instanceData };
		if (instanceData === undefined) delete forged.instanceData;
		l.sim.control.notify(forged);

		const [, exchange] = await delivered(l, 2);

		expectIgnored(exchange);
		expect(exchange.response).toEqual({ message: 'Ignored: notification names no instance' });
	});
});

describe('bodies that are no notification (400, no execution)', () => {
	it.each([
		['a JSON string', 'just text'],
		['a JSON array', [{ typeWebhook: 'incomingMessageReceived' }]],
		['an object without typeWebhook', { idMessage: 'X' }],
		['an empty typeWebhook', { typeWebhook: '' }],
		['null', null],
	])('%s', async (_case, body) => {
		const l = await start();
		// The simulator queues any JSON value as it is, though its types describe notifications.
		l.sim.control.notify(body as unknown as Parameters<typeof l.sim.control.notify>[0]);

		const [exchange] = await delivered(l, 1);

		expect(exchange.status).toBe(400);
		expect(exchange.result).toEqual({ noWebhookResponse: true });
		expect(exchange.response).toEqual({ message: 'Expected a JSON object with typeWebhook' });
	});

	it('bytes that are not JSON, or JSON under another content type (sent directly: the simulator always sends JSON)', async () => {
		const l = await start();
		const authorization = `Bearer ${l.production.staticData.webhookSecret as string}`;
		const post = async (data: string, contentType: string) =>
			await axios.post(l.prodUrl, data, {
				headers: { authorization, 'content-type': contentType },
				// As is: axios would otherwise turn invalid JSON into a JSON string.
				transformRequest: [(raw: string) => raw],
				validateStatus: () => true,
			});
		const notification = JSON.stringify(
			envelope(l, 'incomingMessageReceived', { idMessage: 'R1', senderData: { chatId: alice } }),
		);

		const notJson = await post('not json', 'text/plain');
		const brokenJson = await post('{"typeWebhook":', 'application/json');
		const untyped = await post(notification, 'application/octet-stream');

		expect(notJson.status).toBe(400);
		// n8n 1.123 answers 422 itself for unparsable application/json; webhook() never runs.
		expect(brokenJson.status).toBe(422);
		expect(untyped.status).toBe(200);
		const [first, second, third] = l.receiver.exchanges();
		expect(first.nodeCalled).toBe(true);
		expect(itemsOf(first)).toEqual([]);
		expect(second.nodeCalled).toBe(false);
		expect(itemsOf(third)[0]).toMatchObject({ idMessage: 'R1', chatId: alice });
	});
});

describe('"Listen for test event"', () => {
	it('receives on the test URL with its own secret, then hands the instance back to production', async () => {
		const l = await start();
		const testRun = await l.listenForTest();
		l.sim.control.injectIncoming({ chatId: alice, text: 'while testing' });
		const [duringTest] = await delivered(l, 1);

		expect(duringTest.path).toBe(new URL(l.testUrl).pathname);
		expect(testRun.staticData.webhookSecret).not.toBe(l.production.staticData.webhookSecret);
		expect(duringTest.headers.authorization).toMatch(
			new RegExp(`^Bearer ${testRun.staticData.webhookSecret as string}\\.[A-Za-z0-9_-]+$`),
		);
		expect(itemsOf(duringTest)[0]).toMatchObject({ text: 'while testing' });

		expect(await l.stopTest(testRun)).toBe(true);
		l.sim.control.injectIncoming({ chatId: alice, text: 'in production' });
		const [, afterTest] = await delivered(l, 2);

		expect(afterTest.path).toBe(new URL(l.prodUrl).pathname);
		expect(itemsOf(afterTest)[0]).toMatchObject({ text: 'in production' });
	});

	it('answers 401 to a production-signed delivery replayed to the test URL', async () => {
		const l = await start();
		await l.listenForTest();
		const replayed = await axios.post(l.testUrl, envelope(l, 'quotaExceeded', { quotaData: {} }), {
			headers: { authorization: `Bearer ${l.production.staticData.webhookSecret as string}` },
			validateStatus: () => true,
		});

		expect(replayed.status).toBe(401);
		expect(l.receiver.exchanges().map(itemsOf).flat()).toEqual([]);
	});

	it("answers 401 on the test URL to production's secret even when handed production's static data", async () => {
		const l = await start();
		const testRun = await l.listenForTest();
		// As if n8n gave the test run the static data production keeps.
		for (const key of Object.keys(testRun.staticData)) delete testRun.staticData[key];
		Object.assign(testRun.staticData, l.production.staticData);
		const replayed = await axios.post(l.testUrl, envelope(l, 'quotaExceeded', { quotaData: {} }), {
			headers: { authorization: `Bearer ${l.production.staticData.webhookSecret as string}` },
			validateStatus: () => true,
		});

		expect(replayed.status).toBe(401);
	});

	it('keeps receiving when production is deactivated meanwhile, then clears the instance', async () => {
		const l = await start();
		const testRun = await l.listenForTest();
		const { delete: remove } = new GreenApiTrigger().webhookMethods.default;
		await remove.call(
			hookContext(l.production, l.prodUrl, 'internal') as unknown as IHookFunctions,
		);
		l.sim.control.injectIncoming({ chatId: alice, text: 'still testing' });

		const [exchange] = await delivered(l, 1);

		expect(exchange.status).toBe(200);
		expect(itemsOf(exchange)[0]).toMatchObject({ text: 'still testing' });
		expect(await l.stopTest(testRun)).toBe(true);
		expect(l.sim.control.settings()).toMatchObject({ webhookUrl: '', webhookUrlToken: '' });
	});
});
