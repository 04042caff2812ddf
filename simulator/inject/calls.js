'use strict';
// Calls and blocks from the outside world: a call to or from the instance's phone, and a chat
// that blocks or unblocks the account
// (green-api.com/en/docs/api/receiving/notifications-format/incoming-call/, …/outgoing-call/,
// …/incoming-block/). Calls also go into the calls journal (lastIncomingCalls,
// lastOutgoingCalls) while the settings that journal them are on.
const ids = require('../ids');
const { ids: fixtureIds } = require('../fixtures');
const { sec } = require('../messages');

function callInjector(core) {
	const { state } = core;

	/**
	 * One journal entry per call: a later notification of the same call (offer, then its
	 * outcome) updates its status (and an outgoing call's duration); the rest stays. The LastIncomingCalls page names the settings that journal
	 * incoming calls; outgoing ones go with outgoingCallWebhook (README.md's choices).
	 */
	function journal(entry, journaled) {
		if (!journaled) return;
		const known = state.calls.find((c) => c.type === entry.type && c.idMessage === entry.idMessage);
		if (known)
			Object.assign(known, { ...entry, isVideo: known.isVideo, timestamp: known.timestamp });
		else state.calls.push({ ...entry, timestamp: sec(core.clock.now()), time: core.clock.now() });
	}

	const isGroup = (chatId) => core.messenger.chatIds.isGroup(chatId);

	/** @satisfies {Partial<import('../index').Control>} */
	const calls = {
		injectCall({
			from = fixtureIds.alice,
			status = 'offer',
			isVideo = false,
			idMessage = ids.phoneMessageId(),
		} = {}) {
			const body = core.notify.incomingCall({ from, status, idMessage });
			const on = state.flag('incomingWebhook') && state.flag('incomingCallWebhook');
			const entry = { type: 'incoming', idMessage, typeMessage: 'call', chatId: from };
			journal({ ...entry, isVideo, status, isGroup: isGroup(from) }, on);
			return body;
		},
		injectOutgoingCall({
			to = fixtureIds.alice,
			status = 'pickUp',
			isVideo = false,
			duration = status === 'pickUp' ? 42 : 0,
			idMessage = ids.phoneMessageId(),
		} = {}) {
			const participants = [{ id: to, status }];
			const body = core.notify.outgoingCall({
				idMessage,
				from: to,
				isVideo,
				duration,
				status,
				participants,
			});
			const entry = { type: 'outgoing', idMessage, typeMessage: 'call', chatId: to, isVideo };
			journal(
				{ ...entry, status, isGroup: isGroup(to), duration, participants },
				state.flag('outgoingCallWebhook'),
			);
			return body;
		},
		injectBlock: ({ chatId = '10000000000@c.us', chatState = 'blocked' } = {}) =>
			core.notify.incomingBlock({ chatId, chatState }),
	};
	return calls;
}

module.exports = { callInjector };
