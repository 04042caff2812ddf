'use strict';
// Logging a WhatsApp instance in without a QR code: getAuthorizationCode gives a code that the
// person enters on the phone (green-api.com/en/docs/api/account/GetAuthorizationCode/). The
// control API's enterPairingCode plays the phone.
const crypto = require('crypto');
const { body, num, fail } = require('../validation');

/** A pairing code lives about 2.5 minutes (GetAuthorizationCode page). */
const PAIRING_LIFETIME_MS = 150000;
/** Letters and digits a WhatsApp pairing code is written in (the page's example: GAPI2015). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTVWXYZ0123456789';

const newCode = () =>
	Array.from({ length: 8 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');

/**
 * `{phoneNumber}`, an integer of the account's number (checkWhatsapp's rule) → `{status, code}`.
 * Only a notAuthorized instance gives a code; otherwise `status` is false (README.md, choices).
 */
function getAuthorizationCode(ctx) {
	const b = body(ctx, { phoneNumber: num({ required: true, integer: true }) });
	const digits = String(b.phoneNumber).length;
	if (b.phoneNumber < 0 || digits < 11 || digits > 16)
		fail('bad phone number, valid 11 or 12 digits');
	const { state, clock } = ctx.core;
	if (state.stateInstance !== 'notAuthorized') return { status: false, code: '' };
	const code = newCode();
	state.login.pairing = { code, issuedAt: clock.now() };
	return { status: true, code };
}

/**
 * The person enters `code` (default: the last one given out) under Linked devices → Link with
 * phone number instead: a live code authorizes the instance (stateInstanceChanged).
 * @param {any} core
 * @param {string} [code]
 */
function enterPairingCode(core, code) {
	const { pairing } = core.state.login;
	if (core.state.stateInstance !== 'notAuthorized' || !pairing)
		throw new Error('enterPairingCode: no pairing code was given out since the last login');
	if (core.clock.now() - pairing.issuedAt > PAIRING_LIFETIME_MS)
		throw new Error('enterPairingCode: the pairing code has expired');
	if (code !== undefined && code !== pairing.code)
		throw new Error(`enterPairingCode: ${code} is not the code given out`);
	return core.setState('authorized');
}

const methods = [{ name: 'getAuthorizationCode', http: 'POST', handler: getAuthorizationCode }];

module.exports = { methods, enterPairingCode, PAIRING_LIFETIME_MS };
