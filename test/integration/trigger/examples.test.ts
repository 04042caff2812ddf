import type { IDataObject } from 'n8n-workflow';

import { eventsSent } from '../../../nodes/GreenApi/trigger/itemMessenger';
import type { Messenger } from '../../../simulator';
import examples from '../../fixtures/messengers-examples.json';
import { startPolling, type Polling } from './poll/polling';
import { itemsOf, listen, type Listening } from './webhook/listen';

/*
 * Real data through both triggers: every notification among the documented and recorded MAX,
 * Telegram and WhatsApp examples (a copy of the examples the package was built from; `***`
 * marks a value the recording library masked), as a webhook delivery and as a
 * receiveNotification answer, gives exactly one item: the notification as sent, plus the flat
 * fields written out below. A ReceiveNotification answer recorded with its receipt is served to
 * the poll trigger as it was recorded.
 */

interface Example {
	product: string;
	source: string;
	body: unknown;
}

const LONG_TEXT = (examples as Example[])
	.map((example) => example.body as IDataObject)
	.map((body) => (body.body as IDataObject | undefined)?.messageData as IDataObject | undefined)
	.map((data) => data?.extendedTextMessageData as IDataObject | undefined)
	.find((data) => data?.isForwarded === true)?.text;

/** The flat fields each notification must give, by its source. */
const EXPECTED: Record<string, IDataObject> = {
	'method answer ReceiveNotification (outgoingAPIMessageReceived, text) | recorded from a live instance (OpenIntegrations)':
		{
			messenger: 'max',
			chatId: '***',
			sender: '***',
			senderName: '***',
			text: 'Текст сообщения',
			typeMessage: 'extendedTextMessage',
			idMessage: '1770412005053',
		},
	'ReceiveNotification answer, incomingMessageReceived in a group (extendedTextMessage, forwarded) | recorded from a live instance (third-party code)':
		{
			messenger: 'max',
			chatId: '-69308615655644',
			sender: '63270108',
			senderName: 'Анастасия',
			senderPhoneNumber: 0,
			text: LONG_TEXT,
			typeMessage: 'extendedTextMessage',
			idMessage: '115689763107266127',
		},
	'webhook incomingMessageReceived textMessage, group chat | third-party copy of a docs example | https://green-api.com/v3/docs/api/receiving/notifications-format/incoming-message/TextMessage/':
		{
			messenger: 'max',
			chatId: '-69876543210123',
			sender: '10000000',
			senderName: 'Ходабрыш',
			senderPhoneNumber: 0,
			text: 'Я использую GREEN-API для отправки этого сообщения!',
			typeMessage: 'textMessage',
			idMessage: '1763115112345',
		},
	'webhook incomingMessageReceived quotedMessage | third-party copy of a docs example | https://green-api.com/v3/docs/api/receiving/notifications-format/incoming-message/QuotedMessage/':
		{
			messenger: 'max',
			chatId: '10000000',
			sender: '10000000',
			senderName: 'Ходабрыш Пробешёлов',
			senderPhoneNumber: 79876543210,
			text: 'Цитируем это',
			typeMessage: 'quotedMessage',
			idMessage: '1763115112345',
		},
	'webhook incomingMessageReceived stickerMessage | third-party copy of a docs example | https://green-api.com/v3/docs/api/receiving/notifications-format/incoming-message/StickerMessage/':
		{
			messenger: 'max',
			chatId: '10000000',
			sender: '10000000',
			senderName: 'Ходабрыш Пробешёлов',
			senderPhoneNumber: 79876543210,
			typeMessage: 'stickerMessage',
			idMessage: '1763115112345',
		},
	'webhook outgoingMessageStatus delivered | third-party copy of a docs example | https://green-api.com/v3/docs/api/receiving/notifications-format/statuses/OutgoingMessageStatus/':
		{ messenger: 'max', chatId: '10000000', idMessage: '115054445839974415' },
	'webhook stateInstanceChanged | third-party copy of a docs example | https://green-api.com/v3/docs/api/receiving/notifications-format/service/StateInstanceChanged/':
		{ messenger: 'max' },
	'webhook incomingMessageReceived textMessage, personal chat (EN page, has chatType/senderType) | docs page | https://green-api.com/en/telegram/docs/api/chat-id':
		{
			messenger: 'telegram',
			chatId: '10000000',
			sender: '10000000',
			senderName: 'Vasilisa the Wise',
			senderPhoneNumber: 79876543210,
			text: 'I use GREEN-API to send this message!',
			typeMessage: 'textMessage',
			idMessage: '1769676078000',
		},
	'webhook incomingMessageReceived textMessage, supergroup, forwarded | third-party copy of a docs example | https://green-api.com/telegram/docs/api/receiving/notifications-format/incoming-message/TextMessage/':
		{
			messenger: 'telegram',
			chatId: '-10000000000000',
			sender: '10000000',
			senderName: 'Василиса',
			senderPhoneNumber: 0,
			text: 'Я использую GREEN-API для отправки этого сообщения!',
			typeMessage: 'textMessage',
			idMessage: '1763115112345',
		},
	'webhook outgoingAPIMessageReceived, supergroup | third-party copy of a docs example | https://green-api.com/telegram/docs/api/receiving/notifications-format/outgoing-message/OutgoingApiMessage/':
		{
			messenger: 'telegram',
			chatId: '-10000000000000',
			sender: '10000000',
			senderName: 'Василиса',
			senderPhoneNumber: 79876543210,
			idMessage: '1763468266381',
		},
	'webhook incomingMessageReceived textMessage (WhatsApp ids with @c.us, hex idMessage) | docs page | https://green-api.com/en/waba/api/receiving/notifications-format/outgoing-message/TextMessage':
		{
			messenger: 'whatsapp',
			chatId: '79001234568@c.us',
			sender: '79001234568@c.us',
			senderName: 'GREEN-API',
			text: 'I use GREEN-API to send this message to you!',
			typeMessage: 'textMessage',
			idMessage: 'F7AEC1B7086ECDC7E6E45923F5EDB825',
		},
};

const isNotification = (value: unknown): boolean =>
	typeof value === 'object' && value !== null && 'typeWebhook' in value;

/** A notification as delivered to a webhook, and the ReceiveNotification answer if one was recorded. */
interface Case {
	source: string;
	messenger: Messenger;
	notification: IDataObject;
	answer?: IDataObject;
}

const cases: Case[] = (examples as Example[]).flatMap((example): Case[] => {
	const body = example.body as IDataObject;
	const messenger = example.product as Messenger;
	if (isNotification(body)) return [{ source: example.source, messenger, notification: body }];
	if (isNotification(body.body) && 'receiptId' in body) {
		const notification = body.body as IDataObject;
		return [{ source: example.source, messenger, notification, answer: body }];
	}
	return [];
});

const MESSENGERS: Messenger[] = ['whatsapp', 'max', 'telegram'];
const listening = new Map<Messenger, Listening>();
const polling = new Map<Messenger, Polling>();

beforeAll(async () => {
	for (const messenger of MESSENGERS) {
		// Every event the messenger sends, so that only the notification's own kind decides.
		const events = eventsSent(messenger);
		listening.set(messenger, await listen({ events }, { messenger }));
		const p = await startPolling({ events }, messenger);
		await p.trigger.poll({ activation: true });
		polling.set(messenger, p);
	}
});

afterAll(async () => {
	for (const l of listening.values()) await l.close();
	for (const p of polling.values()) await p.close();
});

it('has an expectation for every notification of the examples, and nothing else', () => {
	expect(cases.map((c) => c.source).sort()).toEqual(Object.keys(EXPECTED).sort());
	expect(cases.filter((c) => c.answer).length).toBe(2);
	expect(new Set(cases.map((c) => c.messenger))).toEqual(new Set(MESSENGERS));
});

describe.each(cases.map((c) => [c.source, c] as const))('%s', (source, c) => {
	const expected = () => ({ ...c.notification, ...EXPECTED[source] });

	it('gives one item through the webhook trigger', async () => {
		const l = listening.get(c.messenger) as Listening;
		const idInstance = (c.notification.instanceData as IDataObject).idInstance;
		// The trigger starts only on notifications of its own instance.
		l.production.staticData.instanceId = String(idInstance);
		const before = l.receiver.exchanges().length;
		l.sim.control.notify(c.notification as Parameters<typeof l.sim.control.notify>[0]);
		await l.sim.control.waitForDeliveries(before + 1, 5000);
		const exchange = l.receiver.exchanges()[before];
		expect(exchange.status).toBe(200);
		expect(itemsOf(exchange)).toEqual([expected()]);
	});

	it('gives the same item through the poll trigger', async () => {
		const p = polling.get(c.messenger) as Polling;
		if (c.answer) p.sim.control.fail('receiveNotification', { status: 200, body: c.answer });
		else p.sim.control.notify(c.notification as Parameters<typeof p.sim.control.notify>[0]);
		const before = p.trigger.executions().length;
		await p.trigger.poll();
		expect(p.trigger.errors).toEqual([]);
		expect(p.trigger.executions().slice(before)).toEqual([[expected()]]);
	});
});
