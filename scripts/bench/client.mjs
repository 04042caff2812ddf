// The bench's own HTTP clients, on node:http with keep-alive: the bare loop (the floor any node
// is compared with) and the delivery flood that plays the service's webhook sender.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';

import { lineNode, n8nDir } from '../../test/e2e/lib/install.mjs';

import { percentile } from './report.mjs';

/**
 * One JSON POST on `agent`; resolves with the status (and the body text when asked).
 * @param {http.Agent} agent
 * @param {string} url
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 * @param {{ keepBody?: boolean }} [options]
 * @returns {Promise<{ status: number | undefined, text: string }>}
 */
export function post(agent, url, body, headers = {}, { keepBody = false } = {}) {
	const payload = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
	return new Promise((resolve, reject) => {
		const request = http.request(
			url,
			{
				method: 'POST',
				agent,
				headers: {
					'content-type': 'application/json',
					'content-length': payload.length,
					...headers,
				},
			},
			(response) => {
				let text = '';
				response.setEncoding('utf8');
				response.on('data', (chunk) => {
					if (keepBody) text += chunk;
				});
				response.on('end', () => resolve({ status: response.statusCode, text }));
			},
		);
		request.on('error', reject);
		request.end(payload);
	});
}

/**
 * The bare keep-alive loop: one connection, one request after the other. A 429 is waited out
 * (`retryAfterMs`) and the same body sent again, so nothing is lost; nothing else is retried.
 * With `rate` (per second) a body goes no sooner than 1 / rate s after the one before.
 * → { seconds, tooMany, failed }
 * @param {string} url
 * @param {unknown[]} bodies
 * @param {{ retryAfterMs?: number, rate?: number }} [options]
 * @returns {Promise<{ seconds: number, tooMany: number, failed: number, error?: undefined }>}
 */
export async function bareLoop(url, bodies, { retryAfterMs = 0, rate } = {}) {
	const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
	let tooMany = 0;
	let failed = 0;
	const started = performance.now();
	let next = started;
	try {
		for (const body of bodies) {
			if (rate) {
				const wait = next - performance.now();
				if (wait > 0) await new Promise((r) => setTimeout(r, wait));
				next = Math.max(next + 1000 / rate, performance.now());
			}
			for (;;) {
				const { status } = await post(agent, url, body);
				if (status === 429) {
					tooMany++;
					await new Promise((r) => setTimeout(r, retryAfterMs));
					continue;
				}
				if (status !== 200) failed++;
				break;
			}
		}
	} finally {
		agent.destroy();
	}
	return { seconds: (performance.now() - started) / 1000, tooMany, failed };
}

/**
 * n8n's request helper alone (helperLoop.cjs): the line's node and n8n modules send `bodies`
 * one after the other, after `warmUp` untimed. → { seconds } or { error }
 * @param {import('../../test/e2e/lib/install.mjs').Line} line
 * @param {string} url
 * @param {unknown[]} bodies
 * @param {unknown[]} warmUp
 * @returns {Promise<{ seconds: number, error?: undefined } | { seconds?: undefined, error: string }>}
 */
export async function helperLoop(line, url, bodies, warmUp) {
	const script = join(import.meta.dirname, 'helperLoop.cjs');
	const child = spawn(lineNode(line), [script, join(n8nDir(line), 'node_modules'), url], {
		stdio: ['pipe', 'pipe', 'inherit'],
	});
	let out = '';
	child.stdout.setEncoding('utf8');
	child.stdout.on('data', (chunk) => (out += chunk));
	child.stdin.end(JSON.stringify({ warmUp, bodies }));
	const code = await new Promise((resolve) => child.on('close', resolve));
	try {
		return JSON.parse(out);
	} catch {
		return { error: `helperLoop.cjs exited with ${code}: ${out.slice(0, 200)}` };
	}
}

/**
 * Posts `count` bodies to `url`, `concurrency` at a time on keep-alive connections, and times
 * each acknowledgement. → { perSecond, p50, p99, statuses }
 * @param {string} url
 * @param {{ count: number, concurrency: number, body: unknown, headers?: Record<string, string> }} options
 */
export async function flood(url, { count, concurrency, body, headers }) {
	const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
	/** @type {number[]} */
	const latencies = [];
	/** @type {Record<string, number>} */
	const statuses = {};
	let next = 0;
	const started = performance.now();
	const worker = async () => {
		while (next < count) {
			next++;
			const sent = performance.now();
			const { status } = await post(agent, url, body, headers).catch(() => ({ status: 'error' }));
			latencies.push(performance.now() - sent);
			const key = String(status);
			statuses[key] = (statuses[key] ?? 0) + 1;
		}
	};
	try {
		await Promise.all(Array.from({ length: concurrency }, worker));
	} finally {
		agent.destroy();
	}
	const seconds = (performance.now() - started) / 1000;
	return {
		perSecond: count / seconds,
		p50: percentile(latencies, 50),
		p99: percentile(latencies, 99),
		statuses,
	};
}
