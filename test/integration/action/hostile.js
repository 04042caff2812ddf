// Small hostile HTTP servers on 127.0.0.1 (OS port) for transport tests: one that accepts and
// never answers, one that answers 200 and then trickles a byte every 100 ms forever. Plain
// CommonJS: it needs Node built-ins.
const http = require('node:http');
const path = require('node:path');

/** mode: 'blackhole' | 'trickle'. Resolves with { url, requests: string[], close() }. */
async function startHostile(mode) {
	const requests = [];
	const timers = new Set();
	const server = http.createServer((req, res) => {
		requests.push(`${req.method} ${req.url}`);
		req.resume();
		if (mode === 'trickle') {
			res.writeHead(200, { 'content-type': 'application/json' });
			const timer = setInterval(() => res.write(' '), 100);
			timers.add(timer);
			res.on('close', () => {
				clearInterval(timer);
				timers.delete(timer);
			});
		}
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${server.address().port}`,
		requests,
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
	return require(path.resolve(__dirname, '../../../dist/nodes/GreenApi/transport/deadline.js'))
		.DEADLINE_MS;
}

module.exports = { startHostile, builtDeadlines };
