// One n8n server for a bench run, set up the way the e2e suite sets one up (packages installed as
// community packages, credentials and workflows imported by the CLI, owner + API key, workflows
// activated through the public API), with quieter logging, and how the bench drives it.
import { join } from 'node:path';

import { importAll } from '../../test/e2e/lib/fixtures.mjs';
import { N8n } from '../../test/e2e/lib/n8n.mjs';
import { installTarball } from '../../test/e2e/lib/pack.mjs';
import { ROOT, freePort, waitFor } from '../../test/e2e/lib/util.mjs';
import { marked } from './profile.mjs';
import { MEASURED } from './workflows.mjs';

/**
 * What the bench changes in the e2e harness's n8n environment: logging at warn (debug lines
 * would cost time in every measurement), and SQLite in WAL mode with 3 read connections (n8n
 * 2.x's default; 1.x defaults to the legacy rollback-journal driver, which its docs call much
 * slower, and the harness pins 1).
 */
export const BENCH_ENV = { N8N_LOG_LEVEL: 'warn', DB_SQLITE_POOL_SIZE: '3' };

const PRELOADS = join(ROOT, 'scripts', 'bench');

/**
 * The shared n8n's extra environment: files readable from `dataDir` only, the CPU profiler and
 * call counters when `profileDir` is set (cpuprof.cjs, counters.cjs), and HTTPS through the
 * gateway when there is one.
 * @param {{ dataDir: string, profileDir?: string, gateway?: { url: string, caFile: string } }} o
 * @returns {Record<string, string>}
 */
export function serverEnv({ dataDir, profileDir, gateway }) {
	return {
		N8N_RESTRICT_FILE_ACCESS_TO: dataDir,
		...(profileDir && {
			NODE_OPTIONS: ['cpuprof.cjs', 'counters.cjs']
				.map((file) => `--require ${join(PRELOADS, file)}`)
				.join(' '),
			BENCH_CPU_PROFILE_DIR: profileDir,
			BENCH_COUNTERS_FILE: join(profileDir, 'counters.json'),
		}),
		...(gateway && {
			HTTPS_PROXY: gateway.url,
			NO_PROXY: '127.0.0.1,localhost',
			NODE_EXTRA_CA_CERTS: gateway.caFile,
		}),
	};
}

/**
 * @param {object} o
 * @param {import('../../test/e2e/lib/install.mjs').Line} o.line  a LINES entry
 * @param {string} o.home          a fresh N8N_USER_FOLDER
 * @param {string} o.out           where the log and import files go
 * @param {{tarball: string, name: string}[]} o.packages
 * @param {Record<string, string>} o.env  extra environment for every n8n process
 * @param {import('../../test/e2e/lib/types.js').Credential[]} o.credentials
 * @param {import('../../test/e2e/lib/types.js').Workflow[]} o.workflows
 */
export async function startServer({ line, home, out, packages, env, credentials, workflows }) {
	const n8n = new N8n({
		line,
		home,
		port: await freePort(),
		logFile: join(out, 'n8n.log'),
		env: { ...BENCH_ENV, ...env },
	});
	for (const p of packages) await installTarball(home, p.tarball, await n8n.env(), p.name);
	await importAll(n8n, join(out, 'import'), credentials, workflows);
	await n8n.start();
	await n8n.setupOwner();
	await n8n.createApiKey();
	return n8n;
}

/** @typedef {import('../../test/e2e/lib/types.js').Execution} Execution */

/**
 * The newest execution of a workflow (without its data), or undefined.
 * @param {import('../../test/e2e/lib/n8n.mjs').N8n} n8n
 * @param {string} workflowId
 * @returns {Promise<Execution | undefined>}
 */
async function newest(n8n, workflowId) {
	const { status, body } = await n8n.api('GET', `/executions?workflowId=${workflowId}&limit=1`);
	if (status !== 200) throw new Error(`executions of ${workflowId}: ${status}`);
	return /** @type {{ data: Execution[] }} */ (body).data[0];
}

/** @param {Execution | undefined} e */
const finished = (e) =>
	e && (e.finished || (e.status && !['new', 'running', 'waiting'].includes(e.status)));

/**
 * Posts `items` to the workflow's webhook, waits for its execution and returns what the
 * MEASURED node did: { seconds (its own execution time), items (its output count), error,
 * wallSeconds (webhook call to answer) }.
 * @param {import('../../test/e2e/lib/n8n.mjs').N8n} n8n
 * @param {import('./types.js').WebhookWorkflow} workflow
 * @param {unknown[]} items
 * @returns {Promise<{ seconds: number, items: number, error: string | undefined, wallSeconds: number }>}
 */
export async function runItems(n8n, workflow, items) {
	const before = (await newest(n8n, workflow.id))?.id;
	const started = performance.now();
	const response = await marked(workflow.name, items.length, async () => {
		const answer = await fetch(`${n8n.base}/webhook/${workflow.webhookPath}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ items }),
		});
		await answer.arrayBuffer();
		return answer;
	});
	const wallSeconds = (performance.now() - started) / 1000;
	const execution = await waitFor(
		async () => {
			const last = await newest(n8n, workflow.id);
			return last && last.id !== before && finished(last) ? last : undefined;
		},
		{ timeout: 120000, interval: 100, what: `the execution of ${workflow.name}` },
	);
	const { body } = await n8n.api('GET', `/executions/${execution.id}?includeData=true`);
	const task = /** @type {Execution} */ (body).data?.resultData?.runData?.[MEASURED]?.[0];
	if (!task) throw new Error(`${workflow.name}: no run data of ${MEASURED} (${response.status})`);
	return {
		seconds: (task.executionTime ?? NaN) / 1000,
		items: task.data?.main?.[0]?.length ?? 0,
		error: task.error?.message,
		wallSeconds,
	};
}
