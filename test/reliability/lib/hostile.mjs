// Small hostile servers on 127.0.0.1 (OS-assigned ports) standing in for a broken service, a
// proxy in front of it, or a file host: each request is answered the way `mode` says, and every
// request is counted by method name (the token segment is never kept).
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';

import { listenOnLoopback } from '../../e2e/lib/util.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:net').Socket} Socket */

/**
 * The API method in a path `/[v3/]waInstance<id>/<method>/<token>` or `/partner/<method>/<token>`.
 * @param {string} url
 */
function methodOf(url) {
	return /\/(?:waInstance\d+|partner)\/([^/?]+)/.exec(url)?.[1] ?? url.split('?')[0];
}

/**
 * A page such as a login proxy shows: the requested URL in every common encoding.
 * @param {number} status
 * @param {string} url
 */
export function proxyPage(status, url) {
	const full = `http://proxy.example${url}`;
	return [
		`<!doctype html><html><head><title>${status} Bad Gateway</title></head><body>`,
		`<h1>${status}</h1><p>The upstream did not answer for <a href="${full}">${full}</a>.</p>`,
		`<form action="/login?next=${encodeURIComponent(full)}">`,
		`<input type="hidden" name="r" value="${encodeURIComponent(encodeURIComponent(full))}">`,
		`<input type="hidden" name="b" value="${Buffer.from(full).toString('base64')}">`,
		`</form><pre>${JSON.stringify({ path: url, pathLower: url.toLowerCase() })}</pre></body></html>`,
	].join('\n');
}

/**
 * Each way of answering, by name.
 * @type {Record<string, (req: IncomingMessage, res: ServerResponse) => void>}
 */
const MODES = {
	/** The socket is destroyed as soon as the request arrived: no status line. */
	reset: (req) => req.socket.destroy(),
	/** 502 with a proxy page that echoes the URL (token included). */
	proxy502: (req, res) => {
		res.writeHead(502, { 'content-type': 'text/html' });
		res.end(proxyPage(502, String(req.url)));
	},
	/** 200 with a login page (not JSON) that echoes the URL. */
	loginPage200: (req, res) => {
		res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
		res.end(proxyPage(200, String(req.url)));
	},
	/** 200, JSON content type, the body cut in the middle of the id. */
	truncatedJson: (req, res) => {
		res.writeHead(200, { 'content-type': 'application/json' });
		res.end('{"idMessage":"BAE5F48');
	},
	/** 200 headers promising 200 bytes, 12 sent, then the connection is closed. */
	cutMidBody: (req, res) => {
		res.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
		res.write('{"idMessage"');
		setTimeout(() => req.socket.destroy(), 50);
	},
	/** 429 every time, with a small Retry-After. */
	storm429: (req, res) => {
		res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
		res.end(JSON.stringify({ code: 429, description: 'Too Many Requests' }));
	},
	/** 429 every time, asking for an hour's wait. */
	retryAfterHour: (req, res) => {
		res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3600' });
		res.end(JSON.stringify({ code: 429, description: 'Too Many Requests' }));
	},
	/** 500 with a 20 MB page that echoes the URL over and over. */
	huge500: (req, res) => {
		res.writeHead(500, { 'content-type': 'text/html' });
		const chunk = `${proxyPage(500, String(req.url))}\n`;
		const times = Math.ceil((20 * 1024 * 1024) / chunk.length);
		res.end(chunk.repeat(times));
	},
	/** 200 with a 20 MB body that is not JSON and echoes the URL. */
	huge200: (req, res) => {
		res.writeHead(200, { 'content-type': 'text/plain' });
		const chunk = `${req.url} `;
		res.end(chunk.repeat(Math.ceil((20 * 1024 * 1024) / chunk.length)));
	},
	/** Headers at once, then one byte every 500 ms, for ever. */
	trickle: (req, res) => {
		res.writeHead(200, { 'content-type': 'application/json' });
		res.write('{');
		const timer = setInterval(() => res.write(' '), 500);
		res.on('close', () => clearInterval(timer));
	},
};

/**
 * Tracks a server's open sockets; `close()` destroys them and closes the server.
 * @param {import('node:net').Server} server
 */
function closable(server) {
	/** @type {Set<Socket>} */
	const sockets = new Set();
	server.on('connection', (socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
	});
	return {
		sockets,
		/** @returns {Promise<void>} */
		close: () =>
			new Promise((resolve) => {
				for (const socket of sockets) socket.destroy();
				server.close(() => resolve());
			}),
	};
}

/**
 * The hostile API server. `server.mode` picks the behaviour for the next requests;
 * `server.count(method)` and `server.reset()` read and clear the counts.
 */
export async function startHostile() {
	/** @type {Map<string, number>} */
	const counts = new Map();
	const server = createServer((req, res) => {
		const method = methodOf(String(req.url));
		counts.set(method, (counts.get(method) ?? 0) + 1);
		req.resume();
		req.on('end', () => MODES[state.mode](req, res));
	});
	const state = { mode: 'proxy502' };
	const { close } = closable(server);
	const url = await listenOnLoopback(server);
	return {
		url,
		get mode() {
			return state.mode;
		},
		set mode(mode) {
			if (!MODES[mode]) throw new Error(`unknown hostile mode ${mode}`);
			state.mode = mode;
		},
		/** @param {string} method */
		count: (method) => counts.get(method) ?? 0,
		reset: () => counts.clear(),
		close,
	};
}

/**
 * A file host that refuses HEAD (405), ignores Range and serves `size` bytes of audio at
 * `rate` bytes per second (Infinity: as fast as the socket takes them). `sent` counts the bytes
 * written before the client went away.
 */
export async function startFileHost() {
	const state = {
		sent: 0,
		rate: Infinity,
		size: 300 * 1024 * 1024,
		/** @type {Array<{ method: string | undefined, range: string | null }>} */
		requests: [],
	};
	const server = createServer((req, res) => {
		state.requests.push({ method: req.method, range: req.headers.range ?? null });
		if (req.method === 'HEAD') {
			res.writeHead(405, { allow: 'GET' });
			res.end();
			return;
		}
		res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(state.size) });
		const chunk = Buffer.alloc(64 * 1024, 0x55);
		let left = state.size;
		let closed = false;
		res.on('close', () => (closed = true));
		const pump = () => {
			while (!closed && left > 0) {
				const piece =
					state.rate === Infinity ? chunk : chunk.subarray(0, Math.max(1, state.rate / 4));
				const part = piece.subarray(0, Math.min(piece.length, left));
				left -= part.length;
				state.sent += part.length;
				const more = res.write(part);
				if (left === 0) {
					res.end();
					return;
				}
				if (state.rate !== Infinity) {
					setTimeout(pump, 250);
					return;
				}
				if (!more) {
					res.once('drain', pump);
					return;
				}
			}
		};
		pump();
	});
	const { close } = closable(server);
	return { url: await listenOnLoopback(server), state, close };
}

/** Accepts TCP connections and never sends a byte (a black-holed service behind a firewall). */
export async function startBlackHole() {
	let connections = 0;
	const server = createTcpServer((socket) => {
		connections += 1;
		socket.on('data', () => undefined);
		socket.on('error', () => undefined);
	});
	const { sockets, close } = closable(server);
	return {
		url: await listenOnLoopback(server),
		connections: () => connections,
		open: () => sockets.size,
		close,
	};
}
