'use strict';
// Journals: chat history, one message, the last incoming/outgoing messages.
const {
	body,
	chatId,
	str,
	num,
	queryInt,
	ServiceError,
	MESSAGE_NOT_FOUND,
} = require('../validation');
const { newestFirst, toJournal } = require('../messages');

/** A message of the chat's journal, or the GetMessage page's 400 texts. */
function requireMessage(state, chat, idMessage) {
	if (!state.messages(chat).length) throw new ServiceError(400, 'chatId not found');
	const msg = state.findMessage(chat, idMessage);
	if (!msg) throw new ServiceError(400, MESSAGE_NOT_FOUND);
	return msg;
}

function lastMessages(type) {
	return (ctx) => {
		const minutes = /** @type {number} */ (queryInt(ctx.query, 'minutes', { def: 1440, min: 1 }));
		const since = ctx.core.clock.now() - minutes * 60000;
		const list = newestFirst(
			ctx.core.state.allMessages().filter((m) => m.type === type && m.time >= since),
		);
		if (!list.length && type === 'incoming') return ctx.core.messenger.emptyLastIncoming();
		return list;
	};
}

const methods = [
	{
		name: 'getChatHistory',
		http: 'POST',
		v3: true,
		handler(ctx) {
			const b = body(ctx, { chatId: chatId(), count: num({ unsafeAsType: true }) });
			const count = b.count === undefined ? 100 : Math.max(0, Math.floor(b.count));
			return newestFirst(ctx.core.state.messages(b.chatId), count);
		},
	},
	{
		name: 'getMessage',
		http: 'POST',
		handler(ctx) {
			const b = body(ctx, { chatId: chatId(), idMessage: str({ required: true }) });
			return toJournal(requireMessage(ctx.core.state, b.chatId, b.idMessage));
		},
	},
	{ name: 'lastIncomingMessages', http: 'GET', handler: lastMessages('incoming') },
	{ name: 'lastOutgoingMessages', http: 'GET', handler: lastMessages('outgoing') },
];

module.exports = { methods, requireMessage };
