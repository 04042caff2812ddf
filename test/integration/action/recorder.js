'use strict';
// A recorder between the node and a server (the simulator's media host): it keeps each request's
// headers and body as they arrived and forwards the request once its whole body is in. In stall
// mode it takes requests and neither reads nor answers them, until release() lets it read on
// (a paused socket does not notice that the client hung up). Plain CommonJS: it needs Node
// built-ins.
const http = require('node:http');

async function startRecorder(target, stall = false) {
	const seen = [];
	let stalled = 0;
	const paused = [];
	let hungUp = () => {};
	const stalledClosed = new Promise((resolve) => (hungUp = resolve));
	const server = http.createServer((req, res) => {
		if (stall) {
			stalled += 1;
			req.pause();
			paused.push(req);
			req.socket.once('close', () => hungUp());
			return;
		}
		const chunks = [];
		req.on('data', (chunk) => chunks.push(chunk));
		req.on('end', () => {
			const body = Buffer.concat(chunks);
			seen.push({ headers: req.headers, body });
			const forward = http.request(
				new URL(req.url || '/', target),
				{ method: req.method, headers: { ...req.headers, host: new URL(target).host } },
				(answer) => {
					res.writeHead(answer.statusCode || 502, answer.headers);
					answer.pipe(res);
				},
			);
			forward.on('error', () => res.destroy());
			forward.end(body);
		});
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${server.address().port}`,
		seen,
		get stalled() {
			return stalled;
		},
		stalledClosed,
		release: () => paused.splice(0).forEach((req) => req.resume()),
		close: () =>
			new Promise((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}

module.exports = { startRecorder };
