'use strict';
// The control API: what tests use to drive and inspect the simulator. The same operations are
// JS methods (sim.control) and HTTP routes under /__control/ on both listeners (README.md).
const ids = require('./ids');
const { applySettings } = require('./settings');
const { newestFirst } = require('./messages');
const { ids: fixtureIds } = require('./fixtures');
const { readBody, parseJson } = require('./body');
const { send } = require('./server');

function createControl(core) {
	const { state, scheduler, clock } = core;

	/**
	 * Typed by the hand-written declarations, so a method or option added here but not in
	 * index.d.ts (or the other way round) fails the type check.
	 * @type {import('./index').Control}
	 */
	const api = {
		requests: () => core.log.all(),
		resetRequests: () => void core.log.reset(),
		injectIncoming: (o) => core.injector.injectIncoming(o),
		injectOutgoingFromPhone: (o) => core.injector.injectOutgoingFromPhone(o),
		setState: (stateInstance) => core.setState(stateInstance),
		setStatus(statusInstance) {
			if (!['online', 'offline'].includes(statusInstance))
				throw new Error(`setStatus: online or offline, not ${statusInstance}`);
			// Built first: MAX and Telegram instances have no status, and refuse.
			const body = core.notify.statusChanged(statusInstance);
			state.statusInstance = statusInstance;
			return body;
		},
		injectCall: ({
			from = fixtureIds.alice,
			status = 'offer',
			idMessage = ids.phoneMessageId(),
		} = {}) => core.notify.incomingCall({ from, status, idMessage }),
		injectOutgoingCall: ({
			to = fixtureIds.alice,
			status = 'pickUp',
			isVideo = false,
			duration = status === 'pickUp' ? 42 : 0,
			idMessage = ids.phoneMessageId(),
		} = {}) =>
			core.notify.outgoingCall({
				idMessage,
				from: to,
				isVideo,
				duration,
				status,
				participants: [{ id: to, status }],
			}),
		injectBlock: ({ chatId = '10000000000@c.us', chatState = 'blocked' } = {}) =>
			core.notify.incomingBlock({ chatId, chatState }),
		setMessageStatus: (o) => core.queue.setStatus(o),
		injectDeviceInfo: (deviceData = {}) =>
			core.notify.deviceInfo({
				platform: 'android',
				deviceManufacturer: 'Google',
				deviceModel: 'Pixel 7',
				osVersion: '14',
				waVersion: '2.24.10.74',
				battery: 80,
				...deviceData,
			}),
		injectQuotaExceeded: (quotaData = {}) =>
			core.notify.quotaExceeded({
				method: 'correspondents',
				used: 3,
				total: 3,
				status: 'CORRESPONDENTS_QUOTA_EXCEEDED',
				description:
					'Monthly limit of correspondents is reached. Upgrade the tariff to write to new chats.',
				...quotaData,
			}),
		notify: (body) => core.notify.raw(body),
		fail: (method, options) => void core.faults.add(method, options),
		clearFaults: () => void core.faults.clear(),
		setRateLimits(on) {
			core.options.rateLimits = Boolean(on);
			core.limiter.reset();
		},
		setBetaAccess: (on) => void (core.options.betaStatusAccess = Boolean(on)),
		advance(ms) {
			clock.advance(Number(ms) || 0);
			scheduler.runDue();
			return clock.now();
		},
		settings: () => state.settingsView(),
		setSettings(partial) {
			applySettings(state.settings, partial);
			return { saveSettings: true };
		},
		history: (chatId) => newestFirst(chatId ? state.messages(chatId) : state.allMessages()),
		queue: () => core.queue.list(Infinity),
		statuses: () => core.statuses.outgoing(),
		deliveries: () => core.webhooks.attempts(),
		resetDeliveries: () => void core.webhooks.resetAttempts(),
		waitForDeliveries: (count, timeoutMs) => core.webhooks.waitFor(count, timeoutMs),
		serveFile: (name, file) => core.files.put(name, file),
	};
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

	const routes = {
		'GET requests': () => api.requests(),
		'DELETE requests': () => api.resetRequests(),
		'POST incoming': (b) => api.injectIncoming(b),
		'POST outgoing': (b) => api.injectOutgoingFromPhone(b),
		'POST state': (b) => api.setState(b.stateInstance),
		'POST status': (b) => api.setStatus(b.statusInstance),
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
		'GET instance': () => ({
			...state.instance,
			messenger: core.messenger.name,
			url: core.urls.api,
			mediaUrl: core.urls.media,
		}),
	};

	async function handleHttp(req, res, name, rawQuery) {
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
	}

	return { api, handleHttp };
}

module.exports = { createControl };
