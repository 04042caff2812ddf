'use strict';
// The statuses journals: published outgoing statuses (kept 30 days,
// green-api.com/en/docs/api/statuses/GetOutgoingStatuses/) rendered as journal items, and
// incoming statuses of contacts.
const { sec, toJournal } = require('./messages');

const KEEP_MS = 30 * 24 * 3600 * 1000;

function createStatuses(core) {
	const { state, clock } = core;

	function prune() {
		const cutoff = clock.now() - KEEP_MS;
		for (const list of [state.outgoingStatuses, state.incomingStatuses]) {
			for (let i = list.length - 1; i >= 0; i -= 1) if (list[i].time <= cutoff) list.splice(i, 1);
		}
	}

	/** Publishes a status: `fields` are the content fields of the outgoing status item. */
	function publish({ idMessage, typeMessage, participants = [], fields }) {
		const status = {
			idMessage,
			typeMessage,
			participants,
			fields,
			time: clock.now(),
			statusMessage: 'sent',
		};
		state.outgoingStatuses.push(status);
		return status;
	}

	/** @returns {import('./index').OutgoingStatusItem} */
	const outgoingView = (s) => ({
		type: 'outgoing',
		idMessage: s.idMessage,
		timestamp: sec(s.time),
		statusMessage: s.statusMessage,
		sendByApi: true,
		typeMessage: s.typeMessage,
		chatId: state.instance.wid,
		participants: s.participants,
		...s.fields,
	});

	/** Incoming statuses carry the author's chat as chatId. */
	const incomingView = (rec) => ({ ...toJournal(rec), chatId: rec.sender.sender });

	const within = (list, minutes) => {
		prune();
		const since = clock.now() - minutes * 60000;
		return list.filter((s) => s.time >= since).sort((a, b) => b.time - a.time);
	};

	return {
		publish,
		prune,
		find: (idMessage) => state.outgoingStatuses.find((s) => s.idMessage === idMessage),
		remove(idMessage) {
			const i = state.outgoingStatuses.findIndex((s) => s.idMessage === idMessage);
			if (i >= 0) state.outgoingStatuses.splice(i, 1);
			return i >= 0;
		},
		outgoing: (minutes = Infinity) => within(state.outgoingStatuses, minutes).map(outgoingView),
		incoming: (minutes = Infinity) => within(state.incomingStatuses, minutes).map(incomingView),
	};
}

module.exports = { createStatuses };
