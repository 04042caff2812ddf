/*
 * Requests per second each messenger's instances take per method before the service answers 429,
 * as its rate limiter page publishes them: green-api.com/en/docs/api/ratelimiter/ (WhatsApp),
 * green-api.com/v3/docs/api/ratelimiter/ (MAX), green-api.com/en/telegram/docs/api/ratelimiter/
 * (Telegram). The limits count per instance and method.
 */

/** Method → requests per second. */
export type RateTable = Readonly<Record<string, number>>;

/**
 * The pace of a method its messenger's page gives no figure for: 1 request per second, the figure
 * most methods of all three pages have, so it is seldom above the real limit; a 429 slows it
 * further. The node's Options → Requests per Second sets another.
 */
export const UNPUBLISHED_RPS = 1;

/** A page's groups (requests per second → space-separated methods) as one figure per method. */
function byRate(groups: Record<number, string>): RateTable {
	const table: Record<string, number> = {};
	for (const [rate, methods] of Object.entries(groups))
		for (const method of methods.split(' ')) table[method] = Number(rate);
	return table;
}

const NOTIFICATIONS = 'receiveNotification deleteNotification';
const SENDS = 'sendMessage sendFileByUrl sendFileByUpload sendLocation sendContact';
const LOGIN = 'sendAuthorizationPassword startAuthorization sendAuthorizationCode';
const ACCOUNT = 'logout getStateInstance reboot getSettings setSettings';
const JOURNALS_AND_QUEUES =
	'getChatHistory getMessage lastIncomingMessages lastOutgoingMessages getMessagesCount showMessagesQueue clearMessagesQueue getWebhooksCount clearWebhooksQueue';

export const WHATSAPP_RATES = byRate({
	100: NOTIFICATIONS,
	50: `${SENDS} sendPoll forwardMessages sendButtons sendTemplateButtons sendListMessage sendLink sendTemplate`,
	10: 'getMessage addGroupParticipant removeGroupParticipant setGroupAdmin removeAdmin leaveGroup readChat checkWhatsapp getAvatar deleteMessage archiveChat unarchiveChat deleteStatus',
	5: 'downloadFile sendTextStatus sendVoiceStatus sendMediaStatus',
	3: 'qr',
	1: `${ACCOUNT} getStatusInstance scanQrCode getWaSettings getChatHistory lastIncomingMessages lastOutgoingMessages createGroup updateGroupName getGroupData setGroupPicture getDeviceInfo getContacts getContactInfo editMessage setDisappearingChat clearMessagesQueue showMessagesQueue getIncomingStatuses getOutgoingStatuses getStatusStatistic`,
	// The Russian and Hebrew pages and the newest English one; an older English copy says 1.
	0.1: 'setProfilePicture',
});

export const MAX_RATES = byRate({
	100: NOTIFICATIONS,
	50: `${SENDS} forwardMessages`,
	// checkAccount and getContactInfo here and getContacts at 1/s: the figures a third-party MAX
	// client sets; the page's table ends before them.
	10: 'getGroupData checkAccount getContactInfo',
	1: `qr ${LOGIN} ${ACCOUNT} setProfilePicture getAccountSettings uploadFile downloadFile ${JOURNALS_AND_QUEUES} createGroup updateGroupName updateGroupSettings addGroupParticipant removeGroupParticipant getContacts`,
});

// The page's table ends at its groups heading: no figure for group and service methods.
export const TELEGRAM_RATES = byRate({
	100: NOTIFICATIONS,
	50: `${SENDS} sendPoll`,
	5: 'downloadFile',
	3: 'qr',
	1: `${LOGIN} ${ACCOUNT} getAccountSettings ${JOURNALS_AND_QUEUES}`,
	0.1: 'setProfilePicture',
});
