'use strict';
// The instance store: settings, state, chats (the message journal), contacts, groups, statuses.
const { seed, ids: fixtureIds } = require('./fixtures');
const { settingsFor } = require('./settings');
const { phoneOf, derivedId } = require('./chatids');

/**
 * A login that has not started: no QR code issued, no phone code requested, no wrong passwords
 * (MAX, Telegram), no pairing code given out (WhatsApp).
 */
const freshLogin = () => ({
	qrIssued: false,
	codeRequestedAt: null,
	passwordFailures: 0,
	/** @type {{ code: string, issuedAt: number } | null} */
	pairing: null,
});

/**
 * @param {{ instance: { idInstance: string, wid: string, chatId: string },
 *   stateInstance?: string, settings?: Record<string, unknown>,
 *   messenger: import('./messengers').Messenger }} options
 */
function createState({ instance, stateInstance = 'authorized', settings = {}, messenger }) {
	const { contacts, groups } = seed(instance.chatId, messenger.numericIds);
	const chats = new Map();
	const chatMeta = new Map();
	const base = settingsFor(messenger);
	// MAX and Telegram instances take only the settings they have.
	const given = messenger.settings
		? Object.fromEntries(Object.entries(settings).filter(([key]) => key in base))
		: settings;
	const ownPhone = phoneOf(instance.wid);

	const state = {
		instance,
		/** The instance's own chat: its wid on WhatsApp, its numeric chat id on MAX and Telegram. */
		self: instance.chatId,
		settings: Object.assign(base, given),
		stateInstance,
		statusInstance: 'online',
		contacts,
		groups,
		/** chatId → avatar URL (set at start for contacts with an avatar, and by setGroupPicture). */
		avatars: new Map(),
		outgoingStatuses: [],
		incomingStatuses: [],
		/** Unix time a suspension ends (getAccountSettings on MAX, getWaSettings on WhatsApp). */
		suspendedUntil: 0,
		/** The login steps: MAX and Telegram (qr issued, code requested, tries), WhatsApp pairing. */
		login: freshLogin(),
		/**
		 * The type qr answers while notAuthorized when WhatsApp demands PassKey authorization, in
		 * the spelling chosen (release page `passkeyRequired`, news post `PassKeyRequire`); null: none.
		 * @type {string | null}
		 */
		passkey: null,
		/**
		 * When setProfilePicture last changed the picture (its 10-second limit).
		 * @type {number | null}
		 */
		profilePictureAt: null,
		/**
		 * getStateInstanceHistory: every state the instance took, oldest first.
		 * @type {Array<{ stateInstance: string, timestamp: number, phoneNumber: string }>}
		 */
		stateHistory: [],
		/**
		 * lastIncomingCalls and lastOutgoingCalls: one entry per call, oldest first.
		 * @type {Array<Record<string, any>>}
		 */
		calls: [],
		/** When clearWebhooksQueue last cleared the incoming queue (ms; null: never). */
		incomingClearedAt: null,

		isAuthorized: () => state.stateInstance === 'authorized',
		/** Logged in to the messenger: authorized, or suspended (which limits sending only). */
		isLoggedIn: () => ['authorized', 'suspended'].includes(state.stateInstance),
		/** Whether the send queue drains: authorized, or suspended where that still sends. */
		canSend: () =>
			state.isAuthorized() ||
			(state.stateInstance === 'suspended' && messenger.suspendedOnlyContacts),
		/** GetSettings: wid is empty while the instance is not authorized. */
		settingsView: () => ({ ...state.settings, wid: state.isAuthorized() ? instance.wid : '' }),
		flag: (name) => state.settings[name] === 'yes',
		/** Notes the state the instance takes at `nowMs` (getStateInstanceHistory). */
		noteState(nowMs) {
			state.stateHistory.push({
				stateInstance: state.stateInstance,
				timestamp: Math.floor(nowMs / 1000),
				// A string in the GetStateInstanceHistory example, though its table says integer.
				phoneNumber: instance.wid,
			});
		},

		/**
		 * The chat a phone@c.us id reaches on MAX and Telegram (the number's account, numbered
		 * the same way every time); other ids, and every id on WhatsApp, as they are. A number
		 * without an account (the noAccount fixture) stays a phone.
		 */
		resolveChat(id) {
			const phone = messenger.numericIds ? phoneOf(id) : null;
			if (phone === null) return id;
			if (phone === ownPhone) return state.self;
			const person = [...contacts.values()].find((c) => String(c.phone) === phone);
			if (person) return person.id;
			return state.hasAccount(phone) ? derivedId(phone) : id;
		},
		/** Whether a phone number has an account (all but the noAccount fixture's). */
		hasAccount: (phone) => `${phone}@c.us` !== fixtureIds.noAccount,
		/** The phone number of a person, as notifications give it: a number, 0 when hidden. */
		phoneNumberOf(id) {
			if (id === state.self) return Number(ownPhone) || 0;
			const c = contacts.get(id);
			return c && !c.privacy ? c.phone || 0 : 0;
		},

		/** Messages of one chat, oldest first. */
		messages: (chatId) => chats.get(chatId) || [],
		allMessages: () => [...chats.values()].flat(),
		addMessage(msg) {
			if (!chats.has(msg.chatId)) chats.set(msg.chatId, []);
			chats.get(msg.chatId).push(msg);
			return msg;
		},
		findMessage: (chatId, idMessage) =>
			state.messages(chatId).find((m) => m.idMessage === idMessage),
		/** Archive, disappearing-messages and read state of a chat. */
		meta(chatId) {
			if (!chatMeta.has(chatId)) {
				chatMeta.set(chatId, {
					archive: false,
					ephemeralExpiration: 0,
					ephemeralSettingTimestamp: 0,
				});
			}
			return chatMeta.get(chatId);
		},
		chatIds: () => [...chats.keys()],
		chatName(chatId) {
			const group = groups.get(chatId);
			if (group) return group.subject;
			const contact = contacts.get(chatId);
			return contact ? contact.contactName || contact.name : '';
		},
	};
	return state;
}

module.exports = { createState, freshLogin };
