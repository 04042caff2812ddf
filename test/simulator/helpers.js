'use strict';
// Shared test set-up: a simulator on a fake clock, a fetch-based caller, a webhook receiver.
const http = require('http');
const { start, createClock, fixtures } = require('../../simulator');

const T0 = Date.UTC(2026, 0, 1);
const V3 = new Set(['sendMessage', 'getChatHistory', 'showMessagesQueue']);

async function boot(options = {}) {
	const clock = createClock(T0);
	const sim = await start({ clock, ...options });
	const { idInstance, apiTokenInstance } = sim.instance;

	// Telegram instances serve no /v3 path; the others take the three methods there by default.
	const v3ByDefault = (method) => options.messenger !== 'telegram' && V3.has(method);
	const pathOf = (
		method,
		{ v3 = v3ByDefault(method), token = apiTokenInstance, id = idInstance, extra } = {},
	) =>
		`${v3 ? '/v3' : ''}/waInstance${id}/${method}/${encodeURIComponent(token)}${extra !== undefined ? `/${extra}` : ''}`;

	/** Calls an API method; JSON bodies are sent as application/json unless `headers` say otherwise. */
	async function call(
		method,
		{ body, http: verb, query, headers = {}, base = sim.url, ...pathOptions } = {},
	) {
		const init = { method: verb || (body === undefined ? 'GET' : 'POST'), headers: { ...headers } };
		if (body !== undefined) {
			const passThrough =
				typeof body === 'string' || Buffer.isBuffer(body) || body instanceof FormData;
			init.body = passThrough ? body : JSON.stringify(body);
			if (
				!passThrough &&
				!Object.keys(init.headers).some((h) => h.toLowerCase() === 'content-type')
			) {
				init.headers['Content-Type'] = 'application/json';
			}
		}
		const qs = query ? `?${new URLSearchParams(query)}` : '';
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

	/** A GET with a JSON body, as some SDKs send one (fetch cannot). */
	function getWithBody(method, body) {
		const payload = JSON.stringify(body);
		const headers = { 'Content-Type': 'application/json', 'Content-Length': payload.length };
		return new Promise((resolve, reject) => {
			const req = http.request(sim.url + pathOf(method), { method: 'GET', headers }, (res) => {
				const chunks = [];
				res.on('data', (c) => chunks.push(c));
				res.on('end', () => {
					const text = Buffer.concat(chunks).toString('utf8');
					resolve({ status: res.statusCode, json: JSON.parse(text) });
				});
			});
			req.on('error', reject);
			req.end(payload);
		});
	}

	return { sim, clock, call, getWithBody, pathOf, control: sim.control, ids: fixtures.ids };
}

/** A local webhook endpoint; `statuses` are answered in turn (then 200). */
async function receiver(statuses = []) {
	const received = [];
	const queue = [...statuses];
	const server = http.createServer((req, res) => {
		const chunks = [];
		req.on('data', (c) => chunks.push(c));
		req.on('end', () => {
			received.push({
				headers: req.headers,
				body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
			});
			res.writeHead(queue.length ? queue.shift() : 200).end();
		});
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${server.address().port}/hook`,
		received,
		close: () => new Promise((resolve) => server.close(resolve)),
	};
}

/** A boot() whose simulators are closed after each test of the file that calls this. */
function bootPerTest() {
	const open = [];
	afterEach(() => Promise.all(open.splice(0).map((t) => t.sim.close())));
	return async (options) => {
		const t = await boot(options);
		open.push(t);
		return t;
	};
}

module.exports = { boot, bootPerTest, receiver, T0, fixtures };
