'use strict';
// Builds notification bodies (service-facts §3.2–3.4) and routes them: to the webhook sender
// when webhookUrl is set, otherwise to the HTTP-API polling queue (receiveNotification).
// Each builder returns the body even when its flag is off (then nothing is queued).
const { toMessageData, sec } = require('./messages');

function createNotifier(core) {
	const { state, clock } = core;
	const flag = state.flag;

	function envelope(typeWebhook, extra) {
		const instanceData = {
			idInstance: Number(state.instance.idInstance),
			wid: state.isAuthorized() ? state.instance.wid : '',
			typeInstance: 'whatsapp',
		};
		return { typeWebhook, instanceData, timestamp: sec(clock.now()), ...extra };
	}

	/** Queues `body` as it is. */
	function raw(body) {
		if (state.settings.webhookUrl) core.webhooks.enqueue(body);
		else core.polling.enqueue(body);
		return body;
	}

	function emit(enabled, typeWebhook, extra) {
		const body = envelope(typeWebhook, extra);
		if (enabled) raw(body);
		return body;
	}

	const message = (msg) => ({
		idMessage: msg.idMessage,
		senderData: { ...msg.sender },
		messageData: toMessageData(msg),
	});

	/** Incoming messages need incomingWebhook; polls, edits and deletions their own flag instead. */
	const INCOMING_FLAG = {
		pollMessage: 'pollMessageWebhook',
		pollUpdateMessage: 'pollMessageWebhook',
		editedMessage: 'editedMessageWebhook',
		deletedMessage: 'deletedMessageWebhook',
	};

	return {
		raw,
		incomingMessage: (msg) =>
			emit(
				flag(INCOMING_FLAG[msg.typeMessage] || 'incomingWebhook'),
				'incomingMessageReceived',
				message(msg),
			),
		outgoingMessage: (msg) =>
			emit(flag('outgoingMessageWebhook'), 'outgoingMessageReceived', message(msg)),
		outgoingAPIMessage: (msg) =>
			emit(flag('outgoingAPIMessageWebhook'), 'outgoingAPIMessageReceived', message(msg)),
		/** noAccount and failed cannot be switched off (service-facts §2.2). */
		outgoingStatus: (msg, status) =>
			emit(
				flag('outgoingWebhook') || status === 'noAccount' || status === 'failed',
				'outgoingMessageStatus',
				{
					chatId: msg.chatId,
					idMessage: msg.idMessage,
					status,
					sendByApi: msg.sendByApi,
				},
			),
		stateChanged: (stateInstance) =>
			emit(flag('stateWebhook'), 'stateInstanceChanged', { stateInstance }),
		statusChanged: (statusInstance) =>
			emit(flag('stateWebhook') || flag('statusInstanceWebhook'), 'statusInstanceChanged', {
				statusInstance,
			}),
		incomingCall: ({ from, status, idMessage }) =>
			emit(flag('incomingWebhook') && flag('incomingCallWebhook'), 'incomingCall', {
				from,
				status,
				idMessage,
			}),
		deviceInfo: (deviceData) => emit(flag('deviceWebhook'), 'deviceInfo', { deviceData }),
		quotaExceeded: (quotaData) => emit(true, 'quotaExceeded', { quotaData }),
	};
}

module.exports = { createNotifier };
