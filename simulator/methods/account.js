'use strict';
// The instance: settings, state, phone-side settings, reboot, logout, QR code.
const { applySettings } = require('../settings');
const { upload, getInt } = require('../validation');
const { HttpError, codeBody } = require('../errors');
const { qrPng } = require('../png');

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
	};
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

/** The instance's own profile picture (multipart `file`); getAvatar of the own chat shows it. */
function setProfilePicture(ctx) {
	const { file } = upload(ctx, {});
	const { state, files } = ctx.core;
	const urlAvatar = files.putUnique(file.fileName || 'avatar.jpg', {
		contentType: file.contentType,
		body: file.data,
	});
	state.avatars.set(state.self, urlAvatar);
	return { setProfilePicture: true, urlAvatar, reason: '' };
}

/** A QR code while notAuthorized (which starts a login); otherwise the messenger's answer. */
function qr(ctx) {
	const { state, clock, messenger } = ctx.core;
	const answer = messenger.qrAnswers[state.stateInstance];
	if (answer) return { ...answer };
	if (state.stateInstance !== 'notAuthorized') {
		return { type: 'error', message: `instance is ${state.stateInstance}, try later` };
	}
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
