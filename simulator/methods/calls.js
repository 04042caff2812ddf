'use strict';
// The calls journal (WhatsApp, beta): lastIncomingCalls and lastOutgoingCalls
// (green-api.com/en/docs/api/journals/LastIncomingCalls/). Filled by the calls the control API
// injects while the settings that journal them are on.
const { queryInt } = require('../validation');

/** Calls of one direction in the last `minutes` (URL parameter, default 1440), newest first. */
const lastCalls = (type) => (ctx) => {
	const minutes = /** @type {number} */ (queryInt(ctx.query, 'minutes', { def: 1440, min: 1 }));
	const since = ctx.core.clock.now() - minutes * 60000;
	return ctx.core.state.calls
		.filter((c) => c.type === type && c.time >= since)
		.reverse()
		.slice(0, 10000)
		.map(({ time: _time, ...call }) => call);
};

const methods = [
	{ name: 'lastIncomingCalls', http: 'GET', handler: lastCalls('incoming') },
	{ name: 'lastOutgoingCalls', http: 'GET', handler: lastCalls('outgoing') },
];

module.exports = { methods };
