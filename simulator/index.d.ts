// Type declarations of the Green API simulator (simulator/index.js).

export interface FakeClock {
	now(): number;
	advance(ms: number): number;
	set(ms: number): number;
}

/** Any clock; one without `set` is followed in real time (plus control.advance offsets). */
export interface Clock {
	now(): number;
	advance?(ms: number): number;
	set?(ms: number): number;
}

export function createClock(startMs?: number): FakeClock;

/** The messenger of a simulated instance: its typeInstance is whatsapp, v3 or telegram. */
export type Messenger = 'whatsapp' | 'max' | 'telegram';

/**
 * Every messenger's states: all have suspended; WhatsApp adds sleepMode and yellowCard (the name
 * of suspended before release 5.44.37.12), Telegram pendingPassword and pendingCode.
 */
export type StateInstance =
	| 'notAuthorized'
	| 'authorized'
	| 'blocked'
	| 'sleepMode'
	| 'starting'
	| 'yellowCard'
	| 'suspended'
	| 'pendingPassword'
	| 'pendingCode';
export type YesNo = 'yes' | 'no';

/** The GetSettings fields of every messenger's instances (all MAX and Telegram have). */
export interface CommonSettings {
	wid: string;
	typeInstance: string;
	webhookUrl: string;
	webhookUrlToken: string;
	delaySendMessagesMilliseconds: number;
	markIncomingMessagesReaded: YesNo;
	markIncomingMessagesReadedOnReply: YesNo;
	outgoingWebhook: YesNo;
	outgoingMessageWebhook: YesNo;
	outgoingAPIMessageWebhook: YesNo;
	incomingWebhook: YesNo;
	stateWebhook: YesNo;
	editedMessageWebhook: YesNo;
	deletedMessageWebhook: YesNo;
}

/** A WhatsApp instance's GetSettings fields. */
export interface Settings extends CommonSettings {
	countryInstance: string;
	typeAccount: string;
	sharedSession: YesNo;
	/** Read-only. */
	proxyInstance: string;
	deviceWebhook: YesNo;
	statusInstanceWebhook: YesNo;
	enableMessagesHistory: YesNo;
	keepOnlineStatus: YesNo;
	pollMessageWebhook: YesNo;
	incomingBlockWebhook: YesNo;
	incomingCallWebhook: YesNo;
	outgoingCallWebhook: YesNo;
	/** Read-only. */
	linkPreview: YesNo;
	/** Read-only. */
	autoTyping: number;
}

/** What GetSettings answers: a WhatsApp instance's fields, or the fewer of MAX and Telegram. */
export type AnySettings = CommonSettings & Partial<Settings>;

export interface InstanceOptions {
	/** Default 110100000001 (WhatsApp, 12 digits), 3100000001 (MAX), 4100000001 (Telegram). */
	idInstance?: string;
	apiTokenInstance?: string;
	wid?: string;
	/** MAX and Telegram: the account's own chat id (default "10000000"); WhatsApp: the wid. */
	chatId?: string;
	/** MAX and Telegram: the account's 2FA password (default "qwerty", the docs' example). */
	password?: string;
	stateInstance?: StateInstance;
	/** MAX and Telegram take only the fields they have. */
	settings?: Partial<Settings>;
}

export interface StartOptions {
	port?: number;
	mediaPort?: number;
	clock?: Clock;
	/** Default 'whatsapp'. */
	messenger?: Messenger;
	/** WhatsApp only (MAX serves both shapes, Telegram none with /v3). */
	acceptBothPathStyles?: boolean;
	/**
	 * 'v3' (default): sendMessage, getChatHistory and showMessagesQueue only under /v3, the rest
	 * without it. 'classic': every method only without /v3; any /v3 path is 404. WhatsApp only.
	 */
	pathStyle?: 'v3' | 'classic';
	instance?: InstanceOptions;
	rateLimits?: boolean;
	betaStatusAccess?: boolean;
	webhookRetryMs?: number;
	log?: boolean;
	/** The partner API served beside the instance (README.md, "Partner API"). */
	partner?: PartnerOptions;
}

export interface PartnerOptions {
	/** Default `gac.` + 40 random hex digits. */
	partnerToken?: string;
	/** The messenger of every instance created through it; default the simulator's. */
	messenger?: Messenger;
	/** How long a new instance is "being created" (getStateInstance null), default 3000 ms. */
	creationMs?: number;
	/** The first created instance's id; default the messenger's default id + 100000. */
	firstId?: number;
}

/** An instance as getInstances lists it (green-api.com/en/docs/partners/getInstances/). */
export interface PartnerInstance {
	idInstance: number;
	name: string;
	typeInstance: string;
	typeAccount: string;
	partnerUserUiid: string;
	timeCreated: string;
	/** "0001-01-01T00:00:00" while not deleted. */
	timeDeleted: string;
	apiTokenInstance: string;
	deleted: boolean;
	tariff: string;
	isFree: boolean;
	isPartner: boolean;
	expirationDate: string;
	isExpired: boolean;
	/** Telegram instances only. */
	messenger?: string;
}

export interface PartnerControl {
	/** Every instance, deleted ones of the last three months included, oldest first. */
	instances(): PartnerInstance[];
	/**
	 * Creates an instance as createInstance does; `ready` skips the "being created" phase;
	 * `apiTokenInstance` chooses its token (default 50 random hex digits).
	 */
	create(
		settings?: Record<string, unknown>,
		options?: { ready?: boolean; apiTokenInstance?: string },
	): PartnerInstance;
	/** The QR code is scanned: the created instance becomes authorized (notified). */
	scan(idInstance: number | string): Notification;
	/** Its payment is overdue: isExpired true. */
	expire(idInstance: number | string): void;
	/** The control API of one live created instance. */
	control(idInstance: number | string): Control;
}

export interface PartnerView {
	/** The partner API URL: the simulator's API URL. */
	url: string;
	partnerToken: string;
	messenger: Messenger;
	control: PartnerControl;
}

export type LoggedBody =
	| null
	| unknown
	| {
			multipart: {
				fields: Record<string, string>;
				files: Array<{ field: string; fileName: string; contentType: string; size: number }>;
			};
	  }
	| { raw: { size: number; contentType: string | null } };

export interface RequestLogEntry {
	time: number;
	httpMethod: string;
	/** The path with the token replaced by {token}. */
	path: string;
	/** The API method name as sent (null when the path had no method). */
	method: string | null;
	query: Record<string, string>;
	body: LoggedBody;
	host: 'api' | 'media';
	/** 0 when a fault dropped the connection. */
	status: number | null;
	note?: string;
}

export interface Delivery {
	time: number;
	url: string;
	headers: Record<string, string>;
	body: Notification;
	status?: number;
	error?: string;
	attempt: number;
}

export type Notification = { typeWebhook?: string; [key: string]: unknown };

export type IncomingType =
	| 'textMessage'
	| 'extendedTextMessage'
	| 'quotedMessage'
	| 'contactMessage'
	| 'contactsArrayMessage'
	| 'locationMessage'
	| 'imageMessage'
	| 'documentMessage'
	| 'audioMessage'
	| 'videoMessage'
	| 'stickerMessage'
	| 'groupInviteMessage'
	| 'buttonsMessage'
	| 'templateMessage'
	| 'listMessage'
	| 'templateButtonsReplyMessage'
	| 'interactiveButtonsResponse'
	| 'buttonsResponseMessage'
	| 'listResponseMessage'
	| 'reactionMessage'
	| 'pollMessage'
	| 'pollUpdateMessage'
	| 'editedMessage'
	| 'deletedMessage';

export interface IncomingOptions {
	chatId: string;
	text?: string;
	typeMessage?: IncomingType;
	senderName?: string;
	sender?: string;
	/** Merged into the type's data object; for file types also `body` (the file's bytes). */
	data?: Record<string, unknown>;
	idMessage?: string;
}

export interface FaultOptions {
	times?: number;
	status?: number;
	body?: unknown;
	delayMs?: number;
	malformed?: boolean;
	drop?: boolean;
}

export interface QueueItem {
	messageID?: string;
	messagesIDs?: string[];
	type: string;
	body: Record<string, unknown>;
}

export type JournalMessage = {
	type: 'incoming' | 'outgoing';
	idMessage: string;
	timestamp: number;
	typeMessage: string;
	chatId: string;
	[key: string]: unknown;
};
export type OutgoingStatusItem = {
	type: 'outgoing';
	idMessage: string;
	timestamp: number;
	statusMessage: string;
	[key: string]: unknown;
};

export interface Control {
	requests(): RequestLogEntry[];
	resetRequests(): void;
	injectIncoming(options: IncomingOptions): Notification;
	/** A message typed on the phone: a text unless `typeMessage` names another kind. */
	injectOutgoingFromPhone(options: IncomingOptions): Notification | null;
	setState(stateInstance: StateInstance): Notification;
	setStatus(statusInstance: 'online' | 'offline'): Notification;
	/**
	 * The person enters a pairing code on the phone (WhatsApp: Linked devices → Link with phone
	 * number instead): the last one getAuthorizationCode gave, or `code`, which must be it. A live
	 * code authorizes the instance (stateInstanceChanged); none, an old or another one throws.
	 */
	enterPairingCode(code?: string): Notification;
	/**
	 * WhatsApp: qr answers this PassKey type while notAuthorized (the release page spells it
	 * passkeyRequired, the news post PassKeyRequire); null: QR codes again.
	 */
	requirePasskey(type: 'passkeyRequired' | 'PassKeyRequire' | null): void;
	/** `isVideo` shows in the calls journal only (the notification has no such field). */
	injectCall(options?: {
		from?: string;
		status?: string;
		isVideo?: boolean;
		idMessage?: string;
	}): Notification;
	injectOutgoingCall(options?: {
		to?: string;
		status?: 'pickUp' | 'hungUp' | 'invalid';
		isVideo?: boolean;
		duration?: number;
		idMessage?: string;
	}): Notification;
	injectBlock(options?: { chatId?: string; chatState?: string }): Notification;
	/**
	 * Moves a sent message to `status` (default failed) and notifies it; no later moves.
	 * `chatId` picks among equal ids of several chats (Telegram ids are unique per chat only).
	 */
	setMessageStatus(options: {
		idMessage: string;
		chatId?: string;
		status?: string;
		description?: string;
	}): Notification;
	injectDeviceInfo(deviceData?: Record<string, unknown>): Notification;
	injectQuotaExceeded(quotaData?: Record<string, unknown>): Notification;
	notify(body: Notification): Notification;
	fail(method: string, options?: FaultOptions): void;
	clearFaults(): void;
	setRateLimits(enabled: boolean): void;
	setBetaAccess(enabled: boolean): void;
	/** Moves the simulator clock and runs the work that became due; returns the new time. */
	advance(ms: number): number;
	settings(): AnySettings;
	setSettings(partial: Partial<Settings>): { saveSettings: true };
	history(chatId?: string): JournalMessage[];
	queue(): QueueItem[];
	statuses(): OutgoingStatusItem[];
	deliveries(): Delivery[];
	resetDeliveries(): void;
	waitForDeliveries(count: number, timeoutMs?: number): Promise<Delivery[]>;
	serveFile(name: string, file: { contentType?: string; body?: string | Buffer }): string;
	/** The file link of a message answers 404 from now on; downloadFile forms a new one. */
	expireFile(downloadUrl: string): void;
}

export interface Simulator {
	url: string;
	mediaUrl: string;
	messenger: Messenger;
	/** `chatId`: the own chat (the wid on WhatsApp, a number as a string on MAX and Telegram). */
	instance: { idInstance: string; apiTokenInstance: string; wid: string; chatId: string };
	control: Control;
	partner: PartnerView;
	close(): Promise<void>;
}

export function start(options?: StartOptions): Promise<Simulator>;

/** The seed people and group, by role. */
export interface FixtureIds {
	alice: string;
	bob: string;
	carol: string;
	business: string;
	privacy: string;
	noAccount: string;
	group: string;
}

export const fixtures: {
	ids: FixtureIds;
	/** The same people on MAX and Telegram instances; noAccount is a phone@c.us id. */
	numericIds: FixtureIds;
	contacts: Array<Record<string, unknown>>;
	groups: Array<Record<string, unknown>>;
};
