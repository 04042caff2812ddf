'use strict';
// The instance store: settings, state, chats (the message journal), contacts, groups, statuses.
const { seed } = require('./fixtures');
const { defaultSettings } = require('./settings');

const STATES = [
	'notAuthorized',
	'authorized',
	'blocked',
	'sleepMode',
	'starting',
	'yellowCard',
	'suspended',
];

function createState({ instance, stateInstance = 'authorized', settings = {} }) {
	const { contacts, groups } = seed(instance.wid);
	const chats = new Map();
	const chatMeta = new Map();

	const state = {
		instance,
		settings: Object.assign(defaultSettings(), settings),
		stateInstance,
		statusInstance: 'online',
		contacts,
		groups,
		/** chatId → avatar URL (set at start for contacts with an avatar, and by setGroupPicture). */
		avatars: new Map(),
		outgoingStatuses: [],
		incomingStatuses: [],

		isAuthorized: () => state.stateInstance === 'authorized',
		/** GetSettings: wid is empty while the instance is not authorized. */
		settingsView: () => ({ ...state.settings, wid: state.isAuthorized() ? instance.wid : '' }),
		flag: (name) => state.settings[name] === 'yes',

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

module.exports = { createState, STATES };
