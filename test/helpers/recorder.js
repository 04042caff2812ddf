'use strict';
// A recorder between the node and a server (the simulator's media host): it keeps each request's
// headers and body as they arrived and forwards the request once its whole body is in. Plain
// CommonJS: it needs Node built-ins.
const http = require('node:http');

async function startRecorder(target) {
	const seen = [];
	const server = http.createServer((req, res) => {
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
		close: () =>
			new Promise((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}

module.exports = { startRecorder };
