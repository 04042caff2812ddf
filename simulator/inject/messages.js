'use strict';
// Messages from the outside world: incoming messages of every kind, messages sent from the phone
// (the same kinds, including a click on interactive buttons), and what becomes of a sent message
// (delivered, read, failed).
const { incomingRecord, outgoingRecord } = require('../messages');
const { ids: fixtureIds } = require('../fixtures');
const { messageKinds } = require('./kinds');

const STATUS_CHAT = 'status@broadcast';

function messageInjector(core) {
	const { state, messenger } = core;
	const builders = messageKinds(core);

	/** Merges `data` into the type's main data object (quotedMessage goes beside it). */
	function withData(c, data) {
		if (!data) return c;
		const { quotedMessage, body: _fileBody, ...rest } = data;
		const main = Object.keys(c.data)[0];
		Object.assign(c.data[main], rest);
		if (quotedMessage) c.data.quotedMessage = { ...c.data.quotedMessage, ...quotedMessage };
		return c;
	}

	/** Applies an edit or deletion to the message it names; neither adds a history entry. */
	function amend(rec) {
		const d = rec.data.editedMessageData || rec.data.deletedMessageData;
		const target = state.findMessage(rec.chatId, d.stanzaId);
		if (!target) return;
		if (rec.data.deletedMessageData) {
			target.isDeleted = true;
			target.deletedMessageId = rec.idMessage;
		} else {
			target.isEdited = true;
			target.editedMessageId = rec.idMessage;
			const main =
				target.data.textMessageData ||
				target.data.extendedTextMessageData ||
				target.data.fileMessageData;
			if (target.data.textMessageData) main.textMessage = d.textMessage;
			else if (target.data.extendedTextMessageData) main.text = d.textMessage;
			else if (main) main.caption = d.textMessage;
		}
	}

	/** The builder of a kind, if the instance's messenger sends that kind. */
	function builderOf(caller, typeMessage) {
		const build = builders[typeMessage];
		if (!build) throw new Error(`${caller}: unsupported typeMessage ${typeMessage}`);
		if (messenger.kinds && !messenger.kinds.includes(typeMessage))
			throw new Error(`${caller}: ${messenger.label} instances have no ${typeMessage}`);
		return build;
	}

	/** @param {import('../index').IncomingOptions} o */
	function injectIncoming(o) {
		if (!o || !o.chatId) throw new Error('injectIncoming: chatId is required');
		const typeMessage = o.typeMessage || 'textMessage';
		const build = builderOf('injectIncoming', typeMessage);
		// Incoming messages of MAX and Telegram name the chat by its number, not a phone.
		const chatId = state.resolveChat(o.chatId);
		const groupMember =
			messenger.chatIds.isGroup(chatId) &&
			(state.groups.get(chatId)?.participants || []).find((p) => p.id !== state.self);
		const sender =
			o.sender ||
			(groupMember ? groupMember.id : chatId === STATUS_CHAT ? fixtureIds.alice : chatId);
		const contact = state.contacts.get(sender) || {};
		const idMessage = o.idMessage || core.newMessageId('incoming', chatId);
		const c = withData(build({ ...o, chatId, sender, idMessage }), o.data);
		const rec = incomingRecord(core, {
			idMessage,
			chatId,
			content: c,
			sender,
			senderName: o.senderName ?? contact.name ?? '',
			senderContactName: contact.contactName ?? '',
		});
		if (typeMessage === 'editedMessage' || typeMessage === 'deletedMessage') amend(rec);
		else if (chatId === STATUS_CHAT) state.incomingStatuses.push(rec);
		else state.addMessage(rec);
		return core.notify.incomingMessage(rec);
	}

	/**
	 * A message typed on the phone (or another linked device): a text by default, or any kind
	 * injectIncoming knows, e.g. `interactiveButtonsResponse` for a click on the own phone.
	 * @param {import('../index').IncomingOptions} o
	 */
	function injectOutgoingFromPhone(o) {
		if (!o || !o.chatId) throw new Error('injectOutgoingFromPhone: chatId is required');
		const typeMessage = o.typeMessage || 'textMessage';
		const build = builderOf('injectOutgoingFromPhone', typeMessage);
		const chatId = state.resolveChat(o.chatId);
		const idMessage = o.idMessage || core.newMessageId('phone', chatId);
		const text = o.text ?? (typeMessage === 'textMessage' ? 'Sent from the phone' : undefined);
		const c = withData(build({ ...o, chatId, text, sender: state.self, idMessage }), o.data);
		const rec = outgoingRecord(core, { idMessage, chatId, content: c, sendByApi: false });
		return core.queue.publish(rec);
	}

	/** @satisfies {Partial<import('../index').Control>} */
	const messages = {
		injectIncoming,
		injectOutgoingFromPhone,
		setMessageStatus: (o) => core.queue.setStatus(o),
	};
	return messages;
}

module.exports = { messageInjector, STATUS_CHAT };
