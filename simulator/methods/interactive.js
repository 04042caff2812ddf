'use strict';
// Interactive buttons (beta) and the typing notification.
const content = require('../content');
const { body, chatId, num, str, arr, obj, fail } = require('../validation');

const BUTTON_TYPES = { copy: 'copyCode', call: 'phoneNumber', url: 'url' };

/**
 * Both button messages: header, body, footer and 1–3 buttons with a text of ≤ 25 characters;
 * reply buttons need their buttonId (SendInteractiveButtonsReply page).
 */
function buttonMessage(ctx, buttonFields, idRequired = false) {
	return body(ctx, {
		chatId: chatId(),
		header: str(),
		body: str({ required: true }),
		footer: str(),
		buttons: arr({
			required: true,
			min: 1,
			max: 3,
			items: obj(
				{
					...buttonFields,
					buttonId: str({ required: idRequired }),
					buttonText: str({ required: true, max: 25 }),
				},
				{ required: true },
			),
		}),
	});
}

const queueButtons = (ctx, type, b) =>
	ctx.core.queue.send(ctx, type, { chatId: b.chatId, content: () => content.buttons(b) });

function sendInteractiveButtons(ctx) {
	const b = buttonMessage(ctx, {
		type: str({ required: true, valid: Object.keys(BUTTON_TYPES) }),
		copyCode: str(),
		phoneNumber: str(),
		url: str({ uri: true }),
	});
	b.buttons.forEach((button, i) => {
		const needed = BUTTON_TYPES[button.type];
		if (button[needed] === undefined) fail(`'buttons[${i}].${needed}' is required`);
	});
	return queueButtons(ctx, 'sendInteractiveButtons', b);
}

const sendInteractiveButtonsReply = (ctx) =>
	queueButtons(ctx, 'sendInteractiveButtonsReply', buttonMessage(ctx, {}, true));

const methods = [
	{ name: 'sendInteractiveButtons', http: 'POST', handler: sendInteractiveButtons },
	{ name: 'sendInteractiveButtonsReply', http: 'POST', handler: sendInteractiveButtonsReply },
	{
		name: 'sendTyping',
		http: 'POST',
		// The newest WhatsApp page: an empty 200 (older copies show {idMessage}: fail() plays them).
		handler(ctx) {
			const { typingTypes, typingTimeRequired } = ctx.core.messenger;
			body(ctx, {
				chatId: chatId(),
				// Milliseconds, 1000–20000 (the page's texts); required on MAX and Telegram.
				typingTime: num({
					integer: true,
					min: 1000,
					max: 20000,
					larger: true,
					required: typingTimeRequired,
				}),
				typingType: str({ valid: typingTypes }),
			});
			return undefined;
		},
	},
];

module.exports = { methods };
