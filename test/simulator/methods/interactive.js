'use strict';
// Interactive buttons (beta) and the typing notification.
const content = require('../content');
const { body, chatId, typingTimeMs, str, arr, obj, fail } = require('../validation');


const BUTTON_TYPES = { copy: 'copyCode', call: 'phoneNumber', url: 'url' };

function sendInteractiveButtons(ctx) {
	const b = body(ctx, {
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
					type: str({ required: true, valid: Object.keys(BUTTON_TYPES) }),
					buttonId: str(),
					buttonText: str({ required: true, max: 25 }),
					copyCode: str(),
					phoneNumber: str(),
					url: str({ uri: true }),
				},
				{ required: true },
			),
		}),
	});
	b.buttons.forEach((button, i) => {
		const needed = BUTTON_TYPES[button.type];
		if (button[needed] === undefined) fail(`'buttons[${i}].${needed}' is required`);
	});
	return ctx.core.queue.send(ctx, 'sendInteractiveButtons', { chatId: b.chatId, content: () => content.buttons(b) });
}

function sendInteractiveButtonsReply(ctx) {
	const b = body(ctx, {
		chatId: chatId(),
		header: str(),
		body: str({ required: true }),
		footer: str(),
		buttons: arr({
			required: true,
			min: 1,
			max: 3,
			items: obj({ buttonId: str(), buttonText: str({ required: true, max: 25 }) }, { required: true }),
		}),
	});
	return ctx.core.queue.send(ctx, 'sendInteractiveButtonsReply', { chatId: b.chatId, content: () => content.buttons(b) });
}

const methods = [
	{ name: 'sendInteractiveButtons', http: 'POST', handler: sendInteractiveButtons },
	{ name: 'sendInteractiveButtonsReply', http: 'POST', handler: sendInteractiveButtonsReply },
	{
		name: 'sendTyping',
		http: 'POST',
		handler(ctx) {
			body(ctx, { chatId: chatId(), typingTime: typingTimeMs, typingType: str({ valid: ['recording'] }) });
			return undefined;
		},
	},
];

module.exports = { methods };
