// The package in n8n's queue mode: one main, webhook processors and two workers on real
// Redis and PostgreSQL, the packed package installed in every process, against the simulator.
// Started by `npm run test:e2e -- --queue` (test/e2e/run.mjs passes E2E_LINE and E2E_TARBALL).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { credential } from '../lib/fixtures.mjs';
import { LINES } from '../lib/install.mjs';
import { actionScenarios, actionWorkflows } from '../lib/scenarios.mjs';
import { fileWorkflows } from '../lib/files.mjs';
import { runTrigger, triggerWorkflow } from '../lib/trigger.mjs';
import { HOMES, OUTPUT, say, waitFor } from '../lib/util.mjs';
import { assertRanOnWorkers, executionRows, startQueueSetup, stopQueueSetup } from './cluster.mjs';
import { runQueueFiles } from './files.mjs';
import {
	activateTrigger,
	deliveriesWorkflow,
	pacedWorkflow,
	runDuplicates,
	runPacedDeliveries,
	runSimultaneousCopies,
	runThousandDeliveries,
} from './deliveries.mjs';
import { writeQueueFigures } from './figures.mjs';
import { runWorkerKill } from './kill.mjs';
import { runSecretScan } from './secrets.mjs';
import { runSpreadSends, sendWorkflows } from './sends.mjs';
import { runQueueTriggerFiles, triggerFilesWorkflow } from './triggerFiles.mjs';

const line = LINES[process.env.E2E_LINE ?? '1'];
const tarball = process.env.E2E_TARBALL;
const out = join(OUTPUT, 'e2e-queue');
const homes = join(HOMES, 'e2e-queue');

/** @typedef {ReturnType<typeof workflows>} SuiteWorkflows */
/** @typedef {import('./cluster.mjs').QueueSetup<SuiteWorkflows>} Setup */
/** @typedef {import('../../../simulator/index.js').RequestLogEntry} RequestLogEntry */

// startQueueSetup fills it in before(), before any test runs.
const setup = /** @type {Setup} */ ({});
/** @type {import('./figures.mjs').QueueFigures} */
const figures = {};

/**
 * Lets the simulator send what earlier tests queued, and their status moves happen, while no
 * webhook URL is set: otherwise they would arrive as extra notifications once a trigger is active.
 * @param {import('../../../simulator/index.js').Control} control
 */
async function drainSendQueue(control) {
	control.setSettings({ delaySendMessagesMilliseconds: 500, webhookUrl: '' });
	await waitFor(
		() => {
			control.advance(60000);
			return control.queue().length === 0;
		},
		{ timeout: 30000, what: 'the send queue to drain' },
	);
	control.advance(60000);
}
/** @type {import('../lib/types.js').SuiteState} */
const state = { apiResponses: [] };

/** @param {RequestLogEntry} entry */
function shape(entry) {
	return {
		httpMethod: entry.httpMethod,
		path: entry.path,
		query: entry.query ?? {},
		body: entry.body ?? null,
		status: entry.status,
	};
}

/** @param {Record<string, import('../lib/types.js').Credential>} creds */
function workflows(creds) {
	const actions = actionWorkflows(creds.good);
	const files = fileWorkflows(creds.good);
	const trigger = triggerWorkflow(creds.good);
	const triggerFiles = triggerFilesWorkflow(creds.good);
	const deliveries = deliveriesWorkflow(creds.good);
	const paced = pacedWorkflow(creds.good);
	const sends = sendWorkflows(creds.good);
	return {
		actions,
		files,
		trigger,
		triggerFiles,
		deliveries,
		paced,
		sends,
		all: [
			...Object.values(actions),
			...Object.values(files),
			trigger,
			triggerFiles,
			deliveries,
			paced,
			...Object.values(sends),
		],
	};
}

before(async () => {
	assert.ok(
		tarball && existsSync(tarball),
		'E2E_TARBALL must name the packed package (run through test/e2e/run.mjs --queue)',
	);
	say(`queue mode: n8n ${line.n8n} on node ${process.versions.node}, tarball ${tarball}`);
	await startQueueSetup(setup, {
		line,
		tarball,
		homes,
		out,
		credentials: (simulator) => ({
			good: credential('greenApiSimOk001', 'Green API simulator', simulator),
		}),
		workflows,
	});
});

after(async () => {
	await stopQueueSetup(setup);
	if (Object.keys(figures).length)
		writeQueueFigures(figures, { n8n: line.n8n, measuredAt: new Date().toISOString() });
});

/**
 * What a shared scenario runs with, for `workflow`.
 * @param {import('../lib/types.js').Workflow} workflow
 * @returns {import('../lib/types.js').ScenarioContext}
 */
function ctx(workflow) {
	const { control, simulator, n8n } = setup;
	return {
		n8n,
		control,
		simulator,
		state,
		shape,
		requestsOf: (filter = () => true) => control.requests().filter(filter),
		workflow,
	};
}

describe('queue mode: main + webhook processor + 2 workers on Redis and PostgreSQL', () => {
	test('every process loaded the package from its own user folder', async () => {
		const nodes = await setup.main.nodeTypes();
		assert.ok(nodes.some((n) => n.name === 'n8n-nodes-green-api.greenApi'));
		assert.ok(nodes.some((n) => n.name === 'n8n-nodes-green-api.greenApiTrigger'));
		for (const proc of setup.all.filter((p) => p.child))
			assert.ok(
				existsSync(
					join(proc.home, '.n8n', 'nodes', 'node_modules', 'n8n-nodes-green-api', 'package.json'),
				),
				`${proc.role} has the package`,
			);
	});

	describe('the nine scenario operations as production executions on the workers', () => {
		before(async () => {
			await Promise.all(
				Object.values(setup.workflows.actions).map((w) => setup.main.activate(w.id)),
			);
			setup.control.setSettings({ delaySendMessagesMilliseconds: 600000 });
		});
		for (const scenario of actionScenarios) {
			test(`${scenario.resource} ${scenario.operation}`, async () => {
				await scenario.run(ctx(setup.workflows.actions[scenario.key]));
			});
		}
		test('each ran once, on a worker, in mode webhook (PostgreSQL and worker logs)', async () => {
			/** @type {string[]} */
			const ids = [];
			for (const workflow of Object.values(setup.workflows.actions)) {
				const rows = await executionRows(setup.postgres, workflow.id);
				assert.equal(rows.length, 1, `${workflow.name}: one execution`);
				assert.equal(rows[0].mode, 'webhook');
				assert.equal(rows[0].status, 'success');
				ids.push(rows[0].id);
			}
			const perWorker = assertRanOnWorkers(setup, ids);
			say(`scenario operations per worker: ${JSON.stringify(perWorker)}`);
		});
	});

	test('a file: upload → Send File → Download, byte-exact, binary data through PostgreSQL', async () => {
		await Promise.all(Object.values(setup.workflows.files).map((w) => setup.main.activate(w.id)));
		await runQueueFiles({ base: setup.n8n.base, control: setup.control, postgres: setup.postgres });
		/** @type {string[]} */
		const ids = [];
		for (const workflow of Object.values(setup.workflows.files))
			ids.push(...(await executionRows(setup.postgres, workflow.id)).map((r) => r.id));
		assert.equal(ids.length, 2);
		assertRanOnWorkers(setup, ids);
	});

	test('trigger: activates on main, deliveries to the webhook processor run once each on a worker, forged 401, deactivation clears', async () => {
		const workflow = setup.workflows.trigger;
		await drainSendQueue(setup.control);
		await runTrigger(ctx(workflow));
		const rows = await executionRows(setup.postgres, workflow.id);
		assert.equal(rows.length, 4, 'four selected deliveries, four executions in PostgreSQL');
		assert.ok(rows.every((r) => r.mode === 'webhook' && r.status === 'success'));
		assertRanOnWorkers(
			setup,
			rows.map((r) => r.id),
		);
		// Activation ran on main (the webhook processor and the workers never call create()).
		const registrations = setup.control.requests().filter((r) => r.method === 'setSettings');
		assert.equal(registrations.length, 1, 'deactivation: one SetSettings clearing the URL');
		const processed = setup.webhooks[0].output;
		assert.match(processed, /Webhook listener waiting for requests/);
	});

	test('trigger with Download Files: the webhook processor stores the voice note in PostgreSQL, a worker sends it on byte-exact', async () => {
		await drainSendQueue(setup.control);
		await runQueueTriggerFiles(setup, setup.workflows.triggerFiles);
	});

	test('1,000 deliveries at 50/s to the webhook processor → 1,000 executions on the workers', async () => {
		await drainSendQueue(setup.control);
		const settings = await activateTrigger(setup, setup.workflows.paced);
		try {
			figures.paced = await runPacedDeliveries(setup, setup.workflows.paced, settings);
		} finally {
			await setup.main.deactivate(setup.workflows.paced.id);
		}
	});

	describe('1,000 deliveries, then re-sent duplicates over two webhook processors', () => {
		/** @type {import('../../../simulator/index.js').Notification[]} */
		let bodies;
		/** @type {{ webhookUrl: string, webhookUrlToken: string }} */
		let settings;
		before(async () => {
			await drainSendQueue(setup.control);
			settings = await activateTrigger(setup, setup.workflows.deliveries);
		});
		after(async () => {
			await setup.main.deactivate(setup.workflows.deliveries.id);
			setup.useWebhookProcessors(1);
		});
		test('1,000 incoming messages delivered one at a time → 1,000 executions on the workers', async () => {
			const run = await runThousandDeliveries(setup, setup.workflows.deliveries);
			bodies = run.bodies;
			figures.sequential = run.figures;
		});
		test('Ignore Duplicates: re-sent notifications start nothing, new ones one each, two webhook processors taking turns', async () => {
			setup.useWebhookProcessors(2);
			figures.duplicates = await runDuplicates(setup, setup.workflows.deliveries, bodies);
		});
		test('the limit, measured: two copies at the same moment on two processors lose nothing', async () => {
			figures.simultaneous = await runSimultaneousCopies(
				setup,
				setup.workflows.deliveries,
				settings,
			);
		});
	});

	test('1,000 sends spread over two workers: nothing lost or sent twice, the workers share the limit', async () => {
		await setup.main.activate(setup.workflows.sends.bulk.id);
		const result = await runSpreadSends(setup, setup.workflows.sends.bulk);
		figures.sends = result;
		assert.equal(result.lost, 0, 'no message lost');
		assert.equal(result.duplicates, 0, 'no message sent twice');
		assert.deepEqual(result.executionStatus, { success: result.runs });
		assert.equal(Object.keys(result.perWorker).length, 2, 'both workers ran sends');
		// Each worker learns its share from the service's 429s. The bench measures the rate on a
		// quiet machine (BENCHMARKS.md, (g)); these bounds hold on a 2-core machine that other
		// suites keep busy, where the workers at times cannot even send at their share.
		assert.ok(
			result.percent429 <= 2.5,
			`at most 2.5 % of calls answered 429 (${result.percent429} %)`,
		);
		assert.ok(
			result.percentOfLimit >= 60,
			`at least 60 % of the allowed rate (${result.percentOfLimit} %)`,
		);
	});

	test('a worker SIGKILLed in the middle of a 100-item send run: reported failed, nothing sent twice', async () => {
		await setup.main.activate(setup.workflows.sends.crash.id);
		figures.kill = await runWorkerKill(setup, setup.workflows.sends.crash);
	});

	test('the instance token is in no PostgreSQL row and no line any process printed', async () => {
		const scanned = await runSecretScan(setup);
		say(`token scan: ${JSON.stringify(scanned)}`);
	});
});
