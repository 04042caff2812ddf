'use strict';
// Changing sent messages: editMessage (queued like a send) and deleteMessage.
const ids = require('../ids');
const { body, chatId, str, bool, ServiceError, MESSAGE_NOT_FOUND } = require('../validation');
const { requireMessage } = require('./journals');

const EDIT_WINDOW_MS = 15 * 60 * 1000;

/** Replaces the text (or a file's caption) of a message record. */
function setText(msg, text) {
	const d = msg.data;
	if (d.textMessageData) d.textMessageData.textMessage = text;
	else if (d.extendedTextMessageData) d.extendedTextMessageData.text = text;
	else if (d.fileMessageData) d.fileMessageData.caption = text;
	msg.isEdited = true;
}

function editMessage(ctx) {
	const b = body(ctx, {
		chatId: chatId(),
		idMessage: str({ required: true }),
		message: str({ required: true, max: 20000 }),
	});
	const { state, queue, clock } = ctx.core;
	const target = requireMessage(state, b.chatId, b.idMessage);
	if (target.type !== 'outgoing') throw new ServiceError(400, MESSAGE_NOT_FOUND);
	const tooOld = clock.now() - target.time > EDIT_WINDOW_MS;
	if (tooOld) ctx.note('not edited: the message is older than 15 minutes');
	const idMessage = ids.apiMessageId();
	queue.add({
		type: 'editMessage',
		id: idMessage,
		body: ctx.body,
		deliver: tooOld ? null : () => setText(target, b.message),
	});
	return { idMessage };
}

function deleteMessage(ctx) {
	const b = body(ctx, {
		chatId: chatId(),
		idMessage: str({ required: true }),
		onlySenderDelete: bool(),
	});
	const target = requireMessage(ctx.core.state, b.chatId, b.idMessage);
	target.isDeleted = true;
	return undefined;
}

const methods = [
	{ name: 'editMessage', http: 'POST', handler: editMessage },
	{ name: 'deleteMessage', http: 'POST', handler: deleteMessage },
];

module.exports = { methods };
