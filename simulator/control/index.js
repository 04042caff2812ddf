'use strict';
// The control API: what tests use to drive and inspect the simulator. The same operations are
// JS methods (sim.control) and HTTP routes under /__control/ on both listeners (README.md).
const { serviceControl } = require('./service');
const { inspectControl } = require('./inspect');
const { controlHttp } = require('./routes');

/**
 * @param {any} core
 * @param {ReturnType<typeof import('../inject').createInjector>} injector what the outside world does
 */
function createControl(core, injector) {
	const { scheduler } = core;
	/**
	 * Typed by the hand-written declarations, so a method or option added here but not in
	 * index.d.ts (or the other way round) fails the type check.
	 * @type {import('../index').Control}
	 */
	const api = { ...injector, ...serviceControl(core), ...inspectControl(core) };
	// Reads and injections first catch up with due work, so they see the simulator's present.
	const byName = /** @type {Record<string, (...args: unknown[]) => unknown>} */ (
		/** @type {unknown} */ (api)
	);
	for (const [name, fn] of Object.entries(byName)) {
		if (name === 'advance') continue;
		byName[name] = (...args) => {
			scheduler.runDue();
			return fn(...args);
		};
	}
	return { api, handleHttp: controlHttp(core, api) };
}

module.exports = { createControl };
