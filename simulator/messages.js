'use strict';
// Message records and their two renderings: the journal shape (getChatHistory, getMessage,
// last*Messages; green-api.com/en/docs/api/journals/) and the notification `messageData`
// (green-api.com/en/docs/api/receiving/notifications-format/).
// A record keeps the webhook form: { typeMessage, data: {<typeMessage>Data…, quotedMessage?} }.

const sec = (ms) => Math.floor(ms / 1000);
const clone = (x) => JSON.parse(JSON.stringify(x));
let seq = 0;

function record(core, fields, content) {
	return {
		seq: ++seq,
		time: core.clock.now(),
		typeMessage: content.typeMessage,
		data: content.data,
		isForwarded: Boolean(content.isForwarded),
		forwardingScore: content.forwardingScore || 0,
		...fields,
	};
}

/**
 * The senderData of a message in the messenger's shape. MAX and Telegram add the sender's
 * phone number (0 when hidden, and for members of groups as live MAX answers show it), and
 * Telegram the kinds of chat and sender.
 */
function senderData(core, { chatId, sender, senderName, senderContactName }) {
	const { state, messenger } = core;
	const group = state.groups.get(chatId);
	const inGroup = messenger.chatIds.isGroup(chatId);
	return messenger.senderData({
		chatId,
		chatName: state.chatName(chatId),
		sender,
		senderName,
		senderContactName,
		senderPhoneNumber: inGroup && sender !== state.self ? 0 : state.phoneNumberOf(sender),
		chatType: inGroup ? (group && group.chatType) || 'group' : 'user',
		senderType: 'user',
	});
}

/** A message sent by the instance (through the API unless sendByApi is false). */
function outgoingRecord(core, { idMessage, chatId, content, sendByApi = true }) {
	const sender = senderData(core, {
		chatId,
		sender: core.state.self,
		senderName: '',
		senderContactName: '',
	});
	return record(
		core,
		{ idMessage, chatId, type: 'outgoing', statusMessage: 'sent', sendByApi, sender },
		content,
	);
}

/** A message the instance received; `sender` defaults to the chat for personal chats. */
function incomingRecord(
	core,
	{ idMessage, chatId, content, sender, senderName, senderContactName },
) {
	const data = senderData(core, { chatId, sender, senderName, senderContactName });
	return record(core, { idMessage, chatId, type: 'incoming', sender: data }, content);
}

const toMessageData = (msg) => ({ typeMessage: msg.typeMessage, ...clone(msg.data) });

function without(o, ...keys) {
	const copy = { ...o };
	for (const k of keys) delete copy[k];
	return copy;
}

/** Data keys of the webhook form that the journal renders under another name or flattened. */
const RENDERED = [
	'textMessageData',
	'extendedTextMessageData',
	'fileMessageData',
	'locationMessageData',
	'contactMessageData',
	'quotedMessage',
];

/**
 * The content fields of the journal shape, flattened from the webhook form. Forwarding marks
 * stay inside the extendedTextMessage, location and contact objects and sit at the top level
 * of file items; other kinds keep their data object under its own key.
 */
function flatten(typeMessage, data) {
	const out = {};
	if (data.textMessageData) out.textMessage = data.textMessageData.textMessage;
	const ext = data.extendedTextMessageData;
	if (ext && typeMessage === 'reactionMessage') out.extendedTextMessageData = { text: ext.text };
	else if (ext) {
		out.textMessage = ext.text;
		out.extendedTextMessage = clone(ext);
	}
	if (data.fileMessageData) Object.assign(out, clone(data.fileMessageData));
	if (data.locationMessageData) out.location = clone(data.locationMessageData);
	if (data.contactMessageData) out.contact = clone(data.contactMessageData);
	for (const [key, value] of Object.entries(data))
		if (!RENDERED.includes(key)) out[key] = clone(value);
	if (data.quotedMessage) out.quotedMessage = clone(data.quotedMessage);
	return out;
}

/** Every journal item carries the edit and deletion marks (false and "" until they happen). */
const MARKS = { deletedMessageId: '', editedMessageId: '', isEdited: false, isDeleted: false };

/** @returns {import('./index').JournalMessage} */
function toJournal(msg) {
	// Filled in the service's field order; typeMessage and chatId follow below.
	const j = /** @type {import('./index').JournalMessage} */ ({
		type: msg.type,
		idMessage: msg.idMessage,
		timestamp: sec(msg.time),
	});
	if (msg.type === 'outgoing')
		Object.assign(j, { statusMessage: msg.statusMessage, sendByApi: msg.sendByApi });
	Object.assign(j, { typeMessage: msg.typeMessage, chatId: msg.chatId });
	if (msg.type === 'incoming') {
		Object.assign(j, {
			senderId: msg.sender.sender,
			senderName: msg.sender.senderName,
			senderContactName: msg.sender.senderContactName,
		});
	}
	Object.assign(j, flatten(msg.typeMessage, msg.data));
	for (const k of Object.keys(MARKS)) j[k] = k in msg ? msg[k] : MARKS[k];
	return j;
}

/** The quotedMessage object of a reply to `msg`. */
function quoteOf(msg) {
	const fields = without(
		flatten(msg.typeMessage, msg.data),
		'quotedMessage',
		'isForwarded',
		'forwardingScore',
	);
	return {
		stanzaId: msg.idMessage,
		participant: msg.sender.sender,
		typeMessage: msg.typeMessage,
		...fields,
	};
}

/** Journal view, newest first (ties: the later one first), at most `count`. */
const newestFirst = (list, count = Infinity) =>
	[...list]
		.sort((a, b) => b.time - a.time || b.seq - a.seq)
		.slice(0, count)
		.map(toJournal);

module.exports = {
	outgoingRecord,
	incomingRecord,
	toMessageData,
	toJournal,
	quoteOf,
	newestFirst,
	sec,
};
