'use strict';
// The send queue as the API shows it.

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
];

module.exports = { methods };
