/*
 * One table per messenger the gateway serves: what a MAX or Telegram instance does differently
 * from a WhatsApp one. Sources: green-api.com/en/docs/ (WhatsApp), green-api.com/v3/docs/ (MAX,
 * typeInstance "v3"), green-api.com/telegram/docs/ (Telegram, beta). Code elsewhere reads these
 * fields and never names a messenger itself.
 */

import {
	MAX_RATES,
	TELEGRAM_RATES,
	UNPUBLISHED_RPS,
	WHATSAPP_RATES,
	type RateTable,
} from './rates';

export type MessengerName = 'whatsapp' | 'max' | 'telegram';

/** The credential's Messenger field: a messenger, or `auto` (read typeInstance from getSettings). */
export type MessengerChoice = MessengerName | 'auto';

export interface Messenger {
	name: MessengerName;
	/** How texts name it. */
	label: string;
	/** getSettings' typeInstance of such an instance. */
	typeInstance: string;
	/** How the credential's Messenger field describes the choice. */
	choice: string;
	/**
	 * Which calls its instances serve under `/v3`: `none`; `some`, the methods with a `/v3` form
	 * (transport/endpoints.ts) while the credential's Use /v3 Paths is on; `all`, those and, when
	 * the API URL ends in `/v3`, every method.
	 */
	v3Paths: 'none' | 'some' | 'all';
	/** The credential's connection test: a method answering with `stateInstance`, and its path. */
	connectionTest: { method: string; v3: boolean };
	/** The notifications (typeWebhook) its instances send; `all`: every one the triggers offer. */
	notifications: 'all' | readonly string[];
	/**
	 * Chat IDs are digit strings (a group's starts with "-") sent exactly as given, with
	 * `<phone>@c.us` as the form for a phone number; otherwise `…@c.us`, `…@g.us`, `…@lid`.
	 */
	numericIds: boolean;
	/** Characters of a text message (sendMessage, editMessage). */
	textMax: number;
	/** Characters of a file caption. */
	captionMax: number;
	/** How long a file uploadFile stores stays at its link. */
	uploadKept: string;
	/** Who a limit error says enforces the limit. */
	limitOwner: string;
	/** API methods the package calls that this messenger's instances do not have. */
	lacks: readonly string[];
	/** Phone number → account: its method and the numbers it takes. */
	check: {
		method: string;
		minDigits: number;
		maxDigits: number;
		/** Country codes the method takes; empty: any. */
		countryCodes: readonly string[];
		/** It also takes a Telegram username. */
		username: boolean;
		/** The answer's field saying whether the account exists. */
		answer: 'existsWhatsapp' | 'exist';
		/** The answer gives the account's chatId; otherwise it is the number with `@c.us`. */
		answerHasChatId: boolean;
	};
	/** The account of the instance: phone, avatar, state. */
	accountMethod: string;
	/** getChatHistory takes a phone number's `<phone>@c.us` form as well as the chat ID. */
	historyTakesPhone: boolean;
	/** sendAuthorizationCode also takes the account's password (two-step verification). */
	codeTakesPassword: boolean;
	/** What to do with a QR code of the qr method. */
	qrAdvice: string;
	/** Requests per second per method, as the messenger's rate limiter page publishes them. */
	rates: RateTable;
	/** addContact can also save to the phone's address book (`saveInAddressbook`). */
	phoneBook: boolean;
	/** updateGroupSettings: the body field naming the group, and the flags it takes. */
	groupSettings: { key: 'groupId' | 'chatId'; flags: readonly GroupFlag[] };
	/** sendTyping's kinds of indicator; `text` ("typing…") is the default everywhere. */
	typingTypes: readonly string[];
	/** The typingType sent for `text`; none where the page documents text as typingType absent. */
	textTypingType?: string;
	/** sendTyping needs typingTime (else the service's default, 1000 ms). */
	typingTimeRequired: boolean;
}

/**
 * The group flags updateGroupSettings takes on some messenger (each a boolean): who may change
 * the group's settings, send, pin, add members, … (green-api.com/en/docs/api/groups/UpdateGroupSettings/
 * and the MAX and Telegram pages of that name).
 */
export type GroupFlag =
	| 'allowParticipantsEditGroupSettings'
	| 'allowParticipantsSendMessages'
	| 'allowParticipantsPinMessages'
	| 'allowParticipantsAddMembers'
	| 'allowParticipantsSendMedia'
	| 'allowParticipantsSendPolls'
	| 'allowParticipantsSendOtherMessages'
	| 'allowParticipantsAddWebPagePreviews';

/** Methods only WhatsApp instances have: absent from the MAX and Telegram API indexes. */
const WHATSAPP_ONLY = [
	'sendInteractiveButtons',
	'setDisappearingChat',
	'sendTextStatus',
	'sendVoiceStatus',
	'sendMediaStatus',
	'deleteStatus',
	'getOutgoingStatuses',
	'getIncomingStatuses',
	'getStatusStatistic',
	'sendInteractiveButtonsReply',
	'lastIncomingCalls',
	'lastOutgoingCalls',
	'getStateInstanceHistory',
	'getAuthorizationCode',
] as const;

/**
 * The notifications MAX and Telegram instances send: their notification indexes list incoming,
 * outgoing and API messages (edited and deleted ones among them), outgoing message statuses,
 * state changes and the quota notice; no calls, device data, instance status, blocks or poll
 * votes (green-api.com/v3/docs/api/receiving/notifications-format/ and
 * green-api.com/telegram/docs/api/receiving/notifications-format/).
 */
const NUMERIC_ID_NOTIFICATIONS = [
	'incomingMessageReceived',
	'outgoingMessageReceived',
	'outgoingAPIMessageReceived',
	'outgoingMessageStatus',
	'stateInstanceChanged',
	'quotaExceeded',
	'editedMessage',
	'deletedMessage',
] as const;

/** The password and phone-code steps of logging in, which MAX and Telegram have. */
export const AUTHORIZATION_METHODS = [
	'sendAuthorizationPassword',
	'startAuthorization',
	'sendAuthorizationCode',
] as const;

export const MESSENGERS: Record<MessengerName, Messenger> = {
	whatsapp: {
		name: 'whatsapp',
		label: 'WhatsApp',
		typeInstance: 'whatsapp',
		choice: 'A WhatsApp instance',
		// sendMessage, getChatHistory and showMessagesQueue also answer under /v3.
		v3Paths: 'some',
		// getWaSettings exists on WhatsApp instances only, so another kind fails the test.
		connectionTest: { method: 'getWaSettings', v3: false },
		notifications: 'all',
		numericIds: false,
		// SendMessage: "'message' length must be less than or equal to 20000 characters long".
		textMax: 20000,
		// The service's own client libraries check captions against the same 20000.
		captionMax: 20000,
		// UploadFile (green-api.com/en/docs/api/sending/UploadFile/): "Link lifetime is 15 days".
		uploadKept: '15 days',
		limitOwner: 'the service',
		lacks: [...AUTHORIZATION_METHODS],
		// CheckWhatsapp: an integer of 11 to 16 digits, any country.
		check: {
			method: 'checkWhatsapp',
			minDigits: 11,
			maxDigits: 16,
			countryCodes: [],
			username: false,
			// CheckWhatsapp answers `{ existsWhatsapp }`.
			answer: 'existsWhatsapp',
			answerHasChatId: false,
		},
		accountMethod: 'getWaSettings',
		historyTakesPhone: true,
		codeTakesPassword: false,
		qrAdvice:
			'Scan the QR code in WhatsApp under Linked devices within about 20 seconds; a new code replaces it every 20 seconds.',
		rates: WHATSAPP_RATES,
		// AddContact: saveInAddressbook, the phone's primary address book (default true).
		phoneBook: true,
		// UpdateGroupSettings (beta): the group as groupId, two flags.
		groupSettings: {
			key: 'groupId',
			flags: ['allowParticipantsEditGroupSettings', 'allowParticipantsSendMessages'],
		},
		// SendTyping: only "recording" (an audio message) besides the default text; typingTime optional.
		typingTypes: ['text', 'recording'],
		typingTimeRequired: false,
	},
	max: {
		name: 'max',
		label: 'MAX',
		typeInstance: 'v3',
		choice: 'A MAX instance (type v3)',
		// The MAX request-format page serves every method with and without /v3; the MAX client
		// libraries store the API URL with /v3.
		v3Paths: 'all',
		// getAccountSettings exists on MAX and Telegram instances only; under /v3, which the MAX
		// request-format page serves and the Telegram pages do not show.
		connectionTest: { method: 'getAccountSettings', v3: true },
		notifications: NUMERIC_ID_NOTIFICATIONS,
		numericIds: true,
		// MAX SendMessage page: at most 4000 characters.
		textMax: 4000,
		// No caption limit is documented for MAX: its text limit is the closest documented one.
		captionMax: 4000,
		// UploadFile in MAX's docs (green-api.com/v3/docs/api/sending/UploadFile/): 15 days.
		uploadKept: '15 days',
		limitOwner: 'MAX',
		// MAX API index: no statuses, buttons or disappearing messages, no polls or archive, and
		// of the contact methods only add and delete; no token rotation.
		lacks: [
			...WHATSAPP_ONLY,
			'sendPoll',
			'archiveChat',
			'unarchiveChat',
			'editContact',
			'updateApiToken',
		],
		// MAX CheckAccount: an integer of 11 or 12 digits with country code 7 or 375.
		check: {
			method: 'checkAccount',
			minDigits: 11,
			maxDigits: 12,
			countryCodes: ['7', '375'],
			username: false,
			// MAX CheckAccount answers `{ exist, chatId }`.
			answer: 'exist',
			answerHasChatId: true,
		},
		accountMethod: 'getAccountSettings',
		// MAX method table: getChatHistory takes the numeric chat ID, not a phone number.
		historyTakesPhone: false,
		// MAX SendAuthorizationCode takes the code only; the password has its own method.
		codeTakesPassword: false,
		qrAdvice:
			'Scan the QR code in the MAX app right away; the MAX docs advise fetching a new code every 5 seconds.',
		rates: MAX_RATES,
		// MAX contact pages: its contact manager is not linked to the phone's address book.
		phoneBook: false,
		// UpdateGroupSettings: the group as chatId (text, as every MAX chat ID the node sends;
		// the page's example writes a number), three flags.
		groupSettings: {
			key: 'chatId',
			flags: [
				'allowParticipantsEditGroupSettings',
				'allowParticipantsPinMessages',
				'allowParticipantsAddMembers',
			],
		},
		// MAX SendTyping (since 3.2.20): typingTime required.
		typingTypes: ['text', 'recording', 'video', 'image'],
		textTypingType: 'text',
		typingTimeRequired: true,
	},
	telegram: {
		name: 'telegram',
		label: 'Telegram',
		typeInstance: 'telegram',
		choice: 'A Telegram instance (beta)',
		// The Telegram pages show no /v3 path.
		v3Paths: 'none',
		connectionTest: { method: 'getAccountSettings', v3: false },
		notifications: NUMERIC_ID_NOTIFICATIONS,
		numericIds: true,
		// Telegram's limits: 4096 characters of text, 1024 of a caption.
		textMax: 4096,
		captionMax: 1024,
		// UploadFile (green-api.com/telegram/docs/api/sending/UploadFile/): files are kept 24 hours.
		uploadKept: '24 hours',
		limitOwner: 'Telegram',
		lacks: [...WHATSAPP_ONLY],
		// Telegram CheckAccount: any international number (E.164: at most 15 digits), or a username.
		check: {
			method: 'checkAccount',
			minDigits: 10,
			maxDigits: 15,
			countryCodes: [],
			username: true,
			// Telegram CheckAccount answers `{ exist, chatId }`.
			answer: 'exist',
			answerHasChatId: true,
		},
		accountMethod: 'getAccountSettings',
		historyTakesPhone: true,
		// Telegram SendAuthorizationCode: `{ code, password }`, the password optional.
		codeTakesPassword: true,
		qrAdvice:
			'Scan the QR code with the Telegram app right away; the Telegram docs advise fetching a new code every 5 seconds. An account with a password then waits in pendingPassword for Instance → Send Authorization Password.',
		rates: TELEGRAM_RATES,
		// Telegram contact pages: its contact manager is not linked to the phone's address book.
		phoneBook: false,
		// UpdateGroupSettings: the group as chatId, Telegram's eight member permissions.
		groupSettings: {
			key: 'chatId',
			flags: [
				'allowParticipantsSendMessages',
				'allowParticipantsSendMedia',
				'allowParticipantsSendPolls',
				'allowParticipantsSendOtherMessages',
				'allowParticipantsAddWebPagePreviews',
				'allowParticipantsEditGroupSettings',
				'allowParticipantsAddMembers',
				'allowParticipantsPinMessages',
			],
		},
		// Telegram SendTyping: Telegram's chat actions; typingTime required.
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
		textTypingType: 'text',
		typingTimeRequired: true,
	},
};

/**
 * The messenger whose rules apply where nothing names one: WhatsApp, the only messenger the service
 * served when these answers and notifications took their form. It stands for
 * - a getSettings answer without typeInstance (older answers leave it out): `messengerOfType`;
 * - a notification without instanceData.typeInstance from an instance whose messenger the trigger
 *   has not read (trigger/itemMessenger.ts, trigger/notification.ts);
 * - the chat-ID and phone-number checks called without a messenger (helpers/validation.ts,
 *   groupId.ts, phoneNumber.ts), as those of WhatsApp-only methods (statuses, URL buttons) are.
 * Before Auto-detect has read an instance's messenger, its calls take the paths of a messenger
 * with `some` /v3 paths, an API URL typed with /v3 kept as it is (transport/url.ts), and the
 * slowest of the messengers' rates (transport/documentedRate.ts).
 */
export const FALLBACK_MESSENGER: Messenger = MESSENGERS.whatsapp;

/** The table's messenger of that name (as the credential and items name it), if it knows one. */
export function messengerNamed(name: unknown): Messenger | undefined {
	return typeof name === 'string' && Object.prototype.hasOwnProperty.call(MESSENGERS, name)
		? MESSENGERS[name as MessengerName]
		: undefined;
}

/** The messenger of a getSettings typeInstance; a missing one is the FALLBACK_MESSENGER's. */
export function messengerOfType(typeInstance: unknown): MessengerName | undefined {
	if (typeInstance === undefined || typeInstance === null || typeInstance === '')
		return FALLBACK_MESSENGER.name;
	return Object.values(MESSENGERS).find((messenger) => messenger.typeInstance === typeInstance)
		?.name;
}

const STATUS_INSTEAD =
	'Statuses exist on WhatsApp instances only: send the content to a chat with Message → Send Text or Send File instead.';

/** What to use instead of a method a messenger lacks, said after "… is not available on …". */
const INSTEAD: Record<string, string> = {
	...Object.fromEntries(
		WHATSAPP_ONLY.filter((m) => /Status/.test(m)).map((m) => [m, STATUS_INSTEAD]),
	),
	sendInteractiveButtons: 'Send the links as text with Message → Send Text.',
	sendInteractiveButtonsReply:
		'Send a poll with Message → Send Poll (Telegram), or ask for a written answer with Message → Send and Wait for Response.',
	lastIncomingCalls: 'Nothing replaces it there: the API keeps no calls journal.',
	lastOutgoingCalls: 'Nothing replaces it there: the API keeps no calls journal.',
	getStateInstanceHistory:
		'Read the current state with Instance → Get State, or follow state changes with a Green API Trigger (Instance State Changed).',
	editContact:
		'Delete the contact (Contact → Delete) and save it again under the new name (Contact → Create).',
	setDisappearingChat: 'Nothing replaces it there.',
	sendPoll: 'Send the question and its options as text with Message → Send Text.',
	archiveChat: 'Nothing replaces it there.',
	unarchiveChat: 'Nothing replaces it there.',
	sendAuthorizationPassword:
		'WhatsApp instances log in by QR code (Instance → Get QR Code) and have no password step.',
	startAuthorization:
		'WhatsApp instances log in by QR code (Instance → Get QR Code); the WhatsApp API pairs by phone with getAuthorizationCode.',
	sendAuthorizationCode: 'WhatsApp instances log in by QR code (Instance → Get QR Code).',
	getAuthorizationCode:
		'Log in by QR code (Instance → Get QR Code) or by a code sent to the phone (Instance → Start Authorization).',
};

/** Whether `messenger` lacks `method`, and if so what to use instead. */
export function lackedMethod(messenger: Messenger, method: string): string | undefined {
	if (!messenger.lacks.includes(method)) return undefined;
	return INSTEAD[method] ?? '';
}

/** Requests per second for `method` on `messenger`'s instances; UNPUBLISHED_RPS where its page gives none. */
export function rateOf(messenger: Messenger, method: string): number {
	const figure = messenger.rates[method];
	return typeof figure === 'number' ? figure : UNPUBLISHED_RPS;
}
