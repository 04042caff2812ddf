'use strict';
// The message kinds the simulator can inject: every typeMessage of
// green-api.com/en/docs/api/receiving/notifications-format/incoming-message/, one builder each.
const content = require('../../content');
const { fileKinds } = require('./files');
const { textKinds } = require('./texts');
const { buttonKinds } = require('./buttons');
const { updateKinds } = require('./updates');

/**
 * Builders of some kinds, each file's share: a kind index.d.ts does not declare fails the type
 * check there. `o` is the injection's options with chatId, sender and idMessage set.
 * @typedef {Partial<Record<import('../../index').IncomingType, (o: any) => { typeMessage: string, data: any }>>} Kinds
 */

/** One builder per kind. */
function messageKinds(core) {
	const { state, files, messenger } = core;
	const kit = {
		core,
		state,
		files,
		/** A text as the messenger writes it (MAX and Telegram add the forwarding marks). */
		plainText: (text) => content.plainText(text, messenger.textMarks),
		/** The chat's last message that `pred` accepts. */
		last: (chatId, pred = (_m) => true) => state.messages(chatId).filter(pred).pop(),
	};
	/**
	 * Every kind index.d.ts declares (IncomingType) has a builder: a kind declared but not built
	 * fails the type check.
	 * @satisfies {Record<import('../../index').IncomingType, (o: any) => { typeMessage: string, data: any }>}
	 */
	const builders = {
		...fileKinds(kit),
		...textKinds(kit),
		...buttonKinds(kit),
		...updateKinds(kit),
	};
	return builders;
}

module.exports = { messageKinds };
