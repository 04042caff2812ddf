import type { IDataObject } from 'n8n-workflow';

import {
	EVENTS,
	flagsFor,
	instanceFlags,
	type TriggerEvent,
} from '../../../nodes/GreenApi/trigger/events';
import {
	invalidChatIds,
	parseChatIds,
	passesFilters,
} from '../../../nodes/GreenApi/trigger/filters';
import {
	MESSENGER_EVENTS,
	eventsNotSent,
	itemMessenger,
} from '../../../nodes/GreenApi/trigger/itemMessenger';
import { flatFields } from '../../../nodes/GreenApi/trigger/notification';
import { selectNotification } from '../../../nodes/GreenApi/trigger/select';

/** A MAX notification of an incoming text, as the MAX docs show one. */
function maxText(senderData: Record<string, unknown>, extra: Record<string, unknown> = {}) {
	return {
		typeWebhook: 'incomingMessageReceived',
		instanceData: { idInstance: 3100000000, wid: '79991234567@c.us', typeInstance: 'v3' },
		timestamp: 1763115112,
		idMessage: '1763115112345',
		senderData,
		messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: 'hi' } },
		...extra,
	};
}

describe('itemMessenger', () => {
	it('names the messenger of each typeInstance; a missing one is the fallback', () => {
		expect(itemMessenger('whatsapp')).toBe('whatsapp');
		expect(itemMessenger('v3')).toBe('max');
		expect(itemMessenger('telegram')).toBe('telegram');
		expect(itemMessenger(undefined)).toBe('whatsapp');
		expect(itemMessenger('')).toBe('whatsapp');
		expect(itemMessenger(undefined, 'telegram')).toBe('telegram');
		expect(itemMessenger(7)).toBe('whatsapp');
	});

	it('keeps a typeInstance it does not know as it is', () => {
		expect(itemMessenger('viber', 'max')).toBe('viber');
	});
});

describe('flat fields of MAX and Telegram notifications', () => {
	it('gives every item its messenger, from the body or else from the instance', () => {
		const body = maxText({ chatId: '10000000', sender: '10000000', senderName: 'Ann' });
		expect(flatFields(body).messenger).toBe('max');
		const unnamed: IDataObject = { ...body };
		delete unnamed.instanceData;
		expect(flatFields(unnamed).messenger).toBe('whatsapp');
		expect(flatFields(unnamed, 'telegram').messenger).toBe('telegram');
		expect(flatFields(body, 'telegram').messenger).toBe('max');
	});

	it('writes chat, sender and message IDs a body carries as numbers in digits', () => {
		const fields = flatFields(
			maxText(
				{ chatId: -69308615655644, sender: 63270108, senderName: 'Ann' },
				{ idMessage: 1763115112345 },
			),
		);
		expect(fields).toMatchObject({
			chatId: '-69308615655644',
			sender: '63270108',
			idMessage: '1763115112345',
		});
		const status = flatFields({
			typeWebhook: 'outgoingMessageStatus',
			chatId: 10000000,
			idMessage: '115054445839974415',
			status: 'delivered',
		});
		expect(status.chatId).toBe('10000000');
		// An 18-digit ID read as a JSON number has lost digits already; it is still written out
		// in digits rather than in exponent form.
		expect(flatFields(maxText({}, { idMessage: 1e21 })).idMessage).toBe('1000000000000000000000');
	});

	it('keeps 18-digit message IDs exact as the strings the service sends', () => {
		expect(flatFields(maxText({}, { idMessage: '115689763107266127' })).idMessage).toBe(
			'115689763107266127',
		);
	});

	it('lifts senderPhoneNumber as a number: 0 when hidden, digits read as a number', () => {
		const phone = (value: unknown) =>
			flatFields(maxText({ chatId: '1', senderPhoneNumber: value })).senderPhoneNumber;
		expect(phone(79876543210)).toBe(79876543210);
		expect(phone(0)).toBe(0);
		expect(phone('79876543210')).toBe(79876543210);
		expect(phone('***')).toBeUndefined();
		expect(phone('')).toBeUndefined();
		expect(phone(-1)).toBeUndefined();
		expect(phone(1.5)).toBeUndefined();
		expect(phone(undefined)).toBeUndefined();
	});

	it('reads the sender of MAX journal-style fields (senderId)', () => {
		expect(flatFields(maxText({ chatId: '-1', senderId: '63270108' })).sender).toBe('63270108');
		expect(flatFields(maxText({ chatId: '-1', sender: '1', senderId: '2' })).sender).toBe('1');
	});

	it.each([
		['textMessageData', { textMessageData: { textMessage: 'a' } }, 'a'],
		['extendedTextMessageData', { extendedTextMessageData: { text: 'b' } }, 'b'],
		['a MAX journal extendedTextMessage', { extendedTextMessage: { text: 'c' } }, 'c'],
		['a MAX journal textMessage', { textMessage: 'd' }, 'd'],
		[
			'pollMessageData',
			{ pollMessageData: { name: 'Lunch?', options: [{ optionName: 'Yes' }] } },
			'Lunch?',
		],
		[
			'pollCreationMessage',
			{ pollCreationMessage: { name: 'Lunch?', options: [{ optionName: 'Yes' }] } },
			'Lunch?',
		],
	])('reads a text from %s', (_, data, expected) => {
		const body = maxText({}, { messageData: { typeMessage: 'x', ...data } });
		expect(flatFields(body).text).toBe(expected);
	});

	it('keeps the state of a state change, suspended and pendingPassword included', () => {
		for (const stateInstance of ['suspended', 'pendingPassword']) {
			const body = {
				typeWebhook: 'stateInstanceChanged',
				instanceData: { idInstance: 4100000000, wid: '', typeInstance: 'telegram' },
				stateInstance,
			};
			expect(selectNotification(body, ['stateInstanceChanged'], {})).toEqual({
				item: { ...body, messenger: 'telegram' },
			});
		}
	});
});

describe('chat filters with MAX and Telegram chat IDs', () => {
	const chat = (chatId: string) => ({ messenger: 'max', chatId });

	it('reads entries by the rules of the notification’s messenger', () => {
		const entries = '10000000, -10000000000000, +7 900 123-45-67, 79001234567@c.us';
		expect(parseChatIds(entries, true)).toEqual({
			ids: new Set(['10000000', '-10000000000000', '79001234567@c.us']),
			invalid: [],
		});
		expect(parseChatIds(entries, false)).toEqual({
			ids: new Set(['10000000@c.us', '79001234567@c.us']),
			invalid: ['-10000000000000'],
		});
	});

	it('refuses before any request only what no messenger reads as a chat', () => {
		expect(invalidChatIds('abc, -12a, -10000000000000, 123, 79001234567@c.us')).toEqual([
			'abc',
			'-12a',
		]);
	});

	it('keeps a bare number a phone number on WhatsApp', () => {
		const whatsapp = (chatId: string) => ({ messenger: 'whatsapp', chatId });
		expect(passesFilters(whatsapp('10000000@c.us'), { chatIds: '10000000' })).toBe(true);
		expect(passesFilters(whatsapp('10000000'), { chatIds: '10000000' })).toBe(false);
	});

	it('matches MAX chats by their numeric ID only', () => {
		const options = { chatIds: '10000000' };
		expect(passesFilters(chat('10000000'), options)).toBe(true);
		expect(passesFilters(chat('10000001'), options)).toBe(false);
		expect(passesFilters(chat('-10000000'), options)).toBe(false);
		expect(passesFilters(chat('-10000000'), { chatIds: '-10000000' })).toBe(true);
	});

	it('counts a negative chat ID as a group', () => {
		expect(passesFilters(chat('-10000000000000'), { chatType: 'group' })).toBe(true);
		expect(passesFilters(chat('-10000000000000'), { chatType: 'personal' })).toBe(false);
		expect(passesFilters(chat('10000000'), { chatType: 'group' })).toBe(false);
		expect(passesFilters(chat('10000000'), { chatType: 'personal' })).toBe(true);
		// A MAX chat named by its phone number is a person.
		expect(passesFilters(chat('79001234567@c.us'), { chatType: 'personal' })).toBe(true);
	});
});

describe('events and flags per messenger', () => {
	const ALL = Object.keys(EVENTS) as TriggerEvent[];

	it('lets WhatsApp send every event, MAX and Telegram what their notification indexes list', () => {
		expect(eventsNotSent(ALL, 'whatsapp')).toEqual([]);
		for (const messenger of ['max', 'telegram']) {
			expect(eventsNotSent(ALL, messenger).sort()).toEqual(
				[
					'statusInstanceChanged',
					'deviceInfo',
					'incomingCall',
					'outgoingCall',
					'incomingBlock',
					'pollUpdate',
				].sort(),
			);
		}
		expect(eventsNotSent(['incomingMessageReceived', 'editedMessage'], 'max')).toEqual([]);
		expect(eventsNotSent(ALL, 'viber')).toEqual([]);
	});

	it('marks exactly the events MAX and Telegram do not send as WhatsApp only', () => {
		const whatsappOnly = ALL.filter((event) => EVENTS[event].description.endsWith('WhatsApp only'));
		expect(whatsappOnly.sort()).toEqual(
			ALL.filter(
				(event) =>
					!MESSENGER_EVENTS.max.includes(event) && !MESSENGER_EVENTS.telegram.includes(event),
			).sort(),
		);
	});

	it('sets only the flags an instance lists; an answer that lists none tells nothing', () => {
		const maxSettings = {
			typeInstance: 'v3',
			outgoingWebhook: 'no',
			outgoingMessageWebhook: 'no',
			outgoingAPIMessageWebhook: 'no',
			incomingWebhook: 'no',
			stateWebhook: 'no',
			editedMessageWebhook: 'no',
			deletedMessageWebhook: 'no',
		};
		expect(
			flagsFor(['incomingMessageReceived', 'editedMessage'], instanceFlags(maxSettings)),
		).toEqual({
			outgoingWebhook: 'no',
			outgoingMessageWebhook: 'no',
			outgoingAPIMessageWebhook: 'no',
			incomingWebhook: 'yes',
			stateWebhook: 'no',
			editedMessageWebhook: 'yes',
			deletedMessageWebhook: 'no',
		});
		expect(Object.keys(flagsFor(['incomingMessageReceived'], instanceFlags({})))).toHaveLength(13);
	});
});
