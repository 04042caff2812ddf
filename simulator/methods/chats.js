'use strict';
// Chat state: read marks, archive, disappearing messages.
const { body, chatId, str, num, ServiceError } = require('../validation');
const { sec } = require('../messages');

const ARCHIVE_ERROR = 'ArchiveChatError: cannot archive chat cause last message not found in chat';

function archiver(archive) {
	return (ctx) => {
		const b = body(ctx, { chatId: chatId() });
		const { state } = ctx.core;
		// The documented text; the service words it the same for unarchiveChat.
		if (!state.messages(b.chatId).length) throw new ServiceError(400, ARCHIVE_ERROR);
		state.meta(b.chatId).archive = archive;
		return undefined;
	};
}

const methods = [
	{
		name: 'readChat',
		http: 'POST',
		handler(ctx) {
			body(ctx, { chatId: chatId(), idMessage: str() });
			return { setRead: true };
		},
	},
	{ name: 'archiveChat', http: 'POST', handler: archiver(true) },
	{ name: 'unarchiveChat', http: 'POST', handler: archiver(false) },
	{
		name: 'setDisappearingChat',
		http: 'POST',
		handler(ctx) {
			const b = body(ctx, {
				chatId: chatId(),
				ephemeralExpiration: num({ required: true, valid: [0, 86400, 604800, 7776000] }),
			});
			const meta = ctx.core.state.meta(b.chatId);
			meta.ephemeralExpiration = b.ephemeralExpiration;
			meta.ephemeralSettingTimestamp = sec(ctx.core.clock.now());
			return {
				chatId: b.chatId,
				disappearingMessagesInChat: b.ephemeralExpiration > 0,
				ephemeralExpiration: b.ephemeralExpiration,
			};
		},
	},
];

module.exports = { methods };
