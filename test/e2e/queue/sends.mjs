// Sends spread over two workers (issue 13 §4) and a worker killed in the middle of a send run
// (§5). A workflow Webhook → Split Out → Green API sendText gets its texts in the webhook body and
// answers at once (responseMode onReceived), so several runs queue up together and Bull hands them
// to both workers. Each worker paces its own calls; the simulator enforces the service's
// per-instance limit (sendMessage 50/s) over both, so 429s are expected and must be retried.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';

import sim from '../../../simulator/index.js';
import { chain, greenApiNode, webhookNode } from '../lib/fixtures.mjs';
import { say, waitFor } from '../lib/util.mjs';
import { assertRanOnWorkers, executionRows } from './cluster.mjs';

const { alice } = sim.fixtures.ids;

function sendWorkflow(id, path, cred) {
	const webhook = webhookNode(path);
	webhook.parameters.responseMode = 'onReceived';
	delete webhook.parameters.responseData;
	return chain(id, `e2e queue ${path}`, [
		webhook,
		{
			id: randomUUID(),
			name: 'Split Out',
			type: 'n8n-nodes-base.splitOut',
			typeVersion: 1,
			position: [120, 0],
			parameters: { fieldToSplitOut: 'body.texts', options: {} },
		},
		greenApiNode(
			'Green API',
			{
				resource: 'message',
				operation: 'sendText',
				chatId: alice,
				message: '={{ $json.text }}',
				additionalFields: {},
			},
			cred,
		),
	]);
}

export function sendWorkflows(cred) {
	return {
		bulk: sendWorkflow('e2eQueueSends001', 'queue-sends', cred),
		crash: sendWorkflow('e2eQueueCrash001', 'queue-crash', cred),
	};
}

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

/** What the simulator's request log says about the sends whose text starts with `prefix`. */
export function sendFigures(control, prefix) {
	const sends = control
		.requests()
		.filter((r) => r.method === 'sendMessage' && r.body?.message?.startsWith(prefix));
	const accepted = new Map();
	const attempts = new Map();
	let tooMany = 0;
	let other = 0;
	for (const r of sends) {
		attempts.set(r.body.message, (attempts.get(r.body.message) ?? 0) + 1);
		if (r.status === 200) accepted.set(r.body.message, (accepted.get(r.body.message) ?? 0) + 1);
		else if (r.status === 429) tooMany += 1;
		else other += 1;
	}
	const times = sends.map((r) => Date.parse(r.time) || r.time).filter(Number.isFinite);
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

/** §4: `runs` executions of `perRun` sends each, started together. Returns the figures. */
export async function runSpreadSends(setup, workflow, { runs = 20, perRun = 50 } = {}) {
	const { control, postgres } = setup;
	control.setRateLimits(true);
	control.resetRequests();
	const t0 = Date.now();
	const expected = [];
	const calls = [];
	for (let run = 0; run < runs; run++) {
		const texts = Array.from({ length: perRun }, (_, i) => `bulk r${run} m${i}`);
		expected.push(...texts);
		calls.push(start(setup.n8n.base, 'queue-sends', texts));
	}
	assert.deepEqual(
		[...new Set(await Promise.all(calls))],
		[200],
		'every run was accepted by the webhook processor',
	);
	const rows = await waitFor(
		async () => {
			const list = await executionRows(postgres, workflow.id);
			return list.length >= runs && list.every((r) => !['new', 'running'].includes(r.status))
				? list
				: undefined;
		},
		{ timeout: 300000, interval: 500, what: `${runs} send runs to finish` },
	);
	const seconds = (Date.now() - t0) / 1000;
	control.setRateLimits(false);
	const figures = sendFigures(control, 'bulk ');
	const missing = expected.filter((text) => !figures.accepted.has(text));
	const perWorker = assertRanOnWorkers(
		setup,
		rows.map((r) => r.id),
	);
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
		sendsPerSecond: Number((figures.delivered / (figures.spanSeconds || 1)).toFixed(1)),
		executionStatus: Object.fromEntries(
			[...new Set(rows.map((r) => r.status))].map((s) => [
				s,
				rows.filter((r) => r.status === s).length,
			]),
		),
		perWorker,
	};
	say(`1,000 sends over two workers: ${JSON.stringify(result)}`);
	return result;
}
