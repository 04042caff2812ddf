'use strict';
// Injected failures: the next `times` calls of a method answer with a fault instead.

function createFaults() {
	const byMethod = new Map();
	return {
		/**
		 * @param {string} method
		 * @param {import('./index').FaultOptions} [options]
		 */
		add(method, { times = 1, status, body, delayMs, malformed = false, drop = false } = {}) {
			if (typeof method !== 'string' || !method)
				throw new Error('fail(method, …): method name required');
			const key = method.toLowerCase();
			const list = byMethod.get(key) || [];
			const onlyDelay = delayMs !== undefined && status === undefined && body === undefined;
			for (let i = 0; i < times; i += 1) {
				list.push({
					status: status === undefined ? 500 : status,
					body,
					delayMs,
					malformed,
					drop,
					onlyDelay,
				});
			}
			byMethod.set(key, list);
		},
		/** The next fault for a call of `method`, consumed; undefined when there is none. */
		take(method) {
			const list = byMethod.get(method.toLowerCase());
			return list && list.length ? list.shift() : undefined;
		},
		clear: () => byMethod.clear(),
	};
}

module.exports = { createFaults };
