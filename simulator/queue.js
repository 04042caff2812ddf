'use strict';
// The send queue (green-api.com/en/docs/api/queues/ShowMessagesQueue/): every send is queued and
// answered at once; the queue drains one item per delaySendMessagesMilliseconds while the instance
// is authorized; items older than 24 hours are dropped. A drained message enters the chat history
// as sent, then becomes delivered after 1 s and read after 2 s (simulator time), each move
// notified.
const { outgoingRecord } = require('./messages');
const { ServiceError } = require('./errors');
const { quoting } = require('./content');
const { ids: fixtureIds } = require('./fixtures');

const DAY = 24 * 3600 * 1000;
const LISTED = 500;

function createQueue(core) {
	const { clock, state, scheduler } = core;
	const items = [];
	let drainAt = null;

	function prune() {
		const cutoff = clock.now() - DAY;
		for (let i = items.length - 1; i >= 0; i -= 1)
			if (items[i].queuedAt <= cutoff) items.splice(i, 1);
	}

	/** Schedules the next drain `delay` after now, if there is anything to drain. */
	function schedule() {
		if (drainAt !== null || !items.length || !state.canSend()) return;
		drainAt = clock.now() + state.settings.delaySendMessagesMilliseconds;
		scheduler.at(drainAt, drain);
	}

	function drain() {
		drainAt = null;
		prune();
		if (!state.canSend()) return;
		const item = items.shift();
		if (item && item.deliver) item.deliver();
		schedule();
	}

	/** Queues an item; `deliver` runs when it drains (null = accepted but never sent). */
	function add({ type, id, body, deliver }) {
		const item = { type, body, deliver, queuedAt: clock.now() };
		if (Array.isArray(id)) item.messagesIDs = id;
		else item.messageID = id;
		items.push(item);
		schedule();
		return item;
	}

	/** @returns {import('./index').QueueItem} */
	const view = (i) => ({
		...(i.messagesIDs ? { messagesIDs: i.messagesIDs } : { messageID: i.messageID }),
		type: i.type,
		body: i.body,
	});

	function progress(msg, status, description) {
		msg.statusMessage = status;
		msg.statusTime = clock.now();
		return core.notify.outgoingStatus(msg, status, description);
	}

	/**
	 * Moves a sent message to another status (e.g. `failed` with the service's description) and
	 * notifies it; later scheduled moves of that message no longer apply.
	 */
	/**
	 * @param {{ idMessage: string, chatId?: string, status?: string, description?: string }} options
	 * `chatId` picks among equal ids of several chats (Telegram ids are unique per chat only).
	 */
	function setStatus({ idMessage, chatId, status = 'failed', description }) {
		const msg = (chatId ? state.messages(chatId) : state.allMessages()).find(
			(m) => m.idMessage === idMessage && m.type === 'outgoing',
		);
		if (!msg) throw new Error(`setMessageStatus: no outgoing message ${idMessage}`);
		msg.finalStatus = true;
		return progress(msg, status, description);
	}

	/**
	 * Puts a sent message into the history and starts its status moves; returns the
	 * outgoing(API)MessageReceived body (null for a number without an account).
	 */
	function publish(msg) {
		state.addMessage(msg);
		if (msg.chatId === fixtureIds.noAccount) {
			progress(msg, 'noAccount');
			return null;
		}
		const body = msg.sendByApi
			? core.notify.outgoingAPIMessage(msg)
			: core.notify.outgoingMessage(msg);
		progress(msg, 'sent');
		const move = (status) => () => msg.finalStatus || progress(msg, status);
		scheduler.after(1000, move('delivered'));
		scheduler.after(2000, move('read'));
		return body;
	}

	/**
	 * MAX GetStateInstance page: a suspended account sends only to numbers saved in its contacts;
	 * other sends get HTTP 403 "Your account is suspended".
	 */
	function checkSuspension(chatId) {
		if (state.stateInstance !== 'suspended' || !core.messenger.suspendedOnlyContacts) return;
		const contact = state.contacts.get(chatId);
		if (!contact || !contact.contactName) throw new ServiceError(403, 'Your account is suspended');
	}

	/**
	 * The common shape of a chat send: a new id, a queue item with the request body, and at drain
	 * time a message built by `content()`, as a reply when quotedMessageId names a message of the
	 * same chat. An unknown quotedMessageId is accepted and silently never sent. On MAX and
	 * Telegram a phone@c.us chat id sends to that number's chat.
	 */
	function send(ctx, type, { chatId: given, quotedMessageId, content, body = ctx.body }) {
		const chatId = state.resolveChat(given);
		checkSuspension(chatId);
		const idMessage = core.newMessageId('api', chatId);
		const quote = quotedMessageId === undefined ? null : state.findMessage(chatId, quotedMessageId);
		const silent = quotedMessageId !== undefined && !quote;
		if (silent) ctx.note('not sent: unknown quotedMessageId');
		const build = () => (quote ? quoting(content(), quote) : content());
		add({
			type,
			id: idMessage,
			body,
			deliver: silent
				? null
				: () => publish(outgoingRecord(core, { idMessage, chatId, content: build() })),
		});
		return { idMessage };
	}

	return {
		add,
		send,
		checkSuspension,
		publish,
		setStatus,
		schedule,
		prune,
		/** Queued items as showMessagesQueue lists them (the service lists the first 500). */
		list: (limit = LISTED) => {
			prune();
			return items.slice(0, limit).map(view);
		},
		clear: () => items.splice(0).length,
	};
}

module.exports = { createQueue };
