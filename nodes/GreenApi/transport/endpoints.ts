/**
 * Every API method the package calls: HTTP verb, path shape, host and whether it sends something
 * (sends are never repeated after the service may have accepted them). Rate limits differ per
 * messenger: they are the messenger tables' `rates`.
 */
export interface Endpoint {
	http: 'GET' | 'POST' | 'DELETE';
	/** Also served under `/v3/waInstance…`, the path the credential's Use /v3 Paths asks for. */
	v3?: boolean;
	/** Served by the media host (`mediaUrl`). */
	media?: boolean;
	/** Creates or changes something on the service: retried only on 429. */
	send?: boolean;
	/** A partner API method: `{partnerApiUrl}/partner/{method}/{partnerToken}`, never under /v3. */
	partner?: boolean;
}

const read = (http: Endpoint['http']): Endpoint => ({ http });
const send = (http: Endpoint['http']): Endpoint => ({ http, send: true });

export const ENDPOINTS = {
	// sending
	sendMessage: { ...send('POST'), v3: true },
	sendContact: send('POST'),
	forwardMessages: send('POST'),
	sendFileByUrl: send('POST'),
	sendFileByUpload: { ...send('POST'), media: true },
	uploadFile: { ...send('POST'), media: true },
	sendPoll: send('POST'),
	sendLocation: send('POST'),
	sendInteractiveButtons: send('POST'),
	sendInteractiveButtonsReply: send('POST'),
	editMessage: send('POST'),
	// No messenger publishes a rate for it: helpers/rates.ts's pace for unpublished methods.
	sendTyping: send('POST'),
	deleteMessage: send('POST'),
	// journals and queue
	getChatHistory: { ...read('POST'), v3: true },
	getMessage: read('POST'),
	lastIncomingMessages: read('GET'),
	lastOutgoingMessages: read('GET'),
	lastIncomingCalls: read('GET'),
	lastOutgoingCalls: read('GET'),
	showMessagesQueue: { ...read('GET'), v3: true },
	clearMessagesQueue: send('GET'),
	getMessagesCount: read('GET'),
	getWebhooksCount: read('GET'),
	// Allowed once a minute by design (ClearWebhooksQueue page): the answer says when again.
	clearWebhooksQueue: send('DELETE'),
	downloadFile: read('POST'),
	// contacts and chats
	getContacts: read('GET'),
	getChats: read('GET'),
	addContact: send('POST'),
	editContact: send('POST'),
	deleteContact: send('POST'),
	getContactInfo: read('POST'),
	getAvatar: read('POST'),
	checkWhatsapp: read('POST'),
	// MAX and Telegram: phone (or Telegram username) → { exist, chatId }
	checkAccount: read('POST'),
	readChat: send('POST'),
	archiveChat: send('POST'),
	unarchiveChat: send('POST'),
	setDisappearingChat: send('POST'),
	// statuses (beta)
	sendVoiceStatus: send('POST'),
	sendTextStatus: send('POST'),
	sendMediaStatus: send('POST'),
	deleteStatus: send('POST'),
	getOutgoingStatuses: read('GET'),
	getIncomingStatuses: read('GET'),
	getStatusStatistic: read('GET'),
	// groups
	createGroup: send('POST'),
	updateGroupName: send('POST'),
	getGroupData: read('POST'),
	addGroupParticipant: send('POST'),
	removeGroupParticipant: send('POST'),
	setGroupAdmin: send('POST'),
	removeAdmin: send('POST'),
	leaveGroup: send('POST'),
	setGroupPicture: send('POST'),
	updateGroupSettings: send('POST'),
	// instance
	getSettings: read('GET'),
	setSettings: send('POST'),
	getStateInstance: read('GET'),
	getStateInstanceHistory: read('GET'),
	getWaSettings: read('GET'),
	// MAX and Telegram: the account of the instance, and the password and phone-code login steps
	getAccountSettings: read('GET'),
	sendAuthorizationPassword: send('POST'),
	startAuthorization: send('POST'),
	sendAuthorizationCode: send('POST'),
	reboot: send('GET'),
	logout: send('GET'),
	qr: read('GET'),
	// WhatsApp's login by pairing code
	getAuthorizationCode: send('POST'),
	setProfilePicture: send('POST'),
	// A new token replaces the old one: never repeated
	updateApiToken: send('GET'),
	// notifications by HTTP API (polling); deleting is safe to repeat: it answers false when gone
	receiveNotification: read('GET'),
	deleteNotification: read('DELETE'),
	// partner API (green-api.com/en/docs/partners/): each creation is billed, so never repeated.
	// It publishes no rate limit: paced as every method without a published figure.
	createInstance: { ...send('POST'), partner: true },
	getInstances: { ...read('GET'), partner: true },
	deleteInstanceAccount: { ...send('POST'), partner: true },
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
