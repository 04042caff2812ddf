'use strict';
// Instance settings: the fields of green-api.com/en/docs/api/account/GetSettings/ (plus
// proxyInstance, linkPreview and autoTyping, which live instances also answer with) and the
// rules of green-api.com/en/docs/api/account/SetSettings/. MAX and Telegram instances have fewer
// fields (their messenger table lists them); the rules of the fields they have are the same.
const { nonEmpty, check, str, num } = require('./validation');

/**
 * A fresh instance: all flags off, no webhook URL or token, the minimum sending delay. Written
 * out in the service's field order and typed by index.d.ts, so a field missing on either side
 * fails the type check.
 * @returns {import('./index').Settings}
 */
function defaultSettings() {
	return {
		wid: '',
		countryInstance: '',
		typeAccount: 'trial',
		typeInstance: 'whatsapp',
		webhookUrl: '',
		webhookUrlToken: '',
		delaySendMessagesMilliseconds: 500,
		markIncomingMessagesReaded: 'no',
		markIncomingMessagesReadedOnReply: 'no',
		sharedSession: 'no',
		proxyInstance: 'system proxy',
		outgoingWebhook: 'no',
		outgoingMessageWebhook: 'no',
		outgoingAPIMessageWebhook: 'no',
		incomingWebhook: 'no',
		deviceWebhook: 'no',
		statusInstanceWebhook: 'no',
		stateWebhook: 'no',
		enableMessagesHistory: 'no',
		keepOnlineStatus: 'no',
		pollMessageWebhook: 'no',
		incomingBlockWebhook: 'no',
		incomingCallWebhook: 'no',
		editedMessageWebhook: 'no',
		deletedMessageWebhook: 'no',
		outgoingCallWebhook: 'no',
		linkPreview: 'yes',
		autoTyping: 0,
	};
}

/** The yes/no notification and reading flags SetSettings writes (linkPreview is read-only). */
const FLAGS = Object.entries(defaultSettings())
	.filter(([, value]) => value === 'no')
	.map(([key]) => key);

const SCHEMA = {
	webhookUrl: str({ allowEmpty: true, uri: true }),
	webhookUrlToken: str({ allowEmpty: true }),
	delaySendMessagesMilliseconds: num({ integer: true, min: 500, max: 600000 }),
	countryInstance: str({ allowEmpty: true }),
	...Object.fromEntries(FLAGS.map((f) => [f, str({ valid: ['yes', 'no'] })])),
};

/**
 * The settings of a fresh instance of `messenger`: WhatsApp's all, or the fields its table
 * names, in that order, with its typeInstance.
 * @param {import('./messengers').Messenger} messenger
 * @returns {import('./index').AnySettings}
 */
function settingsFor(messenger) {
	const all = defaultSettings();
	if (!messenger.settings) return all;
	const picked = Object.fromEntries(messenger.settings.map((key) => [key, all[key]]));
	return /** @type {import('./index').AnySettings} */ ({
		...picked,
		typeInstance: messenger.typeInstance,
	});
}

/**
 * Validates a SetSettings body and applies it. Read-only or unknown fields, and fields the
 * instance's messenger does not have, are ignored (and returned, for the request log) so a
 * GetSettings → SetSettings round trip still works.
 */
function applySettings(settings, body) {
	nonEmpty(body);
	const own = Object.fromEntries(Object.entries(SCHEMA).filter(([key]) => key in settings));
	check(body, own);
	const ignored = [];
	for (const [key, value] of Object.entries(body)) {
		if (key in own) settings[key] = value;
		else ignored.push(key);
	}
	return ignored;
}

module.exports = { FLAGS, defaultSettings, settingsFor, applySettings };
