'use strict';
// Calls and blocks from the outside world: a call to or from the instance's phone, and a chat
// that blocks or unblocks the account
// (green-api.com/en/docs/api/receiving/notifications-format/incoming-call/, …/outgoing-call/,
// …/incoming-block/).
const ids = require('../ids');
const { ids: fixtureIds } = require('../fixtures');

function callInjector(core) {
	/** @satisfies {Partial<import('../index').Control>} */
	const calls = {
		injectCall: ({
			from = fixtureIds.alice,
			status = 'offer',
			idMessage = ids.phoneMessageId(),
		} = {}) => core.notify.incomingCall({ from, status, idMessage }),
		injectOutgoingCall: ({
			to = fixtureIds.alice,
			status = 'pickUp',
			isVideo = false,
			duration = status === 'pickUp' ? 42 : 0,
			idMessage = ids.phoneMessageId(),
		} = {}) =>
			core.notify.outgoingCall({
				idMessage,
				from: to,
				isVideo,
				duration,
				status,
				participants: [{ id: to, status }],
			}),
		injectBlock: ({ chatId = '10000000000@c.us', chatState = 'blocked' } = {}) =>
			core.notify.incomingBlock({ chatId, chatState }),
	};
	return calls;
}

module.exports = { callInjector };
