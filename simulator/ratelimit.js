'use strict';
// Per-method, per-instance request rates (per second), each messenger's own table:
// WhatsApp green-api.com/en/docs/api/ratelimiter/, MAX green-api.com/v3/docs/api/ratelimiter/
// (plus checkAccount, getContactInfo and getContacts as a third-party MAX client sets them),
// Telegram green-api.com/en/telegram/docs/api/ratelimiter/. A method a table does not list has no
// limit here (the pages are cut short; README.md "Choices where the documents are silent").
// A sliding window on the simulator clock: n requests per second, or 1 per 1/rps seconds.

/** @param {Record<string, string>} table rps → space-separated method names */
function byMethod(table) {
	/** @type {Record<string, number>} */
	const rps = {};
	for (const [rate, names] of Object.entries(table))
		for (const n of names.split(' ')) rps[n.toLowerCase()] = Number(rate);
	return rps;
}

const RATES = {
	whatsapp: byMethod({
		1: 'getSettings setSettings getStateInstance getStatusInstance reboot logout scanQrCode getWaSettings getChatHistory lastIncomingMessages lastOutgoingMessages createGroup updateGroupName getGroupData setGroupPicture getDeviceInfo getContacts getContactInfo editMessage setDisappearingChat clearMessagesQueue showMessagesQueue getIncomingStatuses getOutgoingStatuses getStatusStatistic',
		3: 'qr',
		0.1: 'setProfilePicture',
		5: 'downloadFile sendTextStatus sendVoiceStatus sendMediaStatus',
		10: 'getMessage addGroupParticipant removeGroupParticipant setGroupAdmin removeAdmin leaveGroup readChat checkWhatsapp getAvatar deleteMessage archiveChat unarchiveChat deleteStatus',
		50: 'sendMessage sendFileByUpload sendFileByUrl sendLocation sendContact sendPoll forwardMessages sendLink sendButtons sendTemplateButtons sendListMessage sendTemplate',
		100: 'receiveNotification deleteNotification',
	}),
	max: byMethod({
		1: 'qr sendAuthorizationPassword startAuthorization sendAuthorizationCode logout getStateInstance reboot getSettings setSettings setProfilePicture getAccountSettings uploadFile downloadFile getChatHistory getMessage lastIncomingMessages lastOutgoingMessages getMessagesCount showMessagesQueue clearMessagesQueue getWebhooksCount clearWebhooksQueue createGroup updateGroupName updateGroupSettings addGroupParticipant removeGroupParticipant getContacts',
		10: 'getGroupData checkAccount getContactInfo',
		50: 'sendMessage sendFileByUrl sendFileByUpload sendLocation sendContact forwardMessages',
		100: 'receiveNotification deleteNotification',
	}),
	telegram: byMethod({
		0.1: 'setProfilePicture',
		1: 'sendAuthorizationPassword startAuthorization sendAuthorizationCode logout getStateInstance reboot getSettings setSettings getAccountSettings getChatHistory getMessage lastIncomingMessages lastOutgoingMessages getMessagesCount showMessagesQueue clearMessagesQueue getWebhooksCount clearWebhooksQueue',
		3: 'qr',
		5: 'downloadFile',
		50: 'sendMessage sendFileByUrl sendFileByUpload sendLocation sendContact sendPoll',
		100: 'receiveNotification deleteNotification',
	}),
};
/** WhatsApp's table, by lower-cased method name. */
const RPS = RATES.whatsapp;

/**
 * @param {{ now(): number }} clock
 * @param {Record<string, number>} [rates] requests per second by lower-cased method name
 */
function createRateLimiter(clock, rates = RPS) {
	const windows = new Map();
	return {
		/** Records a request; false when it is over the method's limit (then it is not counted). */
		allow(method) {
			// Method names are case-insensitive, so SendMessage and sendMessage share a window.
			const key = method.toLowerCase();
			const rps = rates[key];
			if (!rps) return true;
			const [count, span] = rps >= 1 ? [rps, 1000] : [1, 1000 / rps];
			const now = clock.now();
			const recent = (windows.get(key) || []).filter((t) => t > now - span);
			windows.set(key, recent);
			if (recent.length >= count) return false;
			recent.push(now);
			return true;
		},
		reset: () => windows.clear(),
	};
}

module.exports = { createRateLimiter, RPS, RATES };
