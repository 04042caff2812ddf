'use strict';
// Instance settings: the fields of green-api.com/en/docs/api/account/GetSettings/ (plus
// proxyInstance, linkPreview and autoTyping, which live instances also answer with) and the
// rules of green-api.com/en/docs/api/account/SetSettings/.
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
