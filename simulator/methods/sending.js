'use strict';
// Chat sends: text, contact, forward, location, poll.
const content = require('../content');
const { body, chatId, typingTimeMs, str, num, bool, arr, obj, fail } = require('../validation');
const { outgoingRecord } = require('../messages');

/** A chat send that may quote a message of the same chat. */
const sendQuotable = (ctx, type, b, build) =>
	ctx.core.queue.send(ctx, type, {
		chatId: b.chatId,
		quotedMessageId: b.quotedMessageId,
		content: build,
	});

const NAME_FIELDS = ['firstName', 'middleName', 'lastName', 'company'];

function sendContact(ctx) {
	const b = body(ctx, {
		chatId: chatId(),
		contact: obj(
			{
				phoneContact: num({ required: true, integer: true }),
				...Object.fromEntries(NAME_FIELDS.map((f) => [f, str()])),
			},
			{ required: true },
		),
		quotedMessageId: str(),
		typingTime: typingTimeMs,
	});
	const digits = String(b.contact.phoneContact).length;
	if (b.contact.phoneContact < 0 || digits < 11 || digits > 12)
		fail('bad phone number, valid 11 or 12 digits');
	if (!NAME_FIELDS.some((f) => b.contact[f] !== undefined)) {
		fail(`'contact' must contain at least one of [${NAME_FIELDS.join(', ')}]`);
	}
	return sendQuotable(ctx, 'sendContact', b, () => content.contact(b.contact));
}

function forwardMessages(ctx) {
	const b = body(ctx, {
		chatId: chatId(),
		chatIdFrom: chatId(),
		messages: arr({ required: true, min: 1, items: str({ required: true }) }),
		typingTime: num({ integer: true, min: 1, max: 20 }),
	});
	const { state, queue } = ctx.core;
	const to = state.resolveChat(b.chatId);
	const from = state.resolveChat(b.chatIdFrom);
	queue.checkSuspension(to);
	const newIds = b.messages.map(() => ctx.core.newMessageId('api', to));
	const unknown = b.messages.filter((id) => !state.findMessage(from, id));
	if (unknown.length) ctx.note(`not sent: unknown forwarded ids ${unknown.join(', ')}`);
	queue.add({
		type: 'ForwardMessages',
		id: newIds,
		body: ctx.body,
		deliver: () =>
			b.messages.forEach((id, i) => {
				const source = state.findMessage(from, id);
				if (!source) return;
				const c = content.forwardOf(source);
				queue.publish(outgoingRecord(ctx.core, { idMessage: newIds[i], chatId: to, content: c }));
			}),
	});
	return { messages: newIds };
}

const methods = [
	{
		name: 'sendMessage',
		http: 'POST',
		v3: true,
		handler(ctx) {
			const b = body(ctx, {
				chatId: chatId(),
				message: str({ required: true, max: ctx.core.messenger.textMax }),
				quotedMessageId: str(),
				linkPreview: bool(),
				typePreview: str({ valid: ['large', 'small'] }),
				customPreview: obj({
					title: str({ max: 300 }),
					description: str({ max: 300 }),
					link: str({ max: 300 }),
					urlFile: str(),
					jpegThumbnail: str(),
				}),
				typingTime: typingTimeMs,
			});
			return sendQuotable(ctx, 'sendMessage', b, () => content.text(b.message, b));
		},
	},
	{ name: 'sendContact', http: 'POST', handler: sendContact },
	{ name: 'forwardMessages', http: 'POST', handler: forwardMessages },
	{
		name: 'sendLocation',
		http: 'POST',
		handler(ctx) {
			const b = body(ctx, {
				chatId: chatId(),
				nameLocation: str({ allowEmpty: true }),
				address: str({ allowEmpty: true }),
				latitude: num({ required: true, min: -90, max: 90 }),
				longitude: num({ required: true, min: -180, max: 180 }),
				quotedMessageId: str(),
				typingTime: typingTimeMs,
			});
			return sendQuotable(ctx, 'sendLocation', b, () => content.location(b));
		},
	},
	{
		name: 'sendPoll',
		http: 'POST',
		handler(ctx) {
			const b = body(ctx, {
				chatId: chatId(),
				message: str({ required: true, max: 255 }),
				options: arr({
					required: true,
					min: 2,
					max: 12,
					items: obj({ optionName: str({ required: true, max: 100 }) }, { required: true }),
					uniqueBy: (o) => o.optionName,
				}),
				multipleAnswers: bool(),
				quotedMessageId: str(),
				typingTime: typingTimeMs,
			});
			return sendQuotable(ctx, 'sendPoll', b, () => content.poll(b));
		},
	},
];

module.exports = { methods };
