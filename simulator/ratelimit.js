'use strict';
// Per-method, per-instance request rates of green-api.com/en/docs/api/ratelimiter/ (per second).
// A sliding window on the simulator clock: n requests per second, or 1 per 1/rps seconds.

const RPS = {};
const table = {
	1: 'getSettings setSettings getStateInstance getStatusInstance reboot logout scanQrCode getWaSettings getChatHistory lastIncomingMessages lastOutgoingMessages createGroup updateGroupName getGroupData setGroupPicture getDeviceInfo getContacts getContactInfo setDisappearingChat clearMessagesQueue showMessagesQueue getIncomingStatuses getOutgoingStatuses getStatusStatistic',
	3: 'qr',
	0.1: 'setProfilePicture',
	5: 'downloadFile sendTextStatus sendVoiceStatus sendMediaStatus',
	10: 'getMessage addGroupParticipant removeGroupParticipant setGroupAdmin removeAdmin leaveGroup readChat checkWhatsapp getAvatar deleteMessage archiveChat unarchiveChat deleteStatus',
	50: 'sendMessage sendFileByUpload sendFileByUrl sendLocation sendContact sendPoll forwardMessages sendLink sendButtons sendTemplateButtons sendListMessage sendTemplate',
	100: 'receiveNotification deleteNotification',
};
for (const [rps, names] of Object.entries(table))
	for (const n of names.split(' ')) RPS[n.toLowerCase()] = Number(rps);

function createRateLimiter(clock) {
	const windows = new Map();
	return {
		/** Records a request; false when it is over the method's limit (then it is not counted). */
		allow(method) {
			// Method names are case-insensitive, so SendMessage and sendMessage share a window.
			const key = method.toLowerCase();
			const rps = RPS[key];
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

module.exports = { createRateLimiter, RPS };
