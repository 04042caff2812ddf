import {
	DEFAULT_EVENT,
	EVENTS,
	EVENT_OPTIONS,
	MANAGED_FLAGS,
	classify,
	flagsFor,
	instanceFlags,
	type TriggerEvent,
} from '../../../nodes/GreenApi/trigger/events';

describe('event table', () => {
	it('offers exactly the events of the parameter contract', () => {
		expect(Object.keys(EVENTS).sort()).toEqual(
			[
				'incomingMessageReceived',
				'outgoingMessageReceived',
				'outgoingAPIMessageReceived',
				'outgoingMessageStatus',
				'stateInstanceChanged',
				'statusInstanceChanged',
				'deviceInfo',
				'incomingCall',
				'quotaExceeded',
				'editedMessage',
				'deletedMessage',
				'pollUpdate',
				'incomingBlock',
				'outgoingCall',
			].sort(),
		);
		expect(DEFAULT_EVENT).toBe('incomingMessageReceived');
		expect(EVENT_OPTIONS.map((option) => option.value).sort()).toEqual(Object.keys(EVENTS).sort());
	});

	it('maps each event to the settings flags that switch it on (the SetSettings flags of each notification)', () => {
		const expected: Record<TriggerEvent, string[]> = {
			incomingMessageReceived: ['incomingWebhook'],
			outgoingMessageReceived: ['outgoingMessageWebhook'],
			outgoingAPIMessageReceived: ['outgoingAPIMessageWebhook'],
			outgoingMessageStatus: ['outgoingWebhook'],
			stateInstanceChanged: ['stateWebhook'],
			statusInstanceChanged: ['stateWebhook', 'statusInstanceWebhook'],
			deviceInfo: ['deviceWebhook'],
			incomingCall: ['incomingWebhook', 'incomingCallWebhook'],
			quotaExceeded: [],
			editedMessage: ['incomingWebhook', 'editedMessageWebhook'],
			deletedMessage: ['incomingWebhook', 'deletedMessageWebhook'],
			pollUpdate: ['incomingWebhook', 'pollMessageWebhook'],
			incomingBlock: ['incomingBlockWebhook'],
			outgoingCall: ['outgoingCallWebhook'],
		};
		for (const [event, flags] of Object.entries(expected)) {
			expect([...EVENTS[event as TriggerEvent].flags].sort()).toEqual(flags.sort());
		}
	});

	it('manages every flag named in the table, once', () => {
		expect([...MANAGED_FLAGS].sort()).toEqual(
			[
				'deletedMessageWebhook',
				'deviceWebhook',
				'editedMessageWebhook',
				'incomingBlockWebhook',
				'incomingCallWebhook',
				'incomingWebhook',
				'outgoingCallWebhook',
				'outgoingAPIMessageWebhook',
				'outgoingMessageWebhook',
				'outgoingWebhook',
				'pollMessageWebhook',
				'stateWebhook',
				'statusInstanceWebhook',
			].sort(),
		);
	});

	it('lists the options sorted by name, as the n8n UI rules want', () => {
		const names = EVENT_OPTIONS.map((option) => option.name);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
	});
});

describe('flagsFor', () => {
	it('turns the selected kinds on and every other managed flag off', () => {
		expect(flagsFor(['incomingMessageReceived'])).toEqual({
			incomingWebhook: 'yes',
			outgoingMessageWebhook: 'no',
			outgoingAPIMessageWebhook: 'no',
			outgoingWebhook: 'no',
			stateWebhook: 'no',
			statusInstanceWebhook: 'no',
			deviceWebhook: 'no',
			incomingCallWebhook: 'no',
			editedMessageWebhook: 'no',
			deletedMessageWebhook: 'no',
			pollMessageWebhook: 'no',
			outgoingCallWebhook: 'no',
			incomingBlockWebhook: 'no',
		});
	});

	it('switches the block and outgoing-call notifications by their own flags', () => {
		const on = (events: TriggerEvent[]) =>
			Object.entries(flagsFor(events))
				.filter(([, value]) => value === 'yes')
				.map(([flag]) => flag);
		expect(on(['incomingBlock'])).toEqual(['incomingBlockWebhook']);
		expect(on(['outgoingCall'])).toEqual(['outgoingCallWebhook']);
	});

	it('unites the flags of several events', () => {
		const flags = flagsFor(['incomingCall', 'statusInstanceChanged', 'pollUpdate']);
		const on = Object.entries(flags)
			.filter(([, value]) => value === 'yes')
			.map(([flag]) => flag);
		expect(on.sort()).toEqual(
			[
				'incomingCallWebhook',
				'incomingWebhook',
				'pollMessageWebhook',
				'stateWebhook',
				'statusInstanceWebhook',
			].sort(),
		);
	});

	it('needs no flag for quotaExceeded', () => {
		expect(Object.values(flagsFor(['quotaExceeded'])).every((value) => value === 'no')).toBe(true);
	});
});

describe('classify', () => {
	it('classifies edited, deleted and poll-vote messages as their own events', () => {
		expect(classify('incomingMessageReceived', 'editedMessage')).toBe('editedMessage');
		expect(classify('incomingMessageReceived', 'deletedMessage')).toBe('deletedMessage');
		expect(classify('incomingMessageReceived', 'pollUpdateMessage')).toBe('pollUpdate');
		expect(classify('outgoingMessageReceived', 'editedMessage')).toBe('editedMessage');
		expect(classify('outgoingAPIMessageReceived', 'pollUpdateMessage')).toBe('pollUpdate');
	});

	it('keeps other messages and non-message kinds as their typeWebhook', () => {
		expect(classify('incomingMessageReceived', 'textMessage')).toBe('incomingMessageReceived');
		expect(classify('incomingMessageReceived', 'pollMessage')).toBe('incomingMessageReceived');
		expect(classify('outgoingMessageStatus', undefined)).toBe('outgoingMessageStatus');
		expect(classify('quotaExceeded', undefined)).toBe('quotaExceeded');
		expect(classify('incomingCall', undefined)).toBe('incomingCall');
		expect(classify('outgoingCall', undefined)).toBe('outgoingCall');
		expect(classify('incomingBlock', undefined)).toBe('incomingBlock');
	});

	it('offers nothing for kinds the node does not have, nor for its own synthetic names', () => {
		expect(classify('avatarInfo', undefined)).toBeUndefined();
		expect(classify('editedMessage', undefined)).toBeUndefined();
		expect(classify('pollUpdate', undefined)).toBeUndefined();
		expect(classify('toString', undefined)).toBeUndefined();
	});
});

describe('flags per instance', () => {
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
