import axios from 'axios';
import { createClock } from '../../../simulator';
import {
	accepted,
	expectRefused,
	jsonOf,
	requestsOf,
	run,
	runText,
	TOKEN,
	useSimulator,
	useSimulators,
} from '../setup';

describe('instance operations against the simulator', () => {
	describe('with an authorized instance', () => {
		const sim = useSimulator({}, { perTest: true });

		it('getSettings gives every setting as one item', async () => {
			const result = await run(sim, { resource: 'instance', operation: 'getSettings' });
			expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'getSettings')]);
			expect(jsonOf(result)).toEqual([{ ...sim.control.settings() }]);
			expect(result.items[0].json).toHaveProperty('incomingWebhook', 'no');
		});

		it('setSettings sends booleans as yes/no next to URL, token and delay', async () => {
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

		it('setSettings sends an empty webhook URL, which turns webhooks off', async () => {
			sim.control.setSettings({ webhookUrl: 'https://example.com/old' });
			await run(sim, {
				resource: 'instance',
				operation: 'setSettings',
				updateFields: { webhookUrl: '' },
			});
			expect(requestsOf(sim)[0].body).toEqual({ webhookUrl: '' });
			expect(sim.control.settings().webhookUrl).toBe('');
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
		])('setSettings refuses %p', async (updateFields, message) => {
			await expectRefused(
				sim,
				{ resource: 'instance', operation: 'setSettings', updateFields },
				message,
			);
		});

		it('getState gives stateInstance', async () => {
			const result = await run(sim, { resource: 'instance', operation: 'getState' });
			expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'getStateInstance')]);
			expect(jsonOf(result)).toEqual([{ stateInstance: 'authorized' }]);
		});

		it('getState keeps the field when a new instance answers null', async () => {
			sim.control.fail('getStateInstance', { status: 200, body: null });
			const result = await run(sim, { resource: 'instance', operation: 'getState' });
			expect(result.error).toBeUndefined();
			expect(jsonOf(result)).toEqual([{ stateInstance: null }]);
		});

		it('getAccount gives the linked account (getWaSettings)', async () => {
			const result = await run(sim, { resource: 'instance', operation: 'getAccount' });
			expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'getWaSettings')]);
			expect(jsonOf(result)).toEqual([
				expect.objectContaining({ phone: '79990000000', stateInstance: 'authorized' }),
			]);
		});

		it('reboot gives isReboot', async () => {
			const result = await run(sim, { resource: 'instance', operation: 'reboot' });
			expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'reboot')]);
			expect(jsonOf(result)).toEqual([{ isReboot: true }]);
		});

		it('logout gives isLogout and unlinks the phone', async () => {
			const result = await run(sim, { resource: 'instance', operation: 'logout' });
			expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'logout')]);
			expect(jsonOf(result)).toEqual([{ isLogout: true }]);
			const state = await run(sim, { resource: 'instance', operation: 'getState' });
			expect(jsonOf(state)).toEqual([{ stateInstance: 'notAuthorized' }]);
		});

		it('getQr of an authorized instance explains there is no code', async () => {
			const result = await run(sim, { resource: 'instance', operation: 'getQr' });
			expect(requestsOf(sim)).toEqual([accepted(sim, 'GET', 'qr')]);
			expect(result.items).toHaveLength(1);
			expect(result.items[0].binary).toBeUndefined();
			expect(result.items[0].json).toEqual({
				type: 'alreadyLogged',
				message: 'instance account already authorized',
				qrCodeAvailable: false,
				meaning: expect.stringContaining('already authorized'),
			});
		});

		it('getQr refuses an empty output field name', async () => {
			await expectRefused(
				sim,
				{ resource: 'instance', operation: 'getQr', binaryPropertyName: ' ' },
				'Put Output File in Field is empty',
			);
		});
	});

	describe('starting', () => {
		const sim = useSimulator({ instance: { stateInstance: 'starting' } });

		it('getQr of a starting instance passes the error on with its meaning', async () => {
			const result = await run(sim, { resource: 'instance', operation: 'getQr' });
			expect(result.error).toBeUndefined();
			expect(result.items[0].binary).toBeUndefined();
			expect(result.items[0].json).toEqual({
				type: 'error',
				message: 'instance is starting, try later',
				qrCodeAvailable: false,
				meaning: expect.stringContaining('No QR code is available'),
			});
		});
	});

	describe('waiting for a scan', () => {
		// A fake clock keeps the code from changing (it is renewed every 20 s) between the two reads.
		const sim = useSimulator({
			clock: createClock(Date.UTC(2026, 0, 1)),
			instance: { stateInstance: 'notAuthorized' },
		});

		it('getQr of an instance waiting for a scan outputs the PNG byte for byte as binary', async () => {
			const result = await run(sim, {
				resource: 'instance',
				operation: 'getQr',
				binaryPropertyName: 'qr',
			});
			expect(result.error).toBeUndefined();
			const direct = await axios.get<{ type: string; message: string }>(
				`${sim.url}/waInstance${sim.instance.idInstance}/qr/${TOKEN}`,
			);
			const expected = Buffer.from(direct.data.message, 'base64');
			expect(expected.subarray(1, 4).toString('latin1')).toBe('PNG');

			const [item] = result.items;
			expect(item.json).toEqual({
				type: 'qrCode',
				message: direct.data.message,
				qrCodeAvailable: true,
				meaning: expect.stringContaining('Scan the QR code'),
			});
			expect(Object.keys(item.binary ?? {})).toEqual(['qr']);
			const binary = item.binary?.qr;
			if (!binary) throw new Error('no binary field qr');
			expect(binary).toMatchObject({
				mimeType: 'image/png',
				fileName: 'qr.png',
				fileExtension: 'png',
			});
			expect(Buffer.from(binary.data, 'base64').equals(expected)).toBe(true);
		});
	});
});

const SECRET = 'c0ffee'.repeat(10);

describe('settings outputs mask webhookUrlToken', () => {
	const sim = useSimulator({}, { perTest: true });

	it.each([
		['a bare secret', SECRET],
		['a Bearer token', `Bearer ${SECRET}`],
		['a Basic token', `Basic ${SECRET}`],
	])('Get Settings shows %s as *** and every other setting as it is', async (_case, token) => {
		sim.control.setSettings({ webhookUrl: 'https://n8n.example.com/hook', webhookUrlToken: token });

		const result = await run(sim, { resource: 'instance', operation: 'getSettings' });

		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ ...sim.control.settings(), webhookUrlToken: '***' }]);
		expect(sim.control.settings().webhookUrlToken).toBe(token);
		expect(runText(result)).not.toContain(SECRET);
		expect(runText(result)).not.toContain(SECRET.slice(0, 8));
	});

	it('Get Settings keeps an empty token empty, so "none set" stays visible', async () => {
		sim.control.setSettings({ webhookUrlToken: '' });

		const result = await run(sim, { resource: 'instance', operation: 'getSettings' });

		expect(jsonOf(result)[0].webhookUrlToken).toBe('');
	});

	it('Get Settings masks a token of another type too', async () => {
		sim.control.fail('getSettings', {
			status: 200,
			body: { webhookUrl: '', webhookUrlToken: { value: SECRET } },
		});

		const result = await run(sim, { resource: 'instance', operation: 'getSettings' });

		expect(jsonOf(result)).toEqual([{ webhookUrl: '', webhookUrlToken: '***' }]);
	});

	it('Set Settings masks the token when the answer echoes the settings (some gateways do)', async () => {
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
});

/* Get Account and the login steps on each messenger; every refusal before any request. */
describe('instance → getAccount on each messenger', () => {
	const start = useSimulators();

	it.each([
		['whatsapp', 'getWaSettings'],
		['max', 'getAccountSettings'],
		['telegram', 'getAccountSettings'],
	] as const)('%s calls %s and passes the account on', async (messenger, method) => {
		const sim = await start({ messenger });
		const result = await run(sim, { resource: 'instance', operation: 'getAccount' });
		expect(requestsOf(sim).map((r) => r.path.split('/')[2])).toEqual([method]);
		expect(jsonOf(result)[0]).toMatchObject({ stateInstance: 'authorized' });
	});
});

describe('the login steps of MAX and Telegram', () => {
	const start = useSimulators();
	const instance = (operation: string, fields: Record<string, unknown> = {}) => ({
		resource: 'instance',
		operation,
		...fields,
	});

	it('MAX: QR code, then the password', async () => {
		const sim = await start({ messenger: 'max' });
		sim.control.setState('notAuthorized');
		const qr = await run(sim, instance('getQr'));
		expect(jsonOf(qr)[0]).toMatchObject({ type: 'qrCode', qrCodeAvailable: true });
		expect(String(jsonOf(qr)[0].meaning)).toMatch(/MAX/);
		const wrong = await run(sim, instance('sendAuthorizationPassword', { password: 'nope' }));
		expect(jsonOf(wrong)).toEqual([
			{
				status: false,
				data: { status: 'fail', reason: 'invalid_password' },
				meaning: 'The password is wrong.',
			},
		]);
		const right = await run(sim, instance('sendAuthorizationPassword', { password: 'qwerty' }));
		expect(jsonOf(right)[0]).toMatchObject({ status: true });
		expect(requestsOf(sim).map((r) => [r.path.split('/')[2], r.body])).toEqual([
			['qr', null],
			['sendAuthorizationPassword', { password: 'nope' }],
			['sendAuthorizationPassword', { password: 'qwerty' }],
		]);
	});

	it('Telegram: the code with the password in one step', async () => {
		const sim = await start({ messenger: 'telegram' });
		sim.control.setState('notAuthorized');
		await run(sim, instance('startAuthorization', { phoneNumber: 79001234561 }));
		const done = await run(
			sim,
			instance('sendAuthorizationCode', {
				code: '123456',
				additionalFields: { password: 'qwerty' },
			}),
		);
		expect(jsonOf(done)[0]).toMatchObject({ status: true });
		expect(requestsOf(sim).map((r) => [r.path.split('/')[2], r.body])).toEqual([
			['startAuthorization', { phoneNumber: 79001234561 }],
			['sendAuthorizationCode', { code: '123456', password: 'qwerty' }],
		]);
	});

	it('MAX: no password with the code, and the code is digits', async () => {
		const sim = await start({ messenger: 'max' });
		const withPassword = await run(
			sim,
			instance('sendAuthorizationCode', { code: '123456', additionalFields: { password: 'x' } }),
		);
		expect(withPassword.error?.message).toBe('MAX takes no password with the code [item 0]');
		const letters = await run(sim, instance('sendAuthorizationCode', { code: '12ab' }));
		expect(letters.error?.message).toBe('Code must be digits only [item 0]');
		expect(sim.control.requests()).toEqual([]);
	});

	it('Telegram: a password-protected account waits in pendingPassword, which the QR answer says', async () => {
		const sim = await start({ messenger: 'telegram' });
		sim.control.setState('pendingPassword');
		const qr = await run(sim, instance('getQr'));
		expect(jsonOf(qr)[0]).toMatchObject({
			type: 'already_registered',
			qrCodeAvailable: false,
			meaning: expect.stringContaining('Send Authorization Password'),
		});
	});
});
