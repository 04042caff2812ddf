// Sends spread over the workers and a worker killed in the middle of a send run. A workflow
// Webhook → Split Out → Green API sendText gets its texts in the webhook body and answers at once
// (responseMode onReceived), so several runs queue up together and Bull hands them to every
// worker. Each worker paces its own calls and learns its share of the instance's limit from the
// service's 429s; the simulator enforces the per-instance limit (sendMessage 50/s) over all.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';

import sim from '../../../simulator/index.js';
import { chain, greenApiNode, webhookNode } from '../lib/fixtures.mjs';
import { say, waitFor } from '../lib/util.mjs';
import { assertRanOnWorkers, executionRows } from './cluster.mjs';

/** @typedef {import('../lib/types.js').Credential} Credential */
/** @typedef {import('../lib/types.js').Workflow} Workflow */
/** @typedef {import('../lib/types.js').WorkflowNode} WorkflowNode */
/** @typedef {Workflow & { webhookPath: string }} SpreadWorkflow */

const { alice } = sim.fixtures.ids;

/** sendMessage: 50 requests per second per instance (the service's documented limit). */
export const SEND_LIMIT = 50;

/**
 * Webhook (answering at once) → Split Out (one item per entry of the posted `texts`) → `node`,
 * which gets `{ text }` items; the webhook path is kept as `webhookPath`.
 * @param {string} id
 * @param {string} path
 * @param {WorkflowNode} node
 * @returns {SpreadWorkflow}
 */
export function spreadWorkflow(id, path, node) {
	const webhook = webhookNode(path);
	webhook.parameters.responseMode = 'onReceived';
	delete webhook.parameters.responseData;
	const workflow = chain(id, `e2e queue ${path}`, [
		webhook,
		{
			id: randomUUID(),
			name: 'Split Out',
			type: 'n8n-nodes-base.splitOut',
			typeVersion: 1,
			position: [120, 0],
			parameters: { fieldToSplitOut: 'body.texts', options: {} },
		},
		{ ...node, position: [240, 0] },
	]);
	return Object.assign(workflow, { webhookPath: path });
}

/**
 * This package's Send Text to one chat, the text from the item.
 * @param {Credential} cred
 */
export function greenApiSendText(cred) {
	return greenApiNode(
		'Green API',
		{
			resource: 'message',
			operation: 'sendText',
			chatId: alice,
			message: '={{ $json.text }}',
			additionalFields: {},
		},
		cred,
	);
}

/** @param {Credential} cred */
export function sendWorkflows(cred) {
	return {
		bulk: spreadWorkflow('e2eQueueSends001', 'queue-sends', greenApiSendText(cred)),
		crash: spreadWorkflow('e2eQueueCrash001', 'queue-crash', greenApiSendText(cred)),
	};
}

/**
 * @param {string} base
 * @param {string} path
 * @param {string[]} texts
 */
async function start(base, path, texts) {
	return waitFor(
		async () => {
			const response = await fetch(`${base}/webhook/${path}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ texts: texts.map((text) => ({ text })) }),
			});
			await response.arrayBuffer();
			return response.status === 404 ? undefined : response.status;
		},
		{ timeout: 30000, what: `webhook ${path} to be registered` },
	);
}

/**
 * What the simulator's request log says about the sends whose text starts with `prefix`.
 * @param {import('../../../simulator/index.js').Control} control
 * @param {string} prefix
 */
export function sendFigures(control, prefix) {
	const sends = control.requests().flatMap((r) => {
		const message = /** @type {{ message?: unknown } | null} */ (r.body)?.message; // JSON bodies
		return r.method === 'sendMessage' && typeof message === 'string' && message.startsWith(prefix)
			? [{ message, status: r.status, time: r.time }]
			: [];
	});
	/** @type {Map<string, number>} */
	const accepted = new Map();
	/** @type {Map<string, number>} */
	const attempts = new Map();
	let tooMany = 0;
	let other = 0;
	for (const r of sends) {
		attempts.set(r.message, (attempts.get(r.message) ?? 0) + 1);
		if (r.status === 200) accepted.set(r.message, (accepted.get(r.message) ?? 0) + 1);
		else if (r.status === 429) tooMany += 1;
		else other += 1;
	}
	const times = sends.map((r) => r.time);
	return {
		requests: sends.length,
		delivered: accepted.size,
		duplicates: [...accepted.values()].reduce((n, c) => n + (c - 1), 0),
		tooMany,
		otherFailures: other,
		accepted,
		mostAttempts: Math.max(0, ...attempts.values()),
		spanSeconds: times.length ? (Math.max(...times) - Math.min(...times)) / 1000 : 0,
	};
}

/**
 * `runs` executions of `perRun` sends each, started together, on the workers that are running.
 * Texts start with `prefix`, so every run can be told apart in the simulator's log. Returns the
 * figures: delivered, lost, sent twice, 429 answers, the rate between the first and the last
 * send, and runs per worker.
 * @param {import('./cluster.mjs').QueueSetup<{ all: Workflow[] }>} setup
 * @param {SpreadWorkflow} workflow
 * @param {{ runs?: number, perRun?: number, prefix?: string }} [options]
 */
export async function runSpreadSends(
	setup,
	workflow,
	{ runs = 20, perRun = 50, prefix = 'bulk' } = {},
) {
	const { control, postgres } = setup;
	const earlier = new Set((await executionRows(postgres, workflow.id)).map((r) => r.id));
	control.setRateLimits(true);
	control.resetRequests();
	const t0 = Date.now();
	/** @type {string[]} */
	const expected = [];
	/** @type {Promise<number>[]} */
	const calls = [];
	for (let run = 0; run < runs; run++) {
		const texts = Array.from({ length: perRun }, (_, i) => `${prefix} r${run} m${i}`);
		expected.push(...texts);
		calls.push(start(setup.n8n.base, workflow.webhookPath, texts));
	}
	assert.deepEqual(
		[...new Set(await Promise.all(calls))],
		[200],
		'every run was accepted by the webhook processor',
	);
	const rows = await waitFor(
		async () => {
			const list = (await executionRows(postgres, workflow.id)).filter((r) => !earlier.has(r.id));
			return list.length >= runs && list.every((r) => !['new', 'running'].includes(r.status))
				? list
				: undefined;
		},
		{ timeout: 300000, interval: 500, what: `${runs} send runs to finish` },
	);
	const seconds = (Date.now() - t0) / 1000;
	control.setRateLimits(false);
	const figures = sendFigures(control, `${prefix} `);
	const missing = expected.filter((text) => !figures.accepted.has(text));
	const perWorker = assertRanOnWorkers(
		setup,
		rows.map((r) => r.id),
	);
	const span = figures.spanSeconds || 1;
	const result = {
		sends: expected.length,
		runs,
		delivered: figures.delivered,
		lost: missing.length,
		duplicates: figures.duplicates,
		http429: figures.tooMany,
		mostAttemptsForOneMessage: figures.mostAttempts,
		otherFailures: figures.otherFailures,
		requests: figures.requests,
		seconds: Number(seconds.toFixed(1)),
		firstToLastSendSeconds: Number(figures.spanSeconds.toFixed(1)),
		sendsPerSecond: Number((figures.delivered / span).toFixed(1)),
		percentOfLimit: Number(((figures.delivered / span / SEND_LIMIT) * 100).toFixed(1)),
		percent429: Number(((figures.tooMany / (figures.requests || 1)) * 100).toFixed(2)),
		executionStatus: Object.fromEntries(
			[...new Set(rows.map((r) => r.status))].map((s) => [
				s,
				rows.filter((r) => r.status === s).length,
			]),
		),
		perWorker,
	};
	say(
		`${expected.length} sends over ${Object.keys(perWorker).length} workers: ${JSON.stringify(result)}`,
	);
	return result;
}
