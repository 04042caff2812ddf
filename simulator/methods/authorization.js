'use strict';
// Logging a MAX or Telegram instance in besides the QR code: the 2FA password
// (green-api.com/v3/docs/api/account/SendAuthorizationPassword/, and Telegram's page of that
// name) and the code sent to the phone (StartAuthorization, SendAuthorizationCode; deprecated on
// MAX). Every answer is {status, data: {status, reason}} with the reasons those pages list.
const { body, num, str, fail } = require('../validation');

/** The code the simulator "sends" (the docs' example value) and how long it lives. */
const CODE = '123456';
// Telegram's StartAuthorization page: a code lives 5 minutes.
const CODE_LIFETIME_MS = 5 * 60 * 1000;
/** Wrong passwords accepted before rate_limit_exceeded (until the login starts over). */
const PASSWORD_TRIES = 3;

const answer = (ok, reason = '') => ({
	status: ok,
	data: { status: ok ? 'success' : 'fail', reason },
});

/** Checks the 2FA password of a login in progress; a right one authorizes the instance. */
function tryPassword(core, password) {
	const { login } = core.state;
	if (login.passwordFailures >= PASSWORD_TRIES) return answer(false, 'rate_limit_exceeded');
	if (password !== core.password) {
		login.passwordFailures += 1;
		return answer(false, 'invalid_password');
	}
	core.setState('authorized');
	return answer(true);
}

function sendAuthorizationPassword(ctx) {
	const b = body(ctx, { password: str({ required: true }) });
	const { core } = ctx;
	const { state, messenger } = core;
	if (state.isLoggedIn()) return answer(false, 'already_registered');
	// MAX: the password follows a QR code; Telegram: the instance waits in pendingPassword.
	const started =
		messenger.passwordStep === 'qr'
			? state.login.qrIssued
			: state.stateInstance === messenger.passwordStep;
	if (!started) return answer(false, 'authorization_not_started');
	return tryPassword(core, b.password);
}

function startAuthorization(ctx) {
	const b = body(ctx, { phoneNumber: num({ required: true, integer: true }) });
	const { state, messenger, clock } = ctx.core;
	if (b.phoneNumber < 0 || !messenger.checkPhone.test(b.phoneNumber))
		fail(messenger.checkPhone.text);
	if (state.isLoggedIn()) return answer(false, 'already_registered');
	state.login.codeRequestedAt = clock.now();
	return answer(true);
}

function sendAuthorizationCode(ctx) {
	const { core } = ctx;
	const { state, messenger, clock } = core;
	const b = body(ctx, {
		code: str({ required: true }),
		...(messenger.codeTakesPassword ? { password: str() } : {}),
	});
	if (state.isLoggedIn()) return answer(false, 'already_registered');
	const requested = state.login.codeRequestedAt;
	if (requested === null) return answer(false, 'authorization_not_started');
	if (clock.now() - requested > CODE_LIFETIME_MS) return answer(false, 'code_expired');
	if (b.code !== CODE) return answer(false, 'verify_code_wrong');
	// Telegram: an account with a password needs it too; without one given, it waits for it.
	if (!messenger.codeTakesPassword) {
		core.setState('authorized');
		return answer(true);
	}
	if (b.password === undefined) {
		core.setState('pendingPassword');
		return answer(true);
	}
	return tryPassword(core, b.password);
}

const methods = [
	{ name: 'sendAuthorizationPassword', http: 'POST', handler: sendAuthorizationPassword },
	{ name: 'startAuthorization', http: 'POST', handler: startAuthorization },
	{ name: 'sendAuthorizationCode', http: 'POST', handler: sendAuthorizationCode },
];

module.exports = { methods, CODE };
