import {
	accepted,
	expectRefused,
	jsonOf,
	requestsOf,
	run,
	runText,
	useSimulator,
} from '../../setup';

const SECRET = 'c0ffee'.repeat(10);

describe('instance → setSettings', () => {
	const sim = useSimulator({}, { perTest: true });

	it('sends booleans as yes/no next to URL, token and delay', async () => {
		const result = await run(sim, {
			resource: 'instance',
			operation: 'setSettings',
			updateFields: {
				incomingWebhook: true,
				outgoingWebhook: false,
				markIncomingMessagesReadedOnReply: true,
				webhookUrl: ' https://example.com/hook ',
				webhookUrlToken: 'hook-secret',
				delaySendMessagesMilliseconds: 1500,
			},
		});
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'setSettings', {
				markIncomingMessagesReadedOnReply: 'yes',
				incomingWebhook: 'yes',
				outgoingWebhook: 'no',
				webhookUrl: 'https://example.com/hook',
				webhookUrlToken: 'hook-secret',
				delaySendMessagesMilliseconds: 1500,
			}),
		]);
		expect(jsonOf(result)).toEqual([{ saveSettings: true }]);
		expect(sim.control.settings()).toMatchObject({
			incomingWebhook: 'yes',
			webhookUrl: 'https://example.com/hook',
			delaySendMessagesMilliseconds: 1500,
		});
	});

	it('sends an empty webhook URL, which turns webhooks off', async () => {
		sim.control.setSettings({ webhookUrl: 'https://example.com/old' });
		await run(sim, {
			resource: 'instance',
			operation: 'setSettings',
			updateFields: { webhookUrl: '' },
		});
		expect(requestsOf(sim)[0].body).toEqual({ webhookUrl: '' });
		expect(sim.control.settings().webhookUrl).toBe('');
	});

	it('masks the token when the answer echoes the settings (some gateways do)', async () => {
		sim.control.fail('setSettings', {
			status: 200,
			body: { saveSettings: true, webhookUrlToken: SECRET },
		});

		const result = await run(sim, {
			resource: 'instance',
			operation: 'setSettings',
			updateFields: { webhookUrlToken: SECRET },
		});

		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ saveSettings: true, webhookUrlToken: '***' }]);
		expect(runText(result)).not.toContain(SECRET);
	});

	it.each([
		[{}, 'No settings to update'],
		[
			{ delaySendMessagesMilliseconds: 499 },
			'Message Sending Delay must be a whole number from 500 to 600000 milliseconds; got 499',
		],
		[
			{ delaySendMessagesMilliseconds: 600001 },
			'Message Sending Delay must be a whole number from 500 to 600000 milliseconds; got 600001',
		],
		[
			{ webhookUrl: 'ftp://example.com/hook' },
			'Webhook URL "ftp://example.com/hook" is not an http(s) address',
		],
		[{ incomingWebhook: '={{ "yes" }}' }, 'Incoming Webhook must be true or false; got "yes"'],
	])('refuses %p', async (updateFields, message) => {
		await expectRefused(
			sim,
			{ resource: 'instance', operation: 'setSettings', updateFields },
			message,
		);
	});
});
