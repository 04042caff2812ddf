'use strict';
// The instance: settings, state, phone-side settings, reboot, logout, QR code.
const { applySettings } = require('../settings');
const { upload } = require('../validation');
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

/** The instance's own profile picture (multipart `file`); getAvatar of the own wid shows it. */
function setProfilePicture(ctx) {
	const { file } = upload(ctx, {});
	const { state, files } = ctx.core;
	const urlAvatar = files.putUnique(file.fileName || 'avatar.jpg', {
		contentType: file.contentType,
		body: file.data,
	});
	state.avatars.set(state.instance.wid, urlAvatar);
	return { setProfilePicture: true, urlAvatar, reason: '' };
}

function qr(ctx) {
	const { state, clock } = ctx.core;
	if (state.stateInstance === 'authorized')
		return { type: 'alreadyLogged', message: 'instance account already authorized' };
	if (state.stateInstance !== 'notAuthorized') {
		return { type: 'error', message: `instance is ${state.stateInstance}, try later` };
	}
	// The service refreshes the code every 20 s.
	const period = Math.floor(clock.now() / 20000);
	return {
		type: 'qrCode',
		message: qrPng(`${state.instance.idInstance}:${period}`).toString('base64'),
	};
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
