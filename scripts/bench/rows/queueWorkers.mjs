// The worker setups of table (g): which n8n workers run, and how many executions each takes at
// once. n8n's `worker` command takes its concurrency from N8N_CONCURRENCY_PRODUCTION_LIMIT when
// that is set, else from --concurrency (default 10), and logs it as " * Concurrency: N" (n8n
// 1.123.50 and 2.40.7, dist/commands/worker.js, setConcurrency and run). Workers whose slots add
// up to the executions posted at once each get exactly their slots, as every execution outlasts
// the posting.
import { phase, waitFor } from '../../../test/e2e/lib/util.mjs';

/** @typedef {import('../../../test/e2e/lib/queueCluster.mjs').QueueProcess} QueueProcess */

/** A worker's concurrency when nothing sets it (n8n's default). */
const DEFAULT_SLOTS = 10;
const SLOTS_ENV = 'N8N_CONCURRENCY_PRODUCTION_LIMIT';

/**
 * One setup: `slots` are the concurrency of worker1, worker2, …; the workers beyond them are
 * stopped. `forced`: the slots add up to the executions of a run, so they are its split.
 * @typedef {object} WorkerSetup
 * @property {string} key the end of the setup's column keys (contender key + key)
 * @property {string} label
 * @property {string} phrase how the headline names it
 * @property {number[]} slots
 * @property {boolean} forced
 * @property {Array<'ours' | 'httpBatch'>} contenders
 */

/**
 * In this order in every odd round and in the reverse order in every even one, so that the
 * cluster changes twice per round: 2 more workers, then all 4 restarted with other slots.
 * @type {WorkerSetup[]}
 */
export const SETUPS = [
	{
		key: '2',
		label: '2 workers',
		phrase: '2 workers',
		slots: [DEFAULT_SLOTS, DEFAULT_SLOTS],
		forced: false,
		contenders: ['ours', 'httpBatch'],
	},
	{
		key: '4',
		label: '4 workers',
		phrase: '4 workers',
		slots: Array(4).fill(DEFAULT_SLOTS),
		forced: false,
		contenders: ['ours', 'httpBatch'],
	},
	{
		key: 'Uneven',
		label: '4 workers, 6/4/5/5 executions',
		phrase: '4 workers given 6/4/5/5 executions',
		slots: [6, 4, 5, 5],
		forced: true,
		contenders: ['ours'],
	},
];

/**
 * The executions each worker ran ("6 / 4 / 5 / 5", worker1 first); for a forced setup whose
 * round came out otherwise, the split it should have had as well.
 * @param {WorkerSetup} workerSetup
 * @param {Record<string, number>} perWorker executions by worker role
 */
export function splitText({ slots, forced }, perWorker) {
	const split = slots.map((_, i) => perWorker[`worker${i + 1}`] ?? 0).join(' / ');
	const wanted = slots.join(' / ');
	return forced && split !== wanted ? `${split} (not ${wanted})` : split;
}

/**
 * The concurrency a worker runs with, or undefined when it is not running.
 * @param {QueueProcess} worker
 */
function slotsOf(worker) {
	const child = worker.child;
	if (!child || child.exitCode !== null || child.signalCode !== null) return undefined;
	return Number(worker.extraEnv[SLOTS_ENV] ?? DEFAULT_SLOTS);
}

/**
 * Starts, stops and restarts workers (stopping by PID) so that worker i runs with `slots[i]` and
 * those beyond are stopped; a worker whose concurrency changes is stopped and started again.
 * @param {QueueProcess[]} workers
 * @param {number[]} slots
 */
export async function useWorkers(workers, slots) {
	const changes = workers.filter((worker, i) => slotsOf(worker) !== slots[i]);
	if (!changes.length) return;
	await phase(`queue: workers at ${slots.join(' / ')}`, () =>
		Promise.all(
			changes.map(async (worker) => {
				const wanted = slots[workers.indexOf(worker)];
				if (slotsOf(worker) !== undefined) await worker.stop();
				if (wanted === undefined) return;
				worker.extraEnv = { ...worker.extraEnv, [SLOTS_ENV]: String(wanted) };
				const from = worker.output.length;
				await worker.start();
				// Logged before the health check answers; n8n read the variable if it says so.
				await waitFor(
					() => / \* Concurrency: (\d+)/.exec(worker.output.slice(from))?.[1] === String(wanted),
					{
						timeout: 10000,
						what: `${worker.role} to log " * Concurrency: ${wanted}"`,
					},
				);
			}),
		),
	);
}
