// What the reliability suite asks of a running n8n beyond test/e2e/lib/n8n.mjs: every execution
// of a workflow (cursor pages), raw HTTP requests with exactly the bytes given, a test listen.
import { connect } from 'node:net';

/** @typedef {import('../../e2e/lib/types.js').Execution} Execution */

/**
 * All executions of a workflow through the public API (250 per page), newest first.
 * @param {import('../../e2e/lib/n8n.mjs').N8n} n8n
 * @param {string} workflowId
 * @param {{ includeData?: boolean }} [options]
 */
export async function allExecutions(n8n, workflowId, { includeData = false } = {}) {
	/** @type {Execution[]} */
	const list = [];
	/** @type {string | undefined} */
	let cursor;
	for (;;) {
		const query = new URLSearchParams({
			workflowId,
			limit: '250',
			includeData: String(includeData),
		});
		if (cursor) query.set('cursor', cursor);
		const { status, body } = await n8n.api('GET', `/executions?${query}`);
		if (status !== 200)
			throw new Error(
				`executions of ${workflowId}: ${status} ${JSON.stringify(body).slice(0, 300)}`,
			);
		const page = /** @type {{ data: Execution[], nextCursor?: string | null }} */ (body);
		list.push(...page.data);
		if (!page.nextCursor || page.data.length === 0) return list;
		cursor = page.nextCursor;
	}
}

/**
 * Whether an execution has ended (success, error, canceled, crashed).
 * @param {Execution} e
 */
export const isFinished = (e) =>
	e.finished || (e.status && !['new', 'running', 'waiting'].includes(e.status));

/**
 * Sends `head` (request line and header lines, CRLF added) and `body` as raw bytes and resolves
 * with the status code of the answer (0 when the connection closed without one). The request
 * says `Connection: close`, so n8n closes the socket after its answer.
 * @param {string} base
 * @param {string[]} head
 * @param {string} [body]
 * @returns {Promise<{ status: number, text: string }>}
 */
export function rawRequest(base, head, body = '') {
	const { hostname, port } = new URL(base);
	return new Promise((resolve, reject) => {
		const socket = connect(Number(port), hostname);
		let answer = '';
		const timer = setTimeout(() => socket.destroy(new Error('no answer in 15 s')), 15000);
		socket.on('connect', () => {
			const bytes = Buffer.from(body, 'utf8');
			socket.write(
				`${head.join('\r\n')}\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`,
			);
			// No half-close: n8n drops a request whose sender ended its side before the answer.
			socket.write(bytes);
		});
		socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
		socket.on('error', (error) => {
			clearTimeout(timer);
			reject(error);
		});
		socket.on('close', () => {
			clearTimeout(timer);
			const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
			resolve({ status, text: answer });
		});
	});
}
