'use strict';
// The instance: settings, state, phone-side settings, profile picture, API token, reboot,
// logout, QR code.
const crypto = require('crypto');
const { applySettings } = require('../settings');
const { upload, getInt, ServiceError } = require('../validation');
const { HttpError, codeBody } = require('../errors');
const { qrPng } = require('../png');

/** setProfilePicture: at most once per 10 s, a limit of the messenger (SetProfilePicture page). */
const PROFILE_PICTURE_PERIOD_MS = 10000;

function getWaSettings(ctx) {
	const { state } = ctx.core;
	const on = state.isAuthorized();
	const phone = on ? state.instance.wid.replace(/@.*/, '') : '';
	return {
		avatar: on ? state.avatars.get(state.instance.wid) || '' : '',
		phone,
		stateInstance: state.stateInstance,
		deviceId: on ? `SIM${state.instance.idInstance}` : '',
		base64Avatar: '',
		chatId: on ? `${phone}@lid` : '',
		historySyncProgress: on ? 100 : 0,
		logoutProcess: false,
		...suspension(state),
	};
}

/**
 * When a suspension ends: `suspendedUntil` since release 5.44.37.12, `yellowCardUntil` on
 * instances still in the older yellowCard state.
 */
function suspension(state) {
	if (state.stateInstance === 'suspended') return { suspendedUntil: state.suspendedUntil };
	if (state.stateInstance === 'yellowCard') return { yellowCardUntil: state.suspendedUntil };
	return {};
}

/**
 * MAX and Telegram's account information (their GetAccountSettings pages): avatar, phone and
 * chat id are empty unless the account is logged in; MAX adds what its live answers carry.
 */
function getAccountSettings(ctx) {
	const { state, messenger } = ctx.core;
	const on = state.isLoggedIn();
	return {
		avatar: on ? state.avatars.get(state.self) || '' : '',
		phone: on ? state.instance.wid.replace(/@.*/, '') : '',
		stateInstance: state.stateInstance,
		chatId: on ? state.self : '',
		...messenger.accountExtras(state),
	};
}

/**
 * The instance's own profile picture (multipart `file`, a JPEG); getAvatar of the own chat shows
 * it. A second picture within 10 s answers 200 with reason rate-overlimit.
 */
function setProfilePicture(ctx) {
	const { file } = upload(ctx, {});
	const { state, files, clock } = ctx.core;
	if (file.data.length === 0) throw new ServiceError(400, 'File is empty');
	if (!(file.data[0] === 0xff && file.data[1] === 0xd8 && file.data[2] === 0xff))
		throw new ServiceError(400, 'Unsupported media type');
	const last = state.profilePictureAt;
	if (last !== null && clock.now() - last < PROFILE_PICTURE_PERIOD_MS)
		return { reason: 'rate-overlimit', urlAvatar: '', setProfilePicture: false };
	state.profilePictureAt = clock.now();
	const urlAvatar = files.putUnique(file.fileName || 'avatar.jpg', {
		contentType: file.contentType,
		body: file.data,
	});
	state.avatars.set(state.self, urlAvatar);
	return { reason: null, urlAvatar, setProfilePicture: true };
}

/** A new API token (50 hex digits, as the page's example); the old one stops working at once. */
function updateApiToken(ctx) {
	const apiTokenInstance = crypto.randomBytes(25).toString('hex');
	ctx.core.state.instance.apiTokenInstance = apiTokenInstance;
	return { apiTokenInstance };
}

/** A QR code while notAuthorized (which starts a login); otherwise the messenger's answer. */
function qr(ctx) {
	const { state, clock, messenger } = ctx.core;
	const answer = messenger.qrAnswers[state.stateInstance];
	if (answer) return { ...answer };
	if (state.stateInstance !== 'notAuthorized') {
		return { type: 'error', message: `instance is ${state.stateInstance}, try later` };
	}
	if (state.passkey)
		return { type: state.passkey, message: 'WhatsApp requires PassKey authorization' };
	state.login.qrIssued = true;
	const period = Math.floor(clock.now() / messenger.qrPeriodMs);
	return {
		type: 'qrCode',
		message: qrPng(`${state.instance.idInstance}:${period}`).toString('base64'),
	};
}

/**
 * The states the instance took, newest first (green-api.com/en/docs/api/account/
 * GetStateInstanceHistory/). `count` (default 100) comes as a JSON body on this GET in the docs
 * and as a URL parameter from the JS SDK: both are read.
 */
function getStateInstanceHistory(ctx) {
	const count = getInt(ctx, 'count', { def: 100, min: 1 });
	return ctx.core.state.stateHistory.slice().reverse().slice(0, count);
}

const methods = [
	{ name: 'getSettings', http: 'GET', handler: (ctx) => ctx.core.state.settingsView() },
	{
		name: 'setSettings',
		http: 'POST',
		handler(ctx) {
			const ignored = applySettings(ctx.core.state.settings, ctx.body);
			if (ignored.length) ctx.note(`ignored: ${ignored.join(', ')}`);
			return { saveSettings: true };
		},
	},
	{
		name: 'getStateInstance',
		http: 'GET',
		handler: (ctx) => ({ stateInstance: ctx.core.state.stateInstance }),
	},
	{
		name: 'getStatusInstance',
		http: 'GET',
		handler: (ctx) => ({ statusInstance: ctx.core.state.statusInstance }),
	},
	{ name: 'getWaSettings', http: 'GET', handler: getWaSettings },
	{ name: 'getAccountSettings', http: 'GET', handler: getAccountSettings },
	{ name: 'reboot', http: 'GET', handler: () => ({ isReboot: true }) },
	{
		name: 'logout',
		http: 'GET',
		handler(ctx) {
			ctx.core.setState('notAuthorized');
			return { isLogout: true };
		},
	},
	{ name: 'qr', http: 'GET', handler: qr },
	{ name: 'getStateInstanceHistory', http: 'GET', body: 'json', handler: getStateInstanceHistory },
	{ name: 'setProfilePicture', http: 'POST', body: 'multipart', handler: setProfilePicture },
	{ name: 'updateApiToken', http: 'GET', handler: updateApiToken },
	// "Temporarily not working" at the service: 405 (green-api.com/en/docs/api/common-errors/).
	{
		name: 'getDeviceInfo',
		http: 'GET',
		handler: () => {
			throw new HttpError(405, codeBody(405));
		},
	},
];

module.exports = { methods };
