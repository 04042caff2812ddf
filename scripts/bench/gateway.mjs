// A TLS gateway in front of the simulators, for nodes whose base URL is fixed to the real service
// (the official node calls https://api.green-api.com). n8n routes outgoing HTTPS through
// HTTPS_PROXY (n8n-core's http-proxy.js uses proxy-from-env), so its CONNECT api.green-api.com:443
// arrives here. The gateway answers it, terminates TLS with a throwaway certificate for that name
// (n8n trusts it through NODE_EXTRA_CA_CERTS) and forwards each request, unchanged unless
// `rewrite` says otherwise, to the simulator whose instance ID is in the path. CONNECTs to any
// other host are refused.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import tls from 'node:tls';

export const SERVICE_HOST = 'api.green-api.com';

function certificate(dir) {
	const key = join(dir, 'gateway-key.pem');
	const cert = join(dir, 'gateway-cert.pem');
	execFileSync(
		'openssl',
		[
			'req',
			'-x509',
			'-newkey',
			'ec',
			'-pkeyopt',
			'ec_paramgen_curve:prime256v1',
			'-nodes',
			'-days',
			'2',
			'-subj',
			`/CN=${SERVICE_HOST}`,
			'-addext',
			`subjectAltName=DNS:${SERVICE_HOST}`,
			'-keyout',
			key,
			'-out',
			cert,
		],
		{ stdio: 'ignore' },
	);
	return { key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

function readAll(stream) {
	return new Promise((resolve, reject) => {
		const chunks = [];
		stream.on('data', (c) => chunks.push(c));
		stream.on('end', () => resolve(Buffer.concat(chunks)));
		stream.on('error', reject);
	});
}

/**
 * @param {object} o
 * @param {string} o.dir  where the certificate goes
 * @param {(path: string) => {url: string} | undefined} o.route  the simulator for a request path
 * @param {(body: Buffer, req: http.IncomingMessage, stats: object) => Buffer} [o.rewrite]
 */
export async function startGateway({ dir, route, rewrite = (body) => body }) {
	const { key, cert, certFile } = certificate(dir);
	const stats = { tunnels: 0, requests: 0, refused: 0 };
	const agent = new http.Agent({ keepAlive: true });
	const inner = http.createServer(async (req, res) => {
		stats.requests++;
		const target = route(req.url);
		if (!target) return res.writeHead(502).end('no simulator for this path');
		const body = rewrite(await readAll(req), req, stats);
		const { hostname, port } = new URL(target.url);
		const headers = { ...req.headers, host: `${hostname}:${port}` };
		if (body.length || headers['content-length']) headers['content-length'] = String(body.length);
		const out = http.request(
			{ host: hostname, port, method: req.method, path: req.url, headers, agent },
			(answer) => {
				res.writeHead(answer.statusCode, answer.headers);
				answer.pipe(res);
			},
		);
		out.on('error', () => res.writeHead(502).end());
		out.end(body);
	});
	const sockets = new Set();
	const outer = net.createServer((socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
		let head = Buffer.alloc(0);
		const onData = (chunk) => {
			head = Buffer.concat([head, chunk]);
			const end = head.indexOf('\r\n\r\n');
			if (end < 0) return;
			socket.off('data', onData);
			const [verb, target] = head.subarray(0, end).toString('latin1').split(/\s+/);
			if (verb !== 'CONNECT' || target !== `${SERVICE_HOST}:443`) {
				stats.refused++;
				return socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
			}
			stats.tunnels++;
			socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
			inner.emit('connection', new tls.TLSSocket(socket, { isServer: true, key, cert }));
		};
		socket.on('data', onData);
		socket.on('error', () => socket.destroy());
	});
	await new Promise((resolve) => outer.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${outer.address().port}`,
		caFile: certFile,
		stats,
		close: async () => {
			agent.destroy();
			for (const socket of sockets) socket.destroy();
			await new Promise((resolve) => outer.close(resolve));
		},
	};
}
