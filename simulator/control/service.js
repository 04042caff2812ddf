'use strict';
// Control of the service's behaviour: the request log, faults, rate limits, beta access, the
// clock, and notifications sent as given.
function serviceControl(core) {
	/** @satisfies {Partial<import('../index').Control>} */
	const service = {
		requests: () => core.log.all(),
		resetRequests: () => void core.log.reset(),
		notify: (body) => core.notify.raw(body),
		fail: (method, options) => void core.faults.add(method, options),
		clearFaults: () => void core.faults.clear(),
		setRateLimits(on) {
			core.options.rateLimits = Boolean(on);
			core.limiter.reset();
		},
		setBetaAccess: (on) => void (core.options.betaStatusAccess = Boolean(on)),
		advance(ms) {
			core.clock.advance(Number(ms) || 0);
			core.scheduler.runDue();
			return core.clock.now();
		},
	};
	return service;
}

module.exports = { serviceControl };
