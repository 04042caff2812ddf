// The whole queue-mode setup for one suite run: simulator, Redis, PostgreSQL, balancer, n8n main,
// webhook processors and workers; and the facts the tests read from it (executions in PostgreSQL,
// which worker started which execution).
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

import sim from '../../../simulator/index.js';
import { ID_INSTANCE, SECRET_TOKEN, importAll } from '../lib/fixtures.mjs';
import { createCluster, startBalancer } from '../lib/queueCluster.mjs';
import { checkServerPrograms, startPostgres, startRedis } from '../lib/queueServers.mjs';
import { phase, say } from '../lib/util.mjs';

/** @typedef {import('../lib/types.js').Credential} Credential */
/** @typedef {import('../lib/types.js').Workflow} Workflow */
/** @typedef {import('../lib/queueCluster.mjs').QueueProcess} QueueProcess */
/** @typedef {import('../../../simulator/index.js').Simulator} Simulator */

/**
 * The running queue-mode setup. startQueueSetup fills it as it goes (a caller hands it `{}`), so
 * stopQueueSetup finds whatever did start; `workflows` are the caller's.
 * @template {{ all: Workflow[] }} W
 * @typedef {object} QueueSetup
 * @property {boolean} stopped
 * @property {Simulator} simulator
 * @property {import('../../../simulator/index.js').Control} control
 * @property {Awaited<ReturnType<typeof startRedis>>} redis
 * @property {Awaited<ReturnType<typeof startPostgres>>} postgres
 * @property {Awaited<ReturnType<typeof startBalancer>>} balancer
 * @property {QueueProcess} main
 * @property {QueueProcess[]} webhooks
 * @property {QueueProcess[]} workers
 * @property {QueueProcess[]} all
 * @property {Record<string, string>} shared the environment every process shares
 * @property {Record<string, Credential>} creds
 * @property {W} workflows
 * @property {(count: number) => void} useWebhookProcessors puts the first `count` behind the balancer
 * @property {import('../lib/types.js').ScenarioN8n} n8n what the shared scenarios use
 */

/**
 * Fills `setup` as it goes, so that stopQueueSetup(setup) stops whatever did start.
 * @template {{ all: Workflow[] }} W
 * @param {QueueSetup<W>} setup
 * @param {object} options
 * @param {import('../lib/install.mjs').Line} options.line
 * @param {string} options.tarball
 * @param {string} options.homes
 * @param {string} options.out
 * @param {(simulator: Simulator) => Record<string, Credential>} options.credentials
 * @param {(creds: Record<string, Credential>, simulator: Simulator) => W} options.workflows
 * @param {number} [options.webhookCount]
 * @param {number} [options.workerCount]
 * @param {number} [options.startedWorkers]
 */
export async function startQueueSetup(
	setup,
	{
		line,
		tarball,
		homes,
		out,
		credentials,
		workflows,
		webhookCount = 2,
		workerCount = 2,
		startedWorkers = workerCount,
	},
) {
	checkServerPrograms();
	rmSync(homes, { recursive: true, force: true });
	rmSync(out, { recursive: true, force: true });
	setup.stopped = false;
	setup.simulator = await sim.start({
		instance: { idInstance: ID_INSTANCE, apiTokenInstance: SECRET_TOKEN },
	});
	setup.control = setup.simulator.control;
	await phase('redis-server + postgres (initdb) up', async () => {
		[setup.redis, setup.postgres] = await Promise.all([
			startRedis(join(homes, 'redis')),
			startPostgres(join(homes, 'postgres'), line),
		]);
	});
	say(
		`redis pid ${setup.redis.pid} on 127.0.0.1:${setup.redis.port}, postgres pid ${setup.postgres.pid} on 127.0.0.1:${setup.postgres.port}`,
	);
	setup.balancer = await startBalancer();
	const cluster = await createCluster({
		line,
		tarball,
		homes,
		out,
		redis: setup.redis,
		postgres: setup.postgres,
		balancer: setup.balancer,
		webhookCount,
		workerCount,
		extraEnv: {
			// A dead worker's job is noticed within seconds instead of a minute (lock 60 s, check
			// every 30 s by default), and then failed instead of run again from its start by another
			// worker (n8n's default, 1), which would send the run's first messages twice.
			QUEUE_WORKER_LOCK_DURATION: '10000',
			QUEUE_WORKER_LOCK_RENEW_TIME: '2500',
			QUEUE_WORKER_STALLED_INTERVAL: '5000',
			QUEUE_WORKER_MAX_STALLED_COUNT: process.env.E2E_QUEUE_MAX_STALLED ?? '0',
		},
	});
	Object.assign(setup, cluster);
	const creds = credentials(setup.simulator);
	const flows = workflows(creds, setup.simulator);
	setup.creds = creds;
	setup.workflows = flows;
	await phase(`n8n import:credentials + import:workflow into PostgreSQL`, () =>
		importAll(setup.main, join(out, 'import'), Object.values(creds), flows.all),
	);
	await phase('n8n start (main)', () => setup.main.start());
	await phase('owner setup + API key', async () => {
		await setup.main.setupOwner();
		await setup.main.createApiKey();
	});
	const [webhook1] = setup.webhooks;
	// The second webhook processor runs from the start but takes deliveries only when a test puts
	// it behind the balancer (useWebhookProcessors(2)). Workers beyond `startedWorkers` are left
	// for the caller to start.
	const workers = setup.workers.slice(0, startedWorkers);
	await phase(`n8n webhook (${setup.webhooks.length}) + n8n worker (${workers.length})`, () =>
		Promise.all([...setup.webhooks, ...workers].map((p) => p.start())),
	);
	setup.useWebhookProcessors = (count) =>
		setup.balancer.setTargets(
			setup.webhooks.slice(0, count).map((p) => ({ name: p.role, port: p.port })),
		);
	setup.useWebhookProcessors(1);
	say(
		`cluster: main pid ${setup.main.child?.pid}, ${[...setup.webhooks, ...workers].map((p) => `${p.role} pid ${p.pid}`).join(', ')}; deliveries via ${setup.balancer.base} to ${webhook1.role}`,
	);
	// What the shared test scenarios need of "n8n": webhooks on the balancer, the API on main.
	setup.n8n = {
		base: setup.balancer.base,
		home: setup.main.home,
		executions: (id) => setup.main.executions(id),
		waitForExecutions: (id, count, options) => setup.main.waitForExecutions(id, count, options),
		activate: (id) => setup.main.activate(id),
		deactivate: (id) => setup.main.deactivate(id),
	};
	return setup;
}

/**
 * Stops, by PID, whatever startQueueSetup started (also after it failed part of the way).
 * @param {QueueSetup<{ all: Workflow[] }> | undefined} setup
 */
export async function stopQueueSetup(setup) {
	if (!setup || setup.stopped) return;
	setup.stopped = true;
	const processes = (setup.all ?? []).filter((p) => p.child);
	const ends = await Promise.all(processes.map((p) => p.stop()));
	await setup.balancer?.close();
	await setup.simulator?.close();
	await Promise.all([setup.postgres?.stop(), setup.redis?.stop()]);
	say(
		`stopped by PID: ${processes.map((p, i) => `${p.role} ${p.child?.pid} (${ends[i]?.signal ?? `exit ${ends[i]?.code}`})`).join(', ')}, postgres ${setup.postgres?.pid}, redis ${setup.redis?.pid}`,
	);
}

/**
 * Executions of a workflow as PostgreSQL has them (oldest first).
 * @param {{ query(sql: string, params?: unknown[]): Promise<unknown[]> }} postgres
 * @param {string} workflowId
 */
export async function executionRows(postgres, workflowId) {
	const rows = await postgres.query(
		`SELECT id::text AS id, mode, status, finished FROM execution_entity WHERE "workflowId" = $1 ORDER BY id`,
		[workflowId],
	);
	return /** @type {Array<{ id: string, mode: string, status: string, finished: boolean }>} */ (
		rows
	); // the columns the query selects
}

/**
 * Every given execution was started by exactly one worker, once, and by no other process
 * ("Worker started execution N" lines of the workers' logs).
 * @param {{ workers: QueueProcess[] }} setup
 * @param {Array<string | number>} ids
 * @returns {Record<string, number>} executions per worker
 */
export function assertRanOnWorkers(setup, ids) {
	/** @type {Map<string, string[]>} */
	const started = new Map();
	for (const worker of setup.workers)
		for (const id of worker.startedExecutions())
			started.set(id, [...(started.get(id) ?? []), worker.role]);
	const where = ids.map((id) => /** @type {const} */ ([id, started.get(String(id)) ?? []]));
	const wrong = where.filter(([, on]) => on.length !== 1);
	assert.deepEqual(wrong, [], 'executions not started exactly once on one worker');
	/** @type {Record<string, number>} */
	const perWorker = {};
	for (const [, [worker]] of where) perWorker[worker] = (perWorker[worker] ?? 0) + 1;
	return perWorker;
}
