// (g) Queue mode: 1,000 sendText from 20 executions spread over 2 and over 4 n8n workers, one
// main and one webhook processor on Redis and PostgreSQL, against a simulator that enforces the
// service's 50 sendMessage/s per instance over all of them; this package next to n8n's HTTP
// Request node with Batching at the limit in the same setup, and this package alone on 4 workers
// given 6, 4, 5 and 5 executions. The cluster, the workflows and the counting are the queue-mode
// e2e suite's (test/e2e/queue/). The cluster is started once with 4 workers; ./queueWorkers.mjs
// stops, starts and restarts them for each setup.
import { join } from 'node:path';

import sim from '../../../simulator/index.js';
import { credential } from '../../../test/e2e/lib/fixtures.mjs';
import { phase } from '../../../test/e2e/lib/util.mjs';
import { startQueueSetup, stopQueueSetup } from '../../../test/e2e/queue/cluster.mjs';
import {
	SEND_LIMIT,
	greenApiSendText,
	runSpreadSends,
	spreadWorkflow,
} from '../../../test/e2e/queue/sends.mjs';
import { formatNumber, medians, someRounds } from '../report.mjs';
import { httpRequest, methodUrl } from '../workflows.mjs';
import { SETUPS, splitText, useWorkers } from './queueWorkers.mjs';

const RUNS = 20;
const PER_RUN = 50;
/** Longer than the 10 s after which a worker forgets what it learned of an idle key. */
const COLD_MS = 11_000;

const CONTENDERS = {
	ours: 'this package',
	httpBatch: `HTTP Request, Batching ${SEND_LIMIT} / 1,000 ms`,
};
const CONTENDER_KEYS = /** @type {Array<keyof typeof CONTENDERS>} */ (Object.keys(CONTENDERS));
// A forced setup's slots are its split only when they add up to the executions posted at once.
for (const { label, slots, forced } of SETUPS)
	if (forced && slots.reduce((a, b) => a + b) !== RUNS)
		throw new Error(`(g) ${label}: the slots must add up to ${RUNS}`);

/** @typedef {import('../../../test/e2e/lib/types.js').Workflow} Workflow */
/** @typedef {import('./queueWorkers.mjs').WorkerSetup} WorkerSetup */
/** @typedef {import('../../../test/e2e/queue/sends.mjs').SpreadWorkflow} SpreadWorkflow */
/** @typedef {{ ours: SpreadWorkflow, httpBatch: SpreadWorkflow, all: Workflow[] }} QueueWorkflows */
/**
 * What the producer keeps between rounds: the run's setup and the cluster once started.
 * @typedef {{ options?: import('../types.js').Setup, setup?: import('../../../test/e2e/queue/cluster.mjs').QueueSetup<QueueWorkflows> }} State
 */

/**
 * The HTTP Request node as in (b), the chat fixed and the text from the item.
 * @param {import('../../../simulator/index.js').Simulator} simulator
 */
function httpSendText(simulator) {
	const node = httpRequest(methodUrl(simulator, 'sendMessage'), [], {
		size: SEND_LIMIT,
		intervalMs: 1000,
	});
	node.parameters.bodyParameters = {
		parameters: [
			{ name: 'chatId', value: sim.fixtures.ids.alice },
			{ name: 'message', value: '={{ $json.text }}' },
		],
	};
	return node;
}

/**
 * @param {number} part
 * @param {number} whole
 */
const percent = (part, whole) => (whole ? (part / whole) * 100 : 0);

/**
 * One run's cells: the rate only when every execution succeeded, else "stopped"; the executions
 * each of the setup's workers ran (worker1 first).
 * @param {Awaited<ReturnType<typeof runSpreadSends>>} result
 * @param {WorkerSetup} workerSetup
 */
function cells(result, workerSetup) {
	const ok = result.executionStatus.success === result.runs;
	return {
		rate: ok ? result.percentOfLimit : 'stopped',
		tooMany: percent(result.http429, result.requests),
		tooManyCount: result.http429,
		lost: result.lost,
		doubled: result.duplicates,
		seconds: result.firstToLastSendSeconds,
		workers: splitText(workerSetup, result.perWorker),
	};
}

/** @returns {import('../types.js').Producer} */
export function queueSends() {
	/** @type {State} */
	const state = {};
	const columns = SETUPS.flatMap((workerSetup) =>
		workerSetup.contenders.map((key) => ({
			key: `${key}${workerSetup.key}`,
			label: `${workerSetup.label}, ${CONTENDERS[key]}`,
		})),
	);
	return {
		id: 'g',
		title: `(g) Queue mode: 1,000 sendText from ${RUNS} executions over n8n workers, simulator enforcing ${SEND_LIMIT} sendMessage/s per instance`,
		note: `n8n main, one webhook processor and 2 or 4 workers (concurrency 10 each) on Redis and PostgreSQL; ${RUNS} executions of ${PER_RUN} sends each, posted at once, so Bull spreads them over the workers. "4 workers, 6/4/5/5 executions": the four workers run with concurrency 6, 4, 5 and 5 (\`N8N_CONCURRENCY_PRODUCTION_LIMIT\`), so the ${RUNS} executions fill exactly those slots; HTTP Request is left out there, as it stops at its first 429 anyway. % of the allowed rate = messages accepted ÷ the time from the first to the last sendMessage the simulator saw ÷ ${SEND_LIMIT}/s. Executions per worker: how many of the ${RUNS} executions (${PER_RUN} sends each) each worker ran, one entry per round; "Every round" gives this package's rounds one by one.`,
		standalone: true,
		transposed: true,
		columns,
		metrics: [
			{ key: 'rate', label: `% of the allowed rate (${SEND_LIMIT}/s)`, digits: 1 },
			{ key: 'tooMany', label: '429 answers, % of calls', digits: 2 },
			{ key: 'tooManyCount', label: '429 answers', digits: 0 },
			{ key: 'lost', label: 'lost', digits: 0 },
			{ key: 'doubled', label: 'doubled', digits: 0 },
			{ key: 'seconds', label: 'first to last send (s)', digits: 1 },
			{ key: 'workers', label: 'executions per worker', perRound: true },
		],
		everyRound: {
			columns: SETUPS.map((workerSetup) => `ours${workerSetup.key}`),
			metrics: ['rate', 'tooMany', 'tooManyCount', 'lost', 'doubled', 'workers'],
		},
		headline(rounds) {
			const m = medians(rounds);
			/** @param {WorkerSetup} workerSetup */
			const ours = ({ key, phrase, forced }) => {
				const column = `ours${key}`;
				const low = m.lowest(column, 'rate');
				const lowText = typeof low === 'number' ? `${formatNumber(low)} %` : (low ?? '?');
				const lowest = forced ? ` (median; lowest round ${lowText})` : '';
				return `${phrase} ${m.at(column, 'rate')} % of the allowed rate${lowest} with ${m.at(column, 'tooMany', 2)} % of calls answered 429, ${m.at(column, 'lost', 0)} lost, ${m.at(column, 'doubled', 0)} doubled`;
			};
			const http = m.value('httpBatch2', 'rate');
			const peer =
				typeof http === 'number'
					? `${m.at('httpBatch2', 'rate')} %`
					: someRounds(http)
						? `stops at a 429 in ${someRounds(http)}`
						: `stops at a 429 (${m.at('httpBatch2', 'lost', 0)} of 1,000 lost with 2 workers)`;
			return `Queue mode, 1,000 sendText from ${RUNS} executions against the limit of ${SEND_LIMIT}/s: this package with ${SETUPS.map(ours).join('; ')}; HTTP Request with Batching at the limit ${peer}.`;
		},
		prepare(setup) {
			state.options = setup;
			return { credentials: [], workflows: [] };
		},
		async measure(_ctx, round) {
			const setup = state.setup ?? (await start(state));
			/** @type {import('../types.js').Round} */
			const result = {};
			// Alternate the setups' order, so that the cluster changes as little as possible.
			const order = round % 2 ? SETUPS : [...SETUPS].reverse();
			for (const workerSetup of order) {
				await useWorkers(setup.workers, workerSetup.slots);
				for (const key of workerSetup.contenders) {
					const run = await phase(`queue ${workerSetup.label}: ${key}`, () =>
						runSpreadSends(setup, setup.workflows[key], {
							runs: RUNS,
							perRun: PER_RUN,
							prefix: `g${round}w${workerSetup.key}${key}`,
						}),
					);
					result[`${key}${workerSetup.key}`] = cells(run, workerSetup);
					// Every run starts cold: longer than a worker remembers an idle key's share.
					await new Promise((resolve) => setTimeout(resolve, COLD_MS));
				}
			}
			return result;
		},
		close: () => stopQueueSetup(state.setup),
	};
}

/**
 * Starts the cluster (first round): Redis, PostgreSQL, main, a webhook processor, 2 workers.
 * @param {State} state
 */
async function start(state) {
	if (!state.options) throw new Error('(g) measured before it was prepared');
	const { line, out, ours, homes } = state.options;
	// startQueueSetup fills it in; close() stops what it started even if it fails midway
	const setup =
		/** @type {import('../../../test/e2e/queue/cluster.mjs').QueueSetup<QueueWorkflows>} */ ({});
	state.setup = setup;
	await startQueueSetup(setup, {
		line,
		tarball: ours.tarball,
		homes: join(homes, 'bench-queue'),
		out: join(out, 'queue'),
		webhookCount: 1,
		workerCount: Math.max(...SETUPS.map((s) => s.slots.length)),
		startedWorkers: SETUPS[0].slots.length,
		credentials: (simulator) => ({
			ours: credential('benchQueueCred01', 'bench queue', simulator),
		}),
		workflows: (creds, simulator) => {
			const flows = {
				ours: spreadWorkflow('benchQueueOurs01', 'bench-queue-ours', greenApiSendText(creds.ours)),
				httpBatch: spreadWorkflow('benchQueueHttp01', 'bench-queue-http', httpSendText(simulator)),
			};
			return { ...flows, all: Object.values(flows) };
		},
	});
	for (const key of CONTENDER_KEYS) await setup.main.activate(setup.workflows[key].id);
	return setup;
}
