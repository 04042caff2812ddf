'use strict';
// Events of the instance itself: its state and online status, a login on the phone, its phone's
// device data, and a quota that ran out.
const { enterPairingCode } = require('../methods/pairing');

/** The spellings of qr's PassKey type: the release page's and the news post's. */
const PASSKEY_TYPES = ['passkeyRequired', 'PassKeyRequire'];

function eventInjector(core) {
	const { state } = core;
	/** @satisfies {Partial<import('../index').Control>} */
	const events = {
		setState: (stateInstance) => core.setState(stateInstance),
		setStatus(statusInstance) {
			if (!['online', 'offline'].includes(statusInstance))
				throw new Error(`setStatus: online or offline, not ${statusInstance}`);
			// Built first: MAX and Telegram instances have no status, and refuse.
			const body = core.notify.statusChanged(statusInstance);
			state.statusInstance = statusInstance;
			return body;
		},
		enterPairingCode: (code) => enterPairingCode(core, code),
		requirePasskey(type) {
			if (core.messenger.name !== 'whatsapp')
				throw new Error(`requirePasskey: ${core.messenger.label} instances have no PassKey login`);
			if (type !== null && !PASSKEY_TYPES.includes(type))
				throw new Error(`requirePasskey: ${PASSKEY_TYPES.join(' or ')} (or null), not ${type}`);
			state.passkey = type;
		},
		injectDeviceInfo: (deviceData = {}) =>
			core.notify.deviceInfo({
				platform: 'android',
				deviceManufacturer: 'Google',
				deviceModel: 'Pixel 7',
				osVersion: '14',
				waVersion: '2.24.10.74',
				battery: 80,
				...deviceData,
			}),
		injectQuotaExceeded: (quotaData = {}) =>
			core.notify.quotaExceeded({
				method: 'correspondents',
				used: 3,
				total: 3,
				status: 'CORRESPONDENTS_QUOTA_EXCEEDED',
				description:
					'Monthly limit of correspondents is reached. Upgrade the tariff to write to new chats.',
				...quotaData,
			}),
	};
	return events;
}

module.exports = { eventInjector };
