// A worker killed (SIGKILL by PID) in the middle of a 100-item send run. Bull keeps
// the job locked by the dead worker until the lock expires; the next stalled-job check of the
// other worker then either fails the job (QUEUE_WORKER_MAX_STALLED_COUNT=0) or gives it to a live
// worker, which runs the execution again from its start (n8n's default, 1) and so sends the
// first items again. The suite runs with 0: the process that queued the execution (here the
// webhook processor) then marks it failed ("This execution failed to be processed too many
// times …").
import assert from 'node:assert/strict';

import { say, waitFor } from '../lib/util.mjs';
import { executionRows } from './cluster.mjs';
import { sendFigures } from './sends.mjs';

/**
 * @param {import('./cluster.mjs').QueueSetup<{ all: import('../lib/types.js').Workflow[] }>} setup
 * @param {import('../lib/types.js').Workflow} workflow
 * @param {{ items?: number, killAfter?: number }} [options]
 */
export async function runWorkerKill(setup, workflow, { items = 100, killAfter = 20 } = {}) {
	const { control, postgres } = setup;
	control.setRateLimits(false);
	control.resetRequests();
	const texts = Array.from({ length: items }, (_, i) => `crash m${i}`);
	const sent = () => sendFigures(control, 'crash ').requests;
	const started = fetch(`${setup.n8n.base}/webhook/queue-crash`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ texts: texts.map((text) => ({ text })) }),
	});
	assert.equal((await started).status, 200);
	const [row] = await waitFor(
		async () => {
			const list = await executionRows(postgres, workflow.id);
			return list.length ? list : undefined;
		},
		{ timeout: 30000, what: 'the send run to be queued' },
	);
	const worker = await waitFor(
		() => setup.workers.find((w) => w.startedExecutions().includes(row.id)),
		{ timeout: 30000, interval: 20, what: `a worker to start execution ${row.id}` },
	);
	await waitFor(() => sent() >= killAfter, {
		timeout: 60000,
		interval: 10,
		what: `${killAfter} sends of execution ${row.id}`,
	});
	const t0 = Date.now();
	const { signal } = (await worker.kill()) ?? {};
	const atKill = sent();
	assert.equal(signal, 'SIGKILL');
	assert.ok(atKill < items, `killed in the middle of the run (${atKill} of ${items} sent)`);
	say(
		`killed ${worker.role} (pid ${worker.pid}) running execution ${row.id} after ${atKill} sends`,
	);

	const final = await waitFor(
		async () => {
			const [current] = await executionRows(postgres, workflow.id);
			return ['new', 'running'].includes(current.status) ? undefined : current;
		},
		{ timeout: 150000, interval: 500, what: `n8n to report execution ${row.id}` },
	);
	const reportedSeconds = (Date.now() - t0) / 1000;
	// Give a re-run (if any) time to send, then compare with the log.
	const settledAt = sent();
	await new Promise((resolve) => setTimeout(resolve, 3000));
	const figures = sendFigures(control, 'crash ');
	const others = setup.workers.filter((w) => w !== worker);
	const rerunOn = others.filter((w) => w.startedExecutions().includes(row.id)).map((w) => w.role);
	const result = {
		execution: row.id,
		status: final.status,
		killedAfterSends: atKill,
		sendsAtTheEnd: figures.requests,
		delivered: figures.delivered,
		duplicates: figures.duplicates,
		rerunOn,
		reportedAfterSeconds: Number(reportedSeconds.toFixed(1)),
		/** @type {string | undefined} n8n's words for the failure */
		reason: undefined,
	};
	say(`worker killed mid-run: ${JSON.stringify(result)}`);
	assert.equal(settledAt, figures.requests, 'nothing was sent after n8n reported the execution');
	assert.equal(figures.duplicates, 0, 'no message of the run was sent twice');
	assert.deepEqual(rerunOn, [], 'the execution was not run again on the other worker');
	assert.ok(
		['crashed', 'error'].includes(final.status),
		`the execution is reported failed (${final.status})`,
	);
	const [stored] = /** @type {Array<{ data: string } | undefined>} */ (
		await postgres.query(`SELECT data FROM execution_data WHERE "executionId" = $1`, [
			Number(row.id),
		])
	);
	result.reason = /failed to be processed too many times/.exec(stored?.data ?? '')?.[0];
	if (final.status === 'error')
		assert.ok(result.reason, 'n8n says the execution stalled (its worker is gone)');
	return result;
}
