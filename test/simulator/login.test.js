'use strict';
// Logging a WhatsApp instance in without scanning: a pairing code the phone enters (control
// enterPairingCode), and the PassKey answer of qr (control requirePasskey).
const { bootPerTest } = require('./helpers');

const boot = bootPerTest();
const PHONE = { phoneNumber: 441234567890 };

/** A WhatsApp instance waiting to be linked, notifications to the polling queue. */
async function loggedOut() {
	const t = await boot({ instance: { stateInstance: 'notAuthorized' } });
	t.control.setSettings({ stateWebhook: 'yes' });
	return t;
}

describe('pairing code', () => {
	test('the phone enters the code given out: the instance is authorized and says so', async () => {
		const t = await loggedOut();
		const { code } = (await t.call('getAuthorizationCode', { body: PHONE })).json;
		const notification = t.control.enterPairingCode(code);
		expect(notification).toMatchObject({
			typeWebhook: 'stateInstanceChanged',
			stateInstance: 'authorized',
		});
		expect((await t.call('getStateInstance')).json).toEqual({ stateInstance: 'authorized' });
		expect((await t.call('receiveNotification')).json.body).toEqual(notification);
		expect(() => t.control.enterPairingCode(code)).toThrow(
			'enterPairingCode: no pairing code was given out since the last login',
		);
	});

	test('without a code it takes the last one; a newer code replaces the older', async () => {
		const t = await loggedOut();
		const first = (await t.call('getAuthorizationCode', { body: PHONE })).json.code;
		await t.call('getAuthorizationCode', { body: PHONE });
		expect(() => t.control.enterPairingCode(first)).toThrow(
			`enterPairingCode: ${first} is not the code given out`,
		);
		expect(t.control.enterPairingCode().stateInstance).toBe('authorized');
	});

	test('a code lives 2.5 minutes', async () => {
		const t = await loggedOut();
		await t.call('getAuthorizationCode', { body: PHONE });
		t.control.advance(150001);
		expect(() => t.control.enterPairingCode()).toThrow(
			'enterPairingCode: the pairing code has expired',
		);
		expect((await t.call('getStateInstance')).json).toEqual({ stateInstance: 'notAuthorized' });
	});

	test('over HTTP: POST /__control/pairing-code', async () => {
		const t = await loggedOut();
		const { code } = (await t.call('getAuthorizationCode', { body: PHONE })).json;
		const post = (body) =>
			fetch(`${t.sim.url}/__control/pairing-code`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify(body),
			});
		const wrong = await post({ code: 'WRONG123' });
		expect([wrong.status, await wrong.json()]).toEqual([
			400,
			{ error: 'enterPairingCode: WRONG123 is not the code given out' },
		]);
		const right = await post({ code });
		expect([right.status, (await right.json()).stateInstance]).toEqual([200, 'authorized']);
	});
});

describe('PassKey', () => {
	test.each(/** @type {const} */ (['passkeyRequired', 'PassKeyRequire']))(
		'qr answers the %s type while notAuthorized, until the control clears it',
		async (type) => {
			const t = await loggedOut();
			t.control.requirePasskey(type);
			expect((await t.call('qr')).json).toEqual({
				type,
				message: 'WhatsApp requires PassKey authorization',
			});
			t.control.requirePasskey(null);
			expect((await t.call('qr')).json.type).toBe('qrCode');
		},
	);

	test('a logged-in instance still answers alreadyLogged; other types and MAX are refused', async () => {
		const t = await boot();
		t.control.requirePasskey('passkeyRequired');
		expect((await t.call('qr')).json.type).toBe('alreadyLogged');
		// @ts-expect-error: a type the service does not send, refused at run time too
		expect(() => t.control.requirePasskey('passkey')).toThrow(
			'requirePasskey: passkeyRequired or PassKeyRequire (or null), not passkey',
		);
		const max = await boot({ messenger: 'max' });
		expect(() => max.control.requirePasskey('passkeyRequired')).toThrow(
			'requirePasskey: MAX instances have no PassKey login',
		);
	});

	test('over HTTP: POST /__control/passkey', async () => {
		const t = await loggedOut();
		const r = await fetch(`${t.sim.url}/__control/passkey`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ type: 'PassKeyRequire' }),
		});
		expect([r.status, await r.json()]).toEqual([200, { ok: true }]);
		expect((await t.call('qr')).json.type).toBe('PassKeyRequire');
	});
});
