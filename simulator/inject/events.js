'use strict';
// Events of the instance itself: its state and online status, its phone's device data, and a
// quota that ran out.
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
