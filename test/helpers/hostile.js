// Small hostile HTTP servers on 127.0.0.1 (OS port) for transport tests: one that accepts and
// never answers, one that does not even read the request body, one that answers 200 and then
// trickles a byte every 100 ms forever, and more below. Plain CommonJS: it needs Node built-ins.
const http = require('node:http');
const path = require('node:path');

const MB = 1024 * 1024;

/**
 * mode:
 * - 'blackhole': accepts and never answers;
 * - 'stall': accepts, neither reads the body nor answers, until release() lets it read on (still
 *   without answering: a paused socket does not notice that the client hung up);
 * - 'trickle': answers 200 (JSON) at once, then a byte every 100 ms forever;
 * - 'huge': HEAD is 405; GET ignores Range and streams a 300 MB audio body as fast as it is read;
 * - 'slowHead': HEAD is 405; GET sends its status line and headers one byte per 100 ms (25 s);
 * - 'bodyTrickle': HEAD is 405; GET answers 200 audio/mpeg at once, then trickles the body.
 * Resolves with { url, requests: string[], written(): bytes of body written, release(),
 * hungUp: settles when a client closes a stalled request's connection, close() }.
 */
async function startHostile(mode) {
	const requests = [];
	const timers = new Set();
	let written = 0;
	const paused = [];
	let hangUp = () => {};
	const hungUp = new Promise((resolve) => (hangUp = resolve));
	const every = (ms, fn, res) => {
		const timer = setInterval(fn, ms);
		timers.add(timer);
		res.on('close', () => {
			clearInterval(timer);
			timers.delete(timer);
		});
	};
	const server = http.createServer((req, res) => {
		requests.push(`${req.method} ${req.url}`);
		if (mode === 'stall') {
			req.pause();
			paused.push(req);
			req.socket.once('close', () => hangUp());
			return;
		}
		req.resume();
		if (mode === 'blackhole') return;
		if (mode === 'trickle') {
			res.writeHead(200, { 'content-type': 'application/json' });
			every(100, () => res.write(' '), res);
			return;
		}
		if (req.method === 'HEAD') {
			res.writeHead(405).end();
			return;
		}
		if (mode === 'slowHead') {
			const head = Buffer.from(
				`HTTP/1.1 200 OK\r\ncontent-type: audio/mpeg\r\nx-pad: ${'p'.repeat(250)}\r\n\r\n`,
			);
			let at = 0;
			every(100, () => at < head.length && res.socket.write(head.subarray(at, ++at)), res);
			return;
		}
		res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': 300 * MB });
		if (mode === 'bodyTrickle') {
			every(100, () => res.write('x'), res);
			return;
		}
		const chunk = Buffer.alloc(64 * 1024, 1);
		const pump = () => {
			while (written < 300 * MB && !res.destroyed) {
				written += chunk.length;
				if (!res.write(chunk)) return;
			}
			if (written >= 300 * MB) res.end();
		};
		res.on('drain', pump);
		pump();
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${server.address().port}`,
		requests,
		written: () => written,
		release: () => paused.splice(0).forEach((req) => req.resume()),
		hungUp,
		close: () =>
			new Promise((resolve) => {
				for (const timer of timers) clearInterval(timer);
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}

/**
 * The deadline table of the node built into dist/, which is the copy n8n-core runs in these
 * tests: tests shorten it (no parameter or setting exposes it).
 */
function builtDeadlines() {
	return require(path.resolve(__dirname, '../../dist/nodes/GreenApi/transport/deadline.js'))
		.DEADLINE_MS;
}

module.exports = { startHostile, builtDeadlines };
