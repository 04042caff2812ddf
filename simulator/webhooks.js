'use strict';
// Webhook delivery (green-api.com/en/docs/api/receiving/technology-webhook-endpoint/): one POST at
// a time in FIFO order, a notification that does not get HTTP 200 is re-sent after webhookRetryMs
// of simulator time and blocks the ones behind it, notifications older than 24 hours are dropped,
// attempts are 20 ms (real time) apart.
const http = require('http');
const https = require('https');
const { EventEmitter } = require('events');

const DAY = 24 * 3600 * 1000;
const SPACING_MS = 20;
const TIMEOUT_MS = 10000;

/** webhookUrlToken as the Authorization header: `Basic …`/`Bearer …` as given, else `Bearer …`. */
function authorization(token) {
	if (!token) return undefined;
	return /^(Basic|Bearer) /.test(token) ? token : `Bearer ${token}`;
}

function post(url, headers, payload, inflight) {
	return new Promise((resolve) => {
		let req;
		try {
			const lib = new URL(url).protocol === 'https:' ? https : http;
			req = lib.request(url, { method: 'POST', headers, agent: false, timeout: TIMEOUT_MS });
		} catch (err) {
			resolve({ error: err.message });
			return;
		}
		inflight.add(req);
		const done = (result) => {
			inflight.delete(req);
			resolve(result);
		};
		req.on('response', (res) => {
			res.resume();
			res.on('end', () => done({ status: res.statusCode }));
			res.on('error', () => done({ status: res.statusCode }));
		});
		req.on('timeout', () => req.destroy(new Error('timeout')));
		req.on('error', (/** @type {NodeJS.ErrnoException} */ err) =>
			done({ error: err.code || err.message }),
		);
		req.end(payload);
	});
}

function createWebhooks(core, { retryMs = 60000 } = {}) {
	const { clock, state } = core;
	const pending = [];
	/** @type {import('./index').Delivery[]} */
	const attempts = [];
	const events = new EventEmitter();
	const inflight = new Set();
	let busy = false;
	let closed = false;
	let spacing = null;

	function kick() {
		if (busy || closed || spacing) return;
		while (pending.length && pending[0].createdAt + DAY <= clock.now()) pending.shift();
		const head = pending[0];
		const url = state.settings.webhookUrl;
		if (!head || head.nextAt > clock.now() || !url) return;
		busy = true;
		const payload = JSON.stringify(head.body);
		const headers = {
			'Content-Type': 'application/json; charset=utf-8',
			'Content-Length': Buffer.byteLength(payload),
		};
		const auth = authorization(state.settings.webhookUrlToken);
		if (auth) headers.Authorization = auth;
		const time = clock.now();
		post(url, headers, payload, inflight).then((result) => {
			busy = false;
			if (closed) return;
			head.attempts += 1;
			const { 'Content-Length': _len, ...shown } = headers;
			attempts.push({
				time,
				url,
				headers: shown,
				body: head.body,
				...result,
				attempt: head.attempts,
			});
			// clear() keeps the notification on its way, so it is still here.
			if (result.status === 200) pending.splice(pending.indexOf(head), 1);
			else head.nextAt = clock.now() + retryMs;
			events.emit('attempt');
			spacing = setTimeout(() => {
				spacing = null;
				kick();
			}, SPACING_MS);
		});
	}

	function waitFor(count, timeoutMs = 5000) {
		return new Promise((resolve, reject) => {
			const check = () => {
				if (attempts.length < count) return false;
				cleanup();
				resolve(attempts.slice());
				return true;
			};
			const timer = setTimeout(() => {
				cleanup();
				reject(
					new Error(
						`waitForDeliveries: ${attempts.length} of ${count} deliveries after ${timeoutMs} ms`,
					),
				);
			}, timeoutMs);
			const cleanup = () => {
				clearTimeout(timer);
				events.off('attempt', check);
				events.off('close', onClose);
			};
			const onClose = () => {
				cleanup();
				reject(new Error('waitForDeliveries: simulator closed'));
			};
			if (check()) return;
			events.on('attempt', check);
			events.on('close', onClose);
		});
	}

	return {
		enqueue(body) {
			pending.push({ body, createdAt: clock.now(), attempts: 0, nextAt: 0 });
			kick();
		},
		kick,
		/** Notifications not yet delivered (the incoming queue of getWebhooksCount). */
		size: () => pending.length,
		/** Drops the waiting notifications; one already on its way is let go. */
		clear: () => void pending.splice(busy ? 1 : 0),
		attempts: () => attempts.slice(),
		resetAttempts: () => attempts.splice(0),
		waitFor,
		close() {
			closed = true;
			clearTimeout(spacing);
			for (const req of inflight) req.destroy();
			events.emit('close');
		},
	};
}

module.exports = { createWebhooks, authorization };
