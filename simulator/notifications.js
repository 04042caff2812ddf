'use strict';
// Builds notification bodies (green-api.com/en/docs/api/receiving/notifications-format/) and
// routes them: to the webhook sender when webhookUrl is set, otherwise to the HTTP-API polling
// queue (receiveNotification).
// Each builder returns the body even when its flag is off (then nothing is queued).
const { toMessageData, sec } = require('./messages');

function createNotifier(core) {
	const { state, clock, messenger } = core;
	const flag = state.flag;

	function envelope(typeWebhook, extra) {
		const instanceData = {
			idInstance: Number(state.instance.idInstance),
			wid: state.isAuthorized() ? state.instance.wid : '',
			typeInstance: messenger.typeInstance,
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
		if (messenger.notifications && !messenger.notifications.includes(typeWebhook))
			throw new Error(`${messenger.label} instances send no ${typeWebhook} notifications`);
		const body = envelope(typeWebhook, extra);
		if (enabled) raw(body);
		return body;
	}

	const message = (msg) => ({
		idMessage: msg.idMessage,
		senderData: { ...msg.sender },
		messageData: toMessageData(msg),
	});

	/**
	 * Polls, edits and deletions need their own flag besides the one of their notification type
	 * (green-api.com/en/docs/api/receiving/notifications-format/incoming-message/DeletedMessage/
	 * and the pages beside it).
	 */
	const KIND_FLAG = {
		pollMessage: 'pollMessageWebhook',
		pollUpdateMessage: 'pollMessageWebhook',
		editedMessage: 'editedMessageWebhook',
		deletedMessage: 'deletedMessageWebhook',
	};
	/** A kind's own flag counts only where the messenger's settings have it (MAX: no polls). */
	const kindEnabled = (name) => !name || !(name in state.settings) || flag(name);
	const messageEnabled = (typeFlag, msg) =>
		flag(typeFlag) && kindEnabled(KIND_FLAG[msg.typeMessage]);

	return {
		raw,
		incomingMessage: (msg) =>
			emit(messageEnabled('incomingWebhook', msg), 'incomingMessageReceived', message(msg)),
		outgoingMessage: (msg) =>
			emit(messageEnabled('outgoingMessageWebhook', msg), 'outgoingMessageReceived', message(msg)),
		outgoingAPIMessage: (msg) =>
			emit(
				messageEnabled('outgoingAPIMessageWebhook', msg),
				'outgoingAPIMessageReceived',
				message(msg),
			),
		/**
		 * noAccount and failed cannot be switched off (green-api.com/en/docs/api/account/SetSettings/);
		 * `description` explains a failure (e.g. "SWE004: …").
		 */
		outgoingStatus: (msg, status, description) =>
			emit(
				flag('outgoingWebhook') || status === 'noAccount' || status === 'failed',
				'outgoingMessageStatus',
				{
					chatId: msg.chatId,
					idMessage: msg.idMessage,
					status,
					...(description === undefined ? {} : { description }),
					...(messenger.statusSendByApi ? { sendByApi: msg.sendByApi } : {}),
				},
			),
		stateChanged: (stateInstance) =>
			emit(
				flag('stateWebhook') && !messenger.silentStates.includes(stateInstance),
				'stateInstanceChanged',
				{ stateInstance },
			),
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
		outgoingCall: (call) => emit(flag('outgoingCallWebhook'), 'outgoingCall', call),
		incomingBlock: ({ chatId, chatState }) =>
			emit(flag('incomingBlockWebhook'), 'incomingBlock', { chatId, chatState }),
		deviceInfo: (deviceData) => emit(flag('deviceWebhook'), 'deviceInfo', { deviceData }),
		/** Sent without any setting, and without timestamp (QuotaExceeded notification page). */
		quotaExceeded(quotaData) {
			const { timestamp: _none, ...body } = envelope('quotaExceeded', { quotaData });
			return raw(body);
		},
	};
}

module.exports = { createNotifier };
