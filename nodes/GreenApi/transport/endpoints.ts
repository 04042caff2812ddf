/**
 * Every API method the package calls: HTTP verb, path shape, host, whether it sends something
 * (sends are never repeated after the service may have accepted them) and the service's
 * documented rate limit in requests per second (green-api.com/en/docs/api/ratelimiter/).
 */
export interface Endpoint {
	http: 'GET' | 'POST' | 'DELETE';
	/** Also served under `/v3/waInstance…`, the path the credential's Use /v3 Paths asks for. */
	v3?: boolean;
	/** Served by the media host (`mediaUrl`). */
	media?: boolean;
	/** Creates or changes something on the service: retried only on 429. */
	send?: boolean;
	rps: number;
}

const read = (http: Endpoint['http'], rps: number): Endpoint => ({ http, rps });
const send = (http: Endpoint['http'], rps: number): Endpoint => ({ http, rps, send: true });

export const ENDPOINTS = {
	// sending
	sendMessage: { ...send('POST', 50), v3: true },
	sendContact: send('POST', 50),
	forwardMessages: send('POST', 50),
	sendFileByUrl: send('POST', 50),
	sendFileByUpload: { ...send('POST', 50), media: true },
	uploadFile: { ...send('POST', 50), media: true },
	sendPoll: send('POST', 50),
	sendLocation: send('POST', 50),
	sendInteractiveButtons: send('POST', 50),
	editMessage: send('POST', 50),
	deleteMessage: send('POST', 10),
	// journals and queue
	getChatHistory: { ...read('POST', 1), v3: true },
	getMessage: read('POST', 10),
	lastIncomingMessages: read('GET', 1),
	lastOutgoingMessages: read('GET', 1),
	showMessagesQueue: { ...read('GET', 1), v3: true },
	clearMessagesQueue: send('GET', 1),
	downloadFile: read('POST', 5),
	// contacts and chats
	getContacts: read('GET', 1),
	getContactInfo: read('POST', 1),
	getAvatar: read('POST', 10),
	checkWhatsapp: read('POST', 10),
	// MAX and Telegram: phone (or Telegram username) → { exist, chatId }; 10/s on MAX (third-party
	// figure, the MAX docs give none)
	checkAccount: read('POST', 10),
	readChat: send('POST', 10),
	archiveChat: send('POST', 10),
	unarchiveChat: send('POST', 10),
	setDisappearingChat: send('POST', 1),
	// statuses (beta)
	sendVoiceStatus: send('POST', 5),
	sendTextStatus: send('POST', 5),
	sendMediaStatus: send('POST', 5),
	deleteStatus: send('POST', 10),
	getOutgoingStatuses: read('GET', 1),
	getIncomingStatuses: read('GET', 1),
	getStatusStatistic: read('GET', 1),
	// groups
	createGroup: send('POST', 1),
	updateGroupName: send('POST', 1),
	getGroupData: read('POST', 1),
	addGroupParticipant: send('POST', 10),
	removeGroupParticipant: send('POST', 10),
	setGroupAdmin: send('POST', 10),
	removeAdmin: send('POST', 10),
	leaveGroup: send('POST', 10),
	setGroupPicture: send('POST', 1),
	// instance
	getSettings: read('GET', 1),
	setSettings: send('POST', 1),
	getStateInstance: read('GET', 1),
	getWaSettings: read('GET', 1),
	// MAX and Telegram: the account of the instance, and the password and phone-code login steps
	// (1/s each on MAX, green-api.com/v3/docs/api/ratelimiter/)
	getAccountSettings: read('GET', 1),
	sendAuthorizationPassword: send('POST', 1),
	startAuthorization: send('POST', 1),
	sendAuthorizationCode: send('POST', 1),
	reboot: send('GET', 1),
	logout: send('GET', 1),
	qr: read('GET', 3),
	// notifications by HTTP API (polling); deleting is safe to repeat: it answers false when gone
	receiveNotification: read('GET', 100),
	deleteNotification: read('DELETE', 100),
} satisfies Record<string, Endpoint>;

export type ApiMethod = keyof typeof ENDPOINTS;

export const STATUS_METHODS: readonly ApiMethod[] = [
	'sendVoiceStatus',
	'sendTextStatus',
	'sendMediaStatus',
	'deleteStatus',
	'getOutgoingStatuses',
	'getIncomingStatuses',
	'getStatusStatistic',
];
