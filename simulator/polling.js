'use strict';
// HTTP-API polling (green-api.com/en/docs/api/receiving/technology-http-api/): strict FIFO, the
// head is returned until it is deleted, notifications are kept 24 hours, receiveNotification
// long-polls on the simulator clock.
const DAY = 24 * 3600 * 1000;

function createPolling(core) {
	const { clock } = core;
	const items = [];
	const waiters = [];
	let nextReceipt = 1;

	function prune() {
		while (items.length && items[0].createdAt + DAY <= clock.now()) items.shift();
	}

	const head = () => ({ receiptId: items[0].receiptId, body: items[0].body });

	function settle() {
		prune();
		for (const w of [...waiters]) {
			if (items.length) w.resolve(head());
			else if (w.deadline <= clock.now()) w.resolve(null);
			else continue;
			waiters.splice(waiters.indexOf(w), 1);
		}
	}

	return {
		enqueue(body) {
			items.push({ receiptId: nextReceipt++, body, createdAt: clock.now() });
			settle();
		},
		/** Resolves with the head notification, or null after `timeoutSec` of simulator time. */
		receive(timeoutSec) {
			prune();
			if (items.length) return Promise.resolve(head());
			return new Promise((resolve) =>
				waiters.push({ deadline: clock.now() + timeoutSec * 1000, resolve }),
			);
		},
		delete(receiptId) {
			const i = items.findIndex((n) => n.receiptId === receiptId);
			if (i < 0) return false;
			items.splice(i, 1);
			return true;
		},
		settle,
		/** Notifications not yet deleted (the incoming queue of getWebhooksCount). */
		size() {
			prune();
			return items.length;
		},
		clear: () => void items.splice(0),
		/** Answers every waiting long poll with null (on close). */
		release() {
			for (const w of waiters.splice(0)) w.resolve(null);
		},
	};
}

module.exports = { createPolling };
