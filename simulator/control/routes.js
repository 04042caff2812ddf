'use strict';
// The control API's HTTP routes under /__control/ (README.md), on both listeners: each calls
// the JS method of the same name.
const { readBody, parseJson } = require('../body');
const { send } = require('../server');

/** @param {import('../index').Control} api */
function controlRoutes(core, api) {
	const { state } = core;
	return {
		'GET requests': () => api.requests(),
		'DELETE requests': () => api.resetRequests(),
		'POST incoming': (b) => api.injectIncoming(b),
		'POST outgoing': (b) => api.injectOutgoingFromPhone(b),
		'POST state': (b) => api.setState(b.stateInstance),
		'POST status': (b) => api.setStatus(b.statusInstance),
		'POST pairing-code': (b) => api.enterPairingCode(b.code),
		'POST passkey': (b) => api.requirePasskey(b.type ?? null),
		'POST call': (b) => api.injectCall(b),
		'POST outgoing-call': (b) => api.injectOutgoingCall(b),
		'POST block': (b) => api.injectBlock(b),
		'POST message-status': (b) => api.setMessageStatus(b),
		'POST device': (b) => api.injectDeviceInfo(b),
		'POST quota': (b) => api.injectQuotaExceeded(b),
		'POST notify': (b) => api.notify(b),
		'POST fail': ({ method, ...options }) => api.fail(method, options),
		'DELETE fail': () => api.clearFaults(),
		'POST rate-limits': (b) => api.setRateLimits(b.enabled),
		'POST beta': (b) => api.setBetaAccess(b.enabled),
		'POST advance': (b) => ({ now: api.advance(b.ms) }),
		'GET settings': () => api.settings(),
		'POST settings': (b) => api.setSettings(b),
		'GET history': (b, q) => api.history(q.chatId),
		'GET queue': () => api.queue(),
		'GET statuses': () => api.statuses(),
		'GET deliveries': () => api.deliveries(),
		'DELETE deliveries': () => api.resetDeliveries(),
		'POST wait-deliveries': (b) => api.waitForDeliveries(b.count, b.timeoutMs),
		'POST files': (b) => ({
			url: api.serveFile(b.name, {
				contentType: b.contentType,
				body: b.base64 !== undefined ? Buffer.from(b.base64, 'base64') : b.body,
			}),
		}),
		'POST expire-file': (b) => api.expireFile(b.downloadUrl),
		'GET instance': () => ({
			...state.instance,
			messenger: core.messenger.name,
			url: core.urls.api,
			mediaUrl: core.urls.media,
		}),
	};
}

/** The handler of /__control/<name>: JSON in, JSON out; a thrown error answers 400 (408 on a wait). */
function controlHttp(core, api) {
	const routes = controlRoutes(core, api);
	return async function handleHttp(req, res, name, rawQuery) {
		const { buffer } = await readBody(req);
		const parsed = buffer.length ? parseJson(buffer.toString('utf8')) : { value: {} };
		if (parsed.error) return send(res, 400, { error: parsed.error });
		const handler = routes[`${req.method} ${name}`];
		if (!handler)
			return send(res, 404, { error: `no control route ${req.method} /__control/${name}` });
		try {
			const result = await handler(
				parsed.value || {},
				Object.fromEntries(new URLSearchParams(rawQuery)),
			);
			return send(res, 200, result === undefined ? { ok: true } : result);
		} catch (err) {
			return send(res, /waitForDeliveries/.test(err.message) ? 408 : 400, { error: err.message });
		}
	};
}

module.exports = { controlHttp };
