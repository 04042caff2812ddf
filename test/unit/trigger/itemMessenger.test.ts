import { MESSENGERS } from '../../../nodes/GreenApi/helpers/messengerTable';
import { EVENTS, type TriggerEvent } from '../../../nodes/GreenApi/trigger/events';
import {
	eventsNotSent,
	eventsSent,
	hasNumericIds,
	itemMessenger,
	messengerName,
} from '../../../nodes/GreenApi/trigger/itemMessenger';

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

describe('events per messenger', () => {
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
				(event) => !eventsSent('max').includes(event) && !eventsSent('telegram').includes(event),
			).sort(),
		);
	});

	it('lists in the messenger table only notifications the triggers offer', () => {
		for (const messenger of Object.values(MESSENGERS)) {
			const listed = messenger.notifications === 'all' ? [] : [...messenger.notifications];
			expect([messenger.name, listed.filter((event) => !(event in EVENTS))]).toEqual([
				messenger.name,
				[],
			]);
			expect(eventsSent(messenger.name).length).toBe(
				messenger.notifications === 'all' ? ALL.length : listed.length,
			);
		}
	});
});

describe('a messenger named by an item', () => {
	it('is named by its label, an unknown typeInstance as given', () => {
		expect(messengerName('max')).toBe('MAX');
		expect(messengerName('telegram')).toBe('Telegram');
		expect(messengerName('viber')).toBe('viber');
		expect(messengerName('toString')).toBe('toString');
	});

	it('has numeric chat IDs as its table says; an unknown or missing one does not', () => {
		expect(hasNumericIds('max')).toBe(true);
		expect(hasNumericIds('telegram')).toBe(true);
		expect(hasNumericIds('whatsapp')).toBe(false);
		expect(hasNumericIds('viber')).toBe(false);
		expect(hasNumericIds(undefined)).toBe(false);
	});
});
