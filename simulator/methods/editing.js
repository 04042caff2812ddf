'use strict';
// Changing sent messages: editMessage (queued like a send) and deleteMessage.
// green-api.com/en/docs/api/sending/EditMessage/ and …/DeleteMessage/; the notifications are
// the outgoing EditedMessage and DeletedMessage formats of
// green-api.com/en/docs/api/receiving/notifications-format/outgoing-message/.
const { outgoingRecord } = require('../messages');
const { body, chatId, str, bool, ServiceError, MESSAGE_NOT_FOUND } = require('../validation');
const { requireMessage } = require('./journals');

const EDIT_WINDOW_MS = 15 * 60 * 1000;

/** Replaces the text (or a file's caption) of a message record and marks it edited. */
function setText(msg, text, editId) {
	const d = msg.data;
	if (d.textMessageData) d.textMessageData.textMessage = text;
	else if (d.extendedTextMessageData) d.extendedTextMessageData.text = text;
	else if (d.fileMessageData) d.fileMessageData.caption = text;
	msg.isEdited = true;
	msg.editedMessageId = editId;
}

/** The record of an edit or a deletion sent through the API (not itself in the journal). */
const change = (core, idMessage, chatId, typeMessage, data) =>
	outgoingRecord(core, { idMessage, chatId, content: { typeMessage, data } });

function editMessage(ctx) {
	const b = body(ctx, {
		chatId: chatId(),
		idMessage: str({ required: true }),
		message: str({ required: true, max: ctx.core.messenger.textMax }),
	});
	const { core } = ctx;
	const target = requireMessage(core.state, b.chatId, b.idMessage);
	if (target.type !== 'outgoing') throw new ServiceError(400, MESSAGE_NOT_FOUND);
	const tooOld = core.clock.now() - target.time > EDIT_WINDOW_MS;
	if (tooOld) ctx.note('not edited: the message is older than 15 minutes');
	const idMessage = core.newMessageId('api', b.chatId);
	core.queue.add({
		type: 'editMessage',
		id: idMessage,
		body: ctx.body,
		deliver: tooOld
			? null
			: () => {
					setText(target, b.message, idMessage);
					const editedMessageData = { textMessage: b.message, stanzaId: target.idMessage };
					core.notify.outgoingAPIMessage(
						change(core, idMessage, b.chatId, 'editedMessage', { editedMessageData }),
					);
				},
	});
	return { idMessage };
}

/**
 * Marks the message deleted and journals the deletion itself as an outgoing `deletedMessage`
 * item pointing at it (`deletedMessageData.stanzaId`), as the service's journals show.
 */
function deleteMessage(ctx) {
	const b = body(ctx, {
		chatId: chatId(),
		idMessage: str({ required: true }),
		onlySenderDelete: bool(),
	});
	const { core } = ctx;
	const target = requireMessage(core.state, b.chatId, b.idMessage);
	const idMessage = core.newMessageId('api', b.chatId);
	target.isDeleted = true;
	target.deletedMessageId = idMessage;
	const deletedMessageData = { stanzaId: target.idMessage };
	const rec = change(core, idMessage, b.chatId, 'deletedMessage', { deletedMessageData });
	core.state.addMessage(rec);
	core.notify.outgoingAPIMessage(rec);
	return undefined;
}

const methods = [
	{ name: 'editMessage', http: 'POST', handler: editMessage },
	{ name: 'deleteMessage', http: 'POST', handler: deleteMessage },
];

module.exports = { methods };
