'use strict';
// HTTP-API polling (green-api.com/en/docs/api/receiving/technology-http-api/): only while
// webhookUrl is empty.
const { queryInt, ServiceError } = require('../validation');

const methods = [
	{
		name: 'receiveNotification',
		http: 'GET',
		handler(ctx) {
			const timeout = queryInt(ctx.query, 'receiveTimeout', { def: 5, min: 5, max: 60 });
			if (ctx.core.state.settings.webhookUrl) {
				ctx.note('webhookUrl is set: notifications go to the webhook, polling gets none');
				return null;
			}
			return ctx.core.polling.receive(timeout);
		},
	},
	{
		name: 'deleteNotification',
		http: 'DELETE',
		extra: true,
		handler(ctx) {
			if (!/^\d+$/.test(ctx.extra || ''))
				throw new ServiceError(400, 'Parameter receiptId must be a Number');
			return { result: ctx.core.polling.delete(Number(ctx.extra)) };
		},
	},
];

module.exports = { methods };
