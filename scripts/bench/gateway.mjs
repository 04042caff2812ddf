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

import { listenOnLoopback } from '../../test/e2e/lib/util.mjs';

export const SERVICE_HOST = 'api.green-api.com';

/** What the gateway counts; a rewrite may add its own counts. */
/** @typedef {{ tunnels: number, requests: number, refused: number, bodiesChanged?: number }} GatewayStats */

/** @param {string} dir */
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

/**
 * @param {import('node:stream').Readable} stream
 * @returns {Promise<Buffer>}
 */
function readAll(stream) {
	return new Promise((resolve, reject) => {
		/** @type {Buffer[]} */
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
 * @param {(body: Buffer, req: http.IncomingMessage, stats: GatewayStats) => Buffer} [o.rewrite]
 */
export async function startGateway({ dir, route, rewrite = (body) => body }) {
	const { key, cert, certFile } = certificate(dir);
	/** @type {GatewayStats} */
	const stats = { tunnels: 0, requests: 0, refused: 0 };
	const agent = new http.Agent({ keepAlive: true });
	const inner = http.createServer(async (req, res) => {
		stats.requests++;
		const target = route(String(req.url));
		if (!target) {
			res.writeHead(502).end('no simulator for this path');
			return;
		}
		const body = rewrite(await readAll(req), req, stats);
		const { hostname, port } = new URL(target.url);
		const headers = { ...req.headers, host: `${hostname}:${port}` };
		if (body.length || headers['content-length']) headers['content-length'] = String(body.length);
		const out = http.request(
			{ host: hostname, port, method: req.method, path: req.url, headers, agent },
			(answer) => {
				res.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(res);
			},
		);
		out.on('error', () => res.writeHead(502).end());
		out.end(body);
	});
	/** @type {Set<net.Socket>} */
	const sockets = new Set();
	const outer = net.createServer((socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
		let head = Buffer.alloc(0);
		/** @param {Buffer} chunk */
		const onData = (chunk) => {
			head = Buffer.concat([head, chunk]);
			const end = head.indexOf('\r\n\r\n');
			if (end < 0) return;
			socket.off('data', onData);
			const [verb, target] = head.subarray(0, end).toString('latin1').split(/\s+/);
			if (verb !== 'CONNECT' || target !== `${SERVICE_HOST}:443`) {
				stats.refused++;
				socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
				return;
			}
			stats.tunnels++;
			socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
			inner.emit('connection', new tls.TLSSocket(socket, { isServer: true, key, cert }));
		};
		socket.on('data', onData);
		socket.on('error', () => socket.destroy());
	});
	return {
		url: await listenOnLoopback(outer),
		caFile: certFile,
		stats,
		close: async () => {
			agent.destroy();
			for (const socket of sockets) socket.destroy();
			await new Promise((resolve) => outer.close(() => resolve(null)));
		},
	};
}
