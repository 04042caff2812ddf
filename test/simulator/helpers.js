'use strict';
// Shared test set-up: a simulator on a fake clock, a fetch-based caller, a webhook receiver.
const http = require('http');
const { start, createClock, fixtures } = require('../../simulator');

const T0 = Date.UTC(2026, 0, 1);
const V3 = new Set(['sendMessage', 'getChatHistory', 'showMessagesQueue']);

/**
 * Where a call goes: with or without /v3 (default: as the instance serves the method), another
 * token or instance ID, an extra path segment after the token.
 * @typedef {{ v3?: boolean, token?: string, id?: string, extra?: string | number }} PathOptions
 */

/**
 * A call: its JSON (or raw) body, HTTP verb (default GET without a body, POST with one), query,
 * headers and base URL, and where it goes.
 * @typedef {PathOptions & { body?: unknown, http?: string, query?: Record<string, string | number>, headers?: Record<string, string>, base?: string }} CallOptions
 */

/**
 * What the simulator answered. `json` is the parsed body (undefined when it is not JSON); it is
 * any because every test states what it expects of it with expect().
 * @typedef {{ status: number, text: string, json: any, headers: Headers }} Answer
 */

/**
 * A simulator on a fake clock starting at T0, and how to call it.
 * @param {import('../../simulator/index.js').StartOptions} [options]
 */
async function boot(options = {}) {
	const clock = createClock(T0);
	const sim = await start({ clock, ...options });
	const { idInstance, apiTokenInstance } = sim.instance;

	// Telegram instances serve no /v3 path; the others take the three methods there by default.
	/** @param {string} method */
	const v3ByDefault = (method) => options.messenger !== 'telegram' && V3.has(method);
	/**
	 * @param {string} method
	 * @param {PathOptions} [where]
	 */
	const pathOf = (
		method,
		{ v3 = v3ByDefault(method), token = apiTokenInstance, id = idInstance, extra } = {},
	) =>
		`${v3 ? '/v3' : ''}/waInstance${id}/${method}/${encodeURIComponent(token)}${extra !== undefined ? `/${extra}` : ''}`;

	/**
	 * Calls an API method; JSON bodies are sent as application/json unless `headers` say otherwise.
	 * @param {string} method
	 * @param {CallOptions} [options]
	 * @returns {Promise<Answer>}
	 */
	async function call(
		method,
		{ body, http: verb, query, headers = {}, base = sim.url, ...pathOptions } = {},
	) {
		/** @type {{ method: string, headers: Record<string, string>, body?: BodyInit }} */
		const init = { method: verb || (body === undefined ? 'GET' : 'POST'), headers: { ...headers } };
		if (body !== undefined) {
			const passThrough =
				typeof body === 'string' || Buffer.isBuffer(body) || body instanceof FormData;
			init.body = passThrough ? /** @type {BodyInit} */ (body) : JSON.stringify(body);
			if (
				!passThrough &&
				!Object.keys(init.headers).some((h) => h.toLowerCase() === 'content-type')
			) {
				init.headers['Content-Type'] = 'application/json';
			}
		}
		const qs = query
			? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
			: '';
		const res = await fetch(base + pathOf(method, pathOptions) + qs, init);
		const text = await res.text();
		let json;
		try {
			json = text ? JSON.parse(text) : undefined;
		} catch {
			json = undefined;
		}
		return { status: res.status, text, json, headers: res.headers };
	}

	/**
	 * A GET with a JSON body, as some SDKs send one (fetch cannot).
	 * @param {string} method
	 * @param {unknown} body
	 * @returns {Promise<Pick<Answer, 'status' | 'json'>>}
	 */
	function getWithBody(method, body) {
		const payload = JSON.stringify(body);
		const headers = { 'Content-Type': 'application/json', 'Content-Length': payload.length };
		return new Promise((resolve, reject) => {
			const req = http.request(sim.url + pathOf(method), { method: 'GET', headers }, (res) => {
				/** @type {Buffer[]} */
				const chunks = [];
				res.on('data', (c) => chunks.push(c));
				res.on('end', () => {
					const text = Buffer.concat(chunks).toString('utf8');
					resolve({ status: Number(res.statusCode), json: JSON.parse(text) });
				});
			});
			req.on('error', reject);
			req.end(payload);
		});
	}

	return { sim, clock, call, getWithBody, pathOf, control: sim.control, ids: fixtures.ids };
}

/** @typedef {Awaited<ReturnType<typeof boot>>} Booted */

/**
 * An incoming-message notification as far as the tests read it (the simulator's declarations
 * leave every kind's fields open: Notification).
 * @typedef {object} Incoming
 * @property {string} idMessage
 * @property {string} typeWebhook
 * @property {Record<string, unknown>} instanceData
 * @property {Record<string, unknown>} senderData
 * @property {{ typeMessage: string, fileMessageData: { downloadUrl: string, fileName: string, mimeType: string }, textMessageData: { textMessage: string }, [kind: string]: unknown }} messageData
 */

/**
 * `notification` read as an incoming message (what the test then asserts of it).
 * @param {import('../../simulator/index.js').Notification | null} notification
 */
const asIncoming = (notification) => /** @type {Incoming} */ (notification);

/**
 * A local webhook endpoint; `statuses` are answered in turn (then 200).
 * @param {number[]} [statuses]
 */
async function receiver(statuses = []) {
	/** @type {Array<{ headers: import('http').IncomingHttpHeaders, body: any }>} body: any as Answer's json */
	const received = [];
	const queue = [...statuses];
	const server = http.createServer((req, res) => {
		/** @type {Buffer[]} */
		const chunks = [];
		req.on('data', (c) => chunks.push(c));
		req.on('end', () => {
			received.push({
				headers: req.headers,
				body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
			});
			res.writeHead(queue.shift() ?? 200).end();
		});
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(null)));
	// listening on TCP: address() is an AddressInfo
	const { port } = /** @type {import('net').AddressInfo} */ (server.address());
	return {
		url: `http://127.0.0.1:${port}/hook`,
		received,
		/** @returns {Promise<void>} */
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
}

/** A boot() whose simulators are closed after each test of the file that calls this. */
function bootPerTest() {
	/** @type {Booted[]} */
	const open = [];
	afterEach(() => Promise.all(open.splice(0).map((t) => t.sim.close())));
	/** @param {import('../../simulator/index.js').StartOptions} [options] */
	return async (options) => {
		const t = await boot(options);
		open.push(t);
		return t;
	};
}

module.exports = { asIncoming, boot, bootPerTest, receiver, T0, fixtures };
