'use strict';
// The partner side of the control API: sim.partner.control in JS, /__control/partner/… over HTTP
// (README.md, "Partner API").
const { readBody, parseJson } = require('../body');
const { send } = require('../server');

/** @param {ReturnType<typeof import('./instances').createInstances>} instances */
function createPartnerControl(main, instances) {
	/** @type {import('../index').PartnerControl} */
	const api = {
		instances: () => instances.records(),
		create: (settings = {}, options = {}) => instances.create(settings, options).record,
		scan: (idInstance) => instances.scan(idInstance),
		expire: (idInstance) => instances.expire(idInstance),
		control(idInstance) {
			const instance = instances.live(idInstance);
			if (!instance) throw new Error(`control: no live instance ${idInstance}`);
			return instance.control.api;
		},
	};
	// Reads and changes first catch up with due work, as the instance control does.
	const byName = /** @type {Record<string, (...args: unknown[]) => unknown>} */ (
		/** @type {unknown} */ (api)
	);
	for (const [name, fn] of Object.entries(byName)) {
		byName[name] = (...args) => {
			main.scheduler.runDue();
			return fn(...args);
		};
	}

	const routes = {
		'GET instances': () => api.instances(),
		'POST create': (b) =>
			api.create(b.settings, { ready: b.ready, apiTokenInstance: b.apiTokenInstance }),
		'POST scan': (b) => api.scan(b.idInstance),
		'POST expire': (b) => api.expire(b.idInstance),
	};

	async function handleHttp(req, res, name) {
		const { buffer } = await readBody(req);
		const parsed = buffer.length ? parseJson(buffer.toString('utf8')) : { value: {} };
		if (parsed.error) return send(res, 400, { error: parsed.error });
		const handler = routes[`${req.method} ${name}`];
		if (!handler)
			return send(res, 404, { error: `no control route ${req.method} /__control/partner/${name}` });
		try {
			const result = handler(parsed.value || {});
			return send(res, 200, result === undefined ? { ok: true } : result);
		} catch (err) {
			return send(res, 400, { error: err.message });
		}
	}

	return { api, handleHttp };
}

module.exports = { createPartnerControl };
