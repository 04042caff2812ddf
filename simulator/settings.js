'use strict';
// Instance settings: the fields of green-api.com/en/docs/api/account/GetSettings/ (plus
// proxyInstance, linkPreview and autoTyping, which live instances also answer with) and the
// rules of green-api.com/en/docs/api/account/SetSettings/.
const { nonEmpty, check, str, num } = require('./validation');

const FLAGS = [
	'markIncomingMessagesReaded',
	'markIncomingMessagesReadedOnReply',
	'sharedSession',
	'outgoingWebhook',
	'outgoingMessageWebhook',
	'outgoingAPIMessageWebhook',
	'incomingWebhook',
	'deviceWebhook',
	'statusInstanceWebhook',
	'stateWebhook',
	'enableMessagesHistory',
	'keepOnlineStatus',
	'pollMessageWebhook',
	'incomingBlockWebhook',
	'incomingCallWebhook',
	'editedMessageWebhook',
	'deletedMessageWebhook',
	'outgoingCallWebhook',
];

/** A fresh instance: all flags off, no webhook URL or token, the minimum sending delay. */
function defaultSettings() {
	const s = {
		wid: '',
		countryInstance: '',
		typeAccount: 'trial',
		typeInstance: 'whatsapp',
		webhookUrl: '',
		webhookUrlToken: '',
		delaySendMessagesMilliseconds: 500,
	};
	for (const f of FLAGS) {
		s[f] = 'no';
		if (f === 'sharedSession') s.proxyInstance = 'system proxy';
	}
	s.linkPreview = 'yes';
	s.autoTyping = 0;
	return s;
}

const SCHEMA = {
	webhookUrl: str({ allowEmpty: true, uri: true }),
	webhookUrlToken: str({ allowEmpty: true }),
	delaySendMessagesMilliseconds: num({ integer: true, min: 500, max: 600000 }),
	countryInstance: str({ allowEmpty: true }),
	...Object.fromEntries(FLAGS.map((f) => [f, str({ valid: ['yes', 'no'] })])),
};

/**
 * Validates a SetSettings body and applies it. Read-only or unknown fields are ignored (and
 * returned, for the request log) so a GetSettings → SetSettings round trip still works.
 */
function applySettings(settings, body) {
	nonEmpty(body);
	check(body, SCHEMA);
	const ignored = [];
	for (const [key, value] of Object.entries(body)) {
		if (key in SCHEMA) settings[key] = value;
		else ignored.push(key);
	}
	return ignored;
}

module.exports = { FLAGS, defaultSettings, applySettings };
