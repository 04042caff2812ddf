'use strict';
// One table per messenger the gateway serves: everything a MAX or Telegram instance does
// differently from a WhatsApp one. Sources: green-api.com/docs/ (WhatsApp), green-api.com/v3/docs/
// (MAX, typeInstance "v3"), green-api.com/telegram/docs/ (Telegram, beta); where they are silent,
// the choice is listed in README.md ("Choices where the documents are silent").
const crypto = require('crypto');
const ids = require('./ids');
const chatIds = require('./chatids');
const { RATES } = require('./ratelimit');

/**
 * Methods only WhatsApp instances have: absent from the MAX and Telegram API indexes
 * (getStateInstanceHistory is documented for WhatsApp only: README.md's choices).
 */
const WHATSAPP_ONLY = [
	'getWaSettings',
	'checkWhatsapp',
	'getStatusInstance',
	'getDeviceInfo',
	'sendInteractiveButtons',
	'sendInteractiveButtonsReply',
	'sendTextStatus',
	'sendVoiceStatus',
	'sendMediaStatus',
	'deleteStatus',
	'getStatusStatistic',
	'getOutgoingStatuses',
	'getIncomingStatuses',
	'setDisappearingChat',
	'lastIncomingCalls',
	'lastOutgoingCalls',
	'getStateInstanceHistory',
	'getAuthorizationCode',
];
/** Methods of MAX and Telegram instances that WhatsApp instances lack. */
const ACCOUNT_METHODS = [
	'checkAccount',
	'getAccountSettings',
	'sendAuthorizationPassword',
	'startAuthorization',
	'sendAuthorizationCode',
];

/** The notification kinds of MAX and Telegram instances (their notification indexes). */
const NUMERIC_NOTIFICATIONS = [
	'incomingMessageReceived',
	'outgoingMessageReceived',
	'outgoingAPIMessageReceived',
	'outgoingMessageStatus',
	'stateInstanceChanged',
	'quotaExceeded',
];

/** GetSettings of MAX (live answers) and Telegram (its GetSettings page), in their order. */
const NUMERIC_SETTINGS = [
	'wid',
	'typeInstance',
	'webhookUrl',
	'webhookUrlToken',
	'delaySendMessagesMilliseconds',
	'markIncomingMessagesReaded',
	'markIncomingMessagesReadedOnReply',
	'outgoingWebhook',
	'outgoingMessageWebhook',
	'outgoingAPIMessageWebhook',
	'incomingWebhook',
	'stateWebhook',
	'editedMessageWebhook',
	'deletedMessageWebhook',
];

/** Incoming message kinds of the MAX notification pages (stickers from copies of the docs). */
const MAX_KINDS = [
	'textMessage',
	'extendedTextMessage',
	'quotedMessage',
	'imageMessage',
	'videoMessage',
	'documentMessage',
	'audioMessage',
	'stickerMessage',
	'locationMessage',
	'contactMessage',
	'reactionMessage',
	'editedMessage',
	'deletedMessage',
];

/** A MAX phone: 11 digits with country code 7, or 12 with 375 (CheckAccount page). */
const MAX_PHONE = {
	test: (n) => /^(7\d{10}|375\d{9})$/.test(String(n)),
	text: 'bad phone number, valid 11 or 12 digits with country code 7 or 375',
};
/** Telegram takes any international number: E.164 allows at most 15 digits. */
const TELEGRAM_PHONE = {
	test: (n) => /^[1-9]\d{9,14}$/.test(String(n)),
	text: 'bad phone number, valid 10 to 15 digits',
};

/** A new MAX or Telegram group: a negative 14-digit id (16 characters at most today). */
function numericGroup(messenger) {
	const id = `-${crypto.randomInt(1e13, 1e14)}`;
	return { id, invite: messenger.inviteLink(id) };
}

const numericSender = (f) => ({
	chatId: f.chatId,
	chatName: f.chatName,
	sender: f.sender,
	senderName: f.senderName,
	senderContactName: f.senderContactName,
	senderPhoneNumber: f.senderPhoneNumber,
});

/**
 * @typedef {object} GroupSettings
 * @property {'groupId' | 'chatId'} key the body field naming the group
 * @property {boolean} numberAllowed the group may also come as a JSON number
 * @property {Record<string, boolean>} flags each flag it takes, as a new group has it
 * @property {boolean} reasons the answer carries `reason` ('' on success)
 */

/**
 * @typedef {object} Messenger
 * @property {'whatsapp' | 'max' | 'telegram'} name
 * @property {string} label for texts
 * @property {string} typeInstance GetSettings.typeInstance and instanceData.typeInstance
 * @property {string} idInstance the default id (MAX instances start with 3100, Telegram 4100)
 * @property {import('./chatids').ChatIdForms} chatIds
 * @property {boolean} numericIds chat ids are numbers as strings; phone@c.us resolves to them
 * @property {string[]} lacks methods the instance does not serve (the framework's 404)
 * @property {string[] | null} settings GetSettings keys (null: all of WhatsApp's)
 * @property {string[]} states
 * @property {string[]} silentStates states GetStateInstance shows but no notification announces
 * @property {string[] | null} notifications typeWebhook values sent (null: all)
 * @property {string[] | null} kinds injectable incoming typeMessage values (null: all)
 * @property {{ pathStyle: 'v3' | 'classic', acceptBothPathStyles: boolean } | null} paths fixed
 *   path shapes (null: the pathStyle and acceptBothPathStyles options)
 * @property {Record<string, number>} rates per-method requests per second (with rateLimits)
 * @property {number} textMax characters of a text message (sendMessage, editMessage)
 * @property {number} captionMax characters of a file caption
 * @property {string[]} typingTypes
 * @property {boolean} typingTimeRequired sendTyping needs typingTime
 * @property {(idInstance: string) => string} storagePath where the files of messages are served:
 *   `<storagePath>/<uuid>.<ext>` (the file links of the messenger's notifications)
 * @property {(clock: { now(): number }) => (kind: 'api' | 'incoming' | 'phone', chatId: string) => string} messageIds
 * @property {boolean} textMarks textMessageData carries forwardingScore and isForwarded
 * @property {(f: Record<string, any>) => Record<string, unknown>} senderData the senderData object
 * @property {boolean} statusSendByApi outgoingMessageStatus carries sendByApi
 * @property {() => unknown} emptyLastIncoming lastIncomingMessages with nothing to list
 * @property {Record<string, { type: string, message: string }>} qrAnswers qr's answer by state
 * @property {number} qrPeriodMs how long one QR code stays valid
 * @property {'qr' | 'pendingPassword' | null} passwordStep what lets sendAuthorizationPassword in
 * @property {boolean} codeTakesPassword sendAuthorizationCode also takes the 2FA password
 * @property {{ test(n: number): boolean, text: string } | null} checkPhone checkAccount's number rule
 * @property {boolean} checkUsername checkAccount also takes `username`
 * @property {boolean} suspendedOnlyContacts while suspended, sends only to saved contacts
 * @property {(state: any) => Record<string, unknown>} accountExtras getAccountSettings additions
 * @property {GroupSettings} groupSettings updateGroupSettings: group key, flags, answer
 * @property {(groupId: string) => string} inviteLink
 * @property {(chat: ChatFacts) => Record<string, unknown>} chatEntry one chat of getChats
 * @property {((chatId: string) => string) | null} unsavedContact editContact's and
 *   deleteContact's 404 text for a person who is not a saved contact (null: answered true)
 * @property {() => { id: string, invite: string }} newGroup the id and link createGroup gives
 */

/**
 * What the simulator knows of a chat, for getChats.
 * @typedef {object} ChatFacts
 * @property {string} id
 * @property {string} name
 * @property {'user' | 'group'} type
 * @property {string} [chatType] a group's Telegram kind (group, supergroup, channel)
 * @property {boolean} archive
 * @property {number} ephemeralExpiration
 * @property {number} ephemeralSettingTimestamp
 * @property {number} phoneNumber 0 for a group or a hidden number
 */

/**
 * getChats of MAX (v3/docs/api/service/GetChats): the chat and its phone number only; Telegram
 * (telegram/docs/api/service/GetChats) adds the name and the kind of chat.
 * @param {ChatFacts} c
 */
const maxChat = (c) => ({ chatId: c.id, phoneNumber: c.phoneNumber });
/** @param {ChatFacts} c */
const telegramChat = (c) => ({
	chatId: c.id,
	name: c.name,
	type: c.type === 'group' ? c.chatType || 'group' : 'user',
	phoneNumber: c.phoneNumber,
});

/** @type {Record<'whatsapp' | 'max' | 'telegram', Messenger>} */
const MESSENGERS = {
	whatsapp: {
		name: 'whatsapp',
		label: 'WhatsApp',
		typeInstance: 'whatsapp',
		idInstance: '110100000001',
		chatIds: chatIds.whatsapp,
		numericIds: false,
		lacks: [...ACCOUNT_METHODS],
		settings: null,
		states: [
			'notAuthorized',
			'authorized',
			'blocked',
			'sleepMode',
			'starting',
			'yellowCard',
			'suspended',
		],
		silentStates: [],
		notifications: null,
		kinds: null,
		paths: null,
		rates: RATES.whatsapp,
		// The sending pages' limit of 20 000 characters, for texts and captions alike.
		textMax: 20000,
		captionMax: 20000,
		// SendTyping: typingType only "recording" (absent = text); typingTime optional.
		typingTypes: ['recording'],
		typingTimeRequired: false,
		// Notification links: https://sw-media-1101.storage.yandexcloud.net/1101000001/<uuid>.jpg
		storagePath: (id) => `sw-media-${id.slice(0, 4)}/${id}`,
		messageIds: () => (kind) => (kind === 'api' ? ids.apiMessageId() : ids.phoneMessageId()),
		textMarks: false,
		senderData: (f) => ({
			chatId: f.chatId,
			chatName: f.chatName,
			sender: f.sender,
			senderName: f.senderName,
			senderContactName: f.senderContactName,
		}),
		statusSendByApi: true,
		emptyLastIncoming: () => [],
		qrAnswers: {
			authorized: { type: 'alreadyLogged', message: 'instance account already authorized' },
		},
		// The QR page: a new code about every 20 s.
		qrPeriodMs: 20000,
		passwordStep: null,
		codeTakesPassword: false,
		checkPhone: null,
		checkUsername: false,
		suspendedOnlyContacts: false,
		accountExtras: () => ({}),
		// UpdateGroupSettings (beta): two flags and a reason in the answer (the Apidog example).
		groupSettings: {
			key: 'groupId',
			numberAllowed: false,
			flags: { allowParticipantsEditGroupSettings: false, allowParticipantsSendMessages: true },
			reasons: true,
		},
		inviteLink: (groupId) => `https://chat.whatsapp.com/${groupId.replace(/\D/g, '').slice(0, 22)}`,
		// en/docs/api/service/GetChats, in the example's field order.
		chatEntry: (c) => ({
			archive: c.archive,
			id: c.id,
			ephemeralExpiration: c.ephemeralExpiration,
			ephemeralSettingTimestamp: c.ephemeralSettingTimestamp,
			name: c.name,
			type: c.type,
		}),
		unsavedContact: null,
		newGroup: () => ({
			id: `120363${crypto.randomInt(1e11, 1e12)}@g.us`,
			invite: `https://chat.whatsapp.com/${crypto.randomBytes(16).toString('base64url').slice(0, 22)}`,
		}),
	},
	max: {
		name: 'max',
		label: 'MAX',
		typeInstance: 'v3',
		idInstance: '3100000001',
		chatIds: chatIds.numeric,
		numericIds: true,
		// editContact: the MAX API index has add and delete only; no updateApiToken either.
		lacks: [
			...WHATSAPP_ONLY,
			'sendPoll',
			'archiveChat',
			'unarchiveChat',
			'editContact',
			'updateApiToken',
		],
		settings: NUMERIC_SETTINGS,
		states: ['notAuthorized', 'authorized', 'blocked', 'starting', 'suspended'],
		// GetStateInstance page: suspended is not among the StateInstanceChanged values.
		silentStates: ['suspended'],
		notifications: NUMERIC_NOTIFICATIONS,
		kinds: MAX_KINDS,
		// Request-format page: every method with and without a leading /v3.
		paths: { pathStyle: 'v3', acceptBothPathStyles: true },
		rates: RATES.max,
		// SendMessage page: 4 000 characters; captions are not documented (the text limit here).
		textMax: 4000,
		captionMax: 4000,
		typingTypes: ['text', 'recording', 'video', 'image'],
		typingTimeRequired: true,
		// Notification links: https://sw-media-3100.storage.yandexcloud.net/3100000000/<uuid>.webp
		storagePath: (id) => `sw-media-${id.slice(0, 4)}/${id}`,
		messageIds: ids.maxMessageIds,
		textMarks: true,
		// Live MAX notifications carry no chatType/senderType (only copies of the docs do).
		senderData: numericSender,
		statusSendByApi: false,
		// A live instance answered an empty lastIncomingMessages with an object.
		emptyLastIncoming: () => ({}),
		qrAnswers: {
			authorized: { type: 'alreadyLogged', message: 'instance account already authorized' },
			suspended: { type: 'alreadyLogged', message: 'instance account already authorized' },
		},
		// The MAX QR page advises a new code every 5 s.
		qrPeriodMs: 5000,
		passwordStep: 'qr',
		codeTakesPassword: false,
		checkPhone: MAX_PHONE,
		checkUsername: false,
		suspendedOnlyContacts: true,
		accountExtras: (state) => ({
			historySyncProgress: state.isLoggedIn() ? 100 : 0,
			...(state.stateInstance === 'suspended' ? { suspendedUntil: state.suspendedUntil } : {}),
		}),
		// UpdateGroupSettings: chatId (a number in the page's example) and three flags.
		groupSettings: {
			key: 'chatId',
			numberAllowed: true,
			flags: {
				allowParticipantsAddMembers: false,
				allowParticipantsEditGroupSettings: false,
				allowParticipantsPinMessages: false,
			},
			reasons: false,
		},
		inviteLink: (groupId) => `https://max.ru/join/${groupId.slice(1)}`,
		chatEntry: maxChat,
		unsavedContact: null,
		newGroup: () => numericGroup(MESSENGERS.max),
	},
	telegram: {
		name: 'telegram',
		label: 'Telegram',
		typeInstance: 'telegram',
		idInstance: '4100000001',
		chatIds: chatIds.numeric,
		numericIds: true,
		lacks: [...WHATSAPP_ONLY],
		settings: NUMERIC_SETTINGS,
		states: [
			'notAuthorized',
			'authorized',
			'blocked',
			'suspended',
			'starting',
			'pendingPassword',
			'pendingCode',
		],
		silentStates: [],
		notifications: NUMERIC_NOTIFICATIONS,
		kinds: [...MAX_KINDS, 'pollMessage'],
		// Telegram pages show no /v3: this gateway answers /v3 paths as one without such routes.
		paths: { pathStyle: 'classic', acceptBothPathStyles: false },
		rates: RATES.telegram,
		// Telegram's limits: 4 096 characters of text, 1 024 of caption.
		textMax: 4096,
		captionMax: 1024,
		typingTypes: [
			'text',
			'record_voice_note',
			'upload_voice_note',
			'record_video_note',
			'upload_video_note',
			'record_video',
			'upload_video',
			'upload_photo',
			'upload_document',
			'choose_sticker',
			'choose_location',
			'choose_contact',
		],
		typingTimeRequired: true,
		// DownloadFile links: https://4100.api.green-api.com/download/4100/<uuid>.png
		storagePath: (id) => `download/${id.slice(0, 4)}`,
		messageIds: ids.telegramMessageIds,
		textMarks: true,
		// The English chat-id page's order, with chatType and senderType.
		senderData: (f) => ({
			chatId: f.chatId,
			chatType: f.chatType,
			sender: f.sender,
			chatName: f.chatName,
			senderName: f.senderName,
			senderType: f.senderType,
			senderContactName: f.senderContactName,
			senderPhoneNumber: f.senderPhoneNumber,
		}),
		statusSendByApi: false,
		emptyLastIncoming: () => [],
		qrAnswers: {
			authorized: { type: 'alreadyLogged', message: 'instance account already authorized' },
			suspended: { type: 'alreadyLogged', message: 'instance account already authorized' },
			pendingPassword: {
				type: 'already_registered',
				message: 'instance account already registered, send its password',
			},
		},
		// The Telegram QR page advises a new code every 5 s.
		qrPeriodMs: 5000,
		passwordStep: 'pendingPassword',
		codeTakesPassword: true,
		checkPhone: TELEGRAM_PHONE,
		checkUsername: true,
		suspendedOnlyContacts: true,
		accountExtras: () => ({}),
		// UpdateGroupSettings: chatId and Telegram's eight member permissions.
		groupSettings: {
			key: 'chatId',
			numberAllowed: false,
			flags: {
				allowParticipantsSendMessages: true,
				allowParticipantsSendMedia: true,
				allowParticipantsSendPolls: true,
				allowParticipantsSendOtherMessages: true,
				allowParticipantsAddWebPagePreviews: true,
				allowParticipantsEditGroupSettings: false,
				allowParticipantsAddMembers: false,
				allowParticipantsPinMessages: false,
			},
			reasons: false,
		},
		inviteLink: (groupId) => `https://t.me/+${groupId.slice(1)}`,
		chatEntry: telegramChat,
		// telegram/docs/api/contacts/DeleteContact: 404 "Contact 100000000 not found".
		unsavedContact: (chatId) => `Contact ${chatId} not found`,
		newGroup: () => numericGroup(MESSENGERS.telegram),
	},
};

const NAMES = Object.keys(MESSENGERS);

/** The table of `name` (default WhatsApp); an unknown name is an error. */
function messengerOf(name = 'whatsapp') {
	const m = MESSENGERS[name];
	if (!m) throw new Error(`unknown messenger ${name}: one of ${NAMES.join(', ')}`);
	return m;
}

module.exports = { messengerOf, MESSENGERS, NAMES };
