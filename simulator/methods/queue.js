'use strict';
// The queues as the API shows them: the send queue (showMessagesQueue, clearMessagesQueue,
// getMessagesCount) and the incoming notification queue (getWebhooksCount, clearWebhooksQueue;
// green-api.com/en/docs/api/queues/).

/** clearWebhooksQueue is allowed once a minute (ClearWebhooksQueue page). */
const CLEAR_EVERY_MS = 60000;

/** Empties the incoming queue, or says how many seconds are left until it may. */
function clearWebhooksQueue(ctx) {
	const { state, clock, webhooks, polling } = ctx.core;
	const now = clock.now();
	const last = state.incomingClearedAt;
	if (last !== null && now - last < CLEAR_EVERY_MS) {
		const leftTime = Math.ceil((last + CLEAR_EVERY_MS - now) / 1000);
		return { isCleared: false, reason: 'Too many requests', leftTime };
	}
	state.incomingClearedAt = now;
	webhooks.clear();
	polling.clear();
	return { isCleared: true, reason: '' };
}

const methods = [
	{ name: 'showMessagesQueue', http: 'GET', v3: true, handler: (ctx) => ctx.core.queue.list() },
	{
		name: 'clearMessagesQueue',
		http: 'GET',
		handler(ctx) {
			ctx.core.queue.clear();
			return { isCleared: true };
		},
	},
	{
		name: 'getMessagesCount',
		http: 'GET',
		handler: (ctx) => ({ count: ctx.core.queue.list(Infinity).length }),
	},
	{
		name: 'getWebhooksCount',
		http: 'GET',
		handler: (ctx) => ({ count: ctx.core.webhooks.size() + ctx.core.polling.size() }),
	},
	{ name: 'clearWebhooksQueue', http: 'DELETE', handler: clearWebhooksQueue },
];

module.exports = { methods };
