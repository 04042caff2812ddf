import { mockDeep } from 'jest-mock-extended';
import type { IExecuteFunctions } from 'n8n-workflow';

import { requireGroupId } from '../../../nodes/GreenApi/helpers/groupId';
import { isJpeg, isPng } from '../../../nodes/GreenApi/helpers/image';
import { requirePhoneNumber } from '../../../nodes/GreenApi/helpers/phoneNumber';
import { settingsBody } from '../../../nodes/GreenApi/helpers/settings';
import { TEST_NODE } from '../../helpers/context';

function context() {
	const ctx = mockDeep<IExecuteFunctions>();
	ctx.getNode.mockReturnValue(TEST_NODE);
	return ctx;
}

describe('requirePhoneNumber', () => {
	it.each([
		[79001234567, 79001234567],
		['+7 (900) 123-45-67', 79001234567],
		['49.151.2345.6789', 4915123456789],
		[1234567890123456, 1234567890123456],
	])('%p → %p', (input, expected) => {
		expect(requirePhoneNumber(context(), 0, 'Phone Number', input)).toBe(expected);
	});

	it.each([
		[7900123456, 'Phone Number has 10 digits; the service accepts 11 to 16'],
		['12345678901234567', 'Phone Number has 17 digits'],
		[-79001234567, 'is not a phone number'],
		[79001234567.5, 'is not a phone number'],
		['79001234567@c.us', 'is not a phone number'],
		['9007199254740993', 'is too large to send exactly as a JSON number'],
	])('refuses %p', (input, message) => {
		expect(() => requirePhoneNumber(context(), 2, 'Phone Number', input)).toThrow(message);
	});

	it('names the item in the error', () => {
		let thrown: unknown;
		try {
			requirePhoneNumber(context(), 3, 'Phone Number', 'x');
		} catch (error) {
			thrown = error;
		}
		expect(thrown).toMatchObject({
			context: { itemIndex: 3 },
			description: expect.stringContaining('country code'),
		});
	});
});

describe('requireGroupId', () => {
	it.each(['120363043968066561@g.us', ' 79001234561-1581234048@g.us '])('accepts %p', (input) => {
		expect(requireGroupId(context(), 0, 'Group ID', input)).toBe(input.trim());
	});

	it.each([
		['', 'Group ID is empty'],
		['79001234561', 'Group ID "79001234561" is not a group chat ID'],
		['79001234561@c.us', 'is not a group chat ID'],
		['abc@g.us', 'is not a group chat ID'],
	])('refuses %p', (input, message) => {
		expect(() => requireGroupId(context(), 0, 'Group ID', input)).toThrow(message);
	});
});

describe('settingsBody', () => {
	const flags = [
		{ name: 'incomingWebhook', displayName: 'Incoming Webhook' },
		{ name: 'stateWebhook', displayName: 'State Webhook' },
	];

	it('turns booleans into yes/no and keeps URL, token and delay', () => {
		expect(
			settingsBody(
				context(),
				0,
				{
					incomingWebhook: true,
					stateWebhook: false,
					webhookUrl: '',
					webhookUrlToken: 'Basic abc',
					delaySendMessagesMilliseconds: '500',
				},
				flags,
			),
		).toEqual({
			incomingWebhook: 'yes',
			stateWebhook: 'no',
			webhookUrl: '',
			webhookUrlToken: 'Basic abc',
			delaySendMessagesMilliseconds: 500,
		});
	});

	it('drops fields it does not know, so a body of only those counts as empty', () => {
		expect(() => settingsBody(context(), 0, { sharedSession: true }, flags)).toThrow(
			'No settings to update',
		);
	});

	it.each([
		[{ incomingWebhook: 'yes' }, 'Incoming Webhook must be true or false'],
		[
			{ delaySendMessagesMilliseconds: 500.5 },
			'Message Sending Delay must be a whole number from 500 to 600000',
		],
		[
			{ webhookUrl: 'example.com/hook' },
			'Webhook URL "example.com/hook" is not an http(s) address',
		],
	])('refuses %p', (fields, message) => {
		expect(() => settingsBody(context(), 0, fields, flags)).toThrow(message);
	});
});

describe('image signatures', () => {
	it('tells JPEG and PNG apart by their first bytes', () => {
		const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xdb]);
		const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
		expect([isJpeg(jpeg), isPng(jpeg)]).toEqual([true, false]);
		expect([isJpeg(png), isPng(png)]).toEqual([false, true]);
		expect([isJpeg(new Uint8Array(0)), isPng(png.subarray(0, 7))]).toEqual([false, false]);
	});
});
