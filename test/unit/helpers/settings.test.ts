import { settingsBody } from '../../../nodes/GreenApi/helpers/settings';
import { nodeContext } from '../../helpers/context';

describe('settingsBody', () => {
	const flags = [
		{ name: 'incomingWebhook', displayName: 'Incoming Webhook' },
		{ name: 'stateWebhook', displayName: 'State Webhook' },
	];

	it('turns booleans into yes/no and keeps URL, token and delay', () => {
		expect(
			settingsBody(
				nodeContext(),
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
		expect(() => settingsBody(nodeContext(), 0, { sharedSession: true }, flags)).toThrow(
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
		expect(() => settingsBody(nodeContext(), 0, fields, flags)).toThrow(message);
	});
});
