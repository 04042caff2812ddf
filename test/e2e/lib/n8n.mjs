// Drives one real n8n installation: CLI commands, one server process, owner + API key, REST and
// public API calls. Every byte n8n prints (server and CLI) is kept in memory and in a log file so
// the suite can search it for secrets afterwards.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

import { freePort, run, waitFor } from './util.mjs';
import { lineEnv, n8nBin } from './install.mjs';

/** @typedef {import('./install.mjs').Line} Line */
/** @typedef {import('./types.js').Execution} Execution */
/** @typedef {import('./types.js').RunData} RunData */
/** @typedef {import('./types.js').JsonObject} JsonObject */
/** @typedef {import('./types.js').Workflow} Workflow */
/** How a process ended. */
/** @typedef {{ code: number | null, signal: NodeJS.Signals | null }} ExitStatus */

export const OWNER = {
	email: 'owner@example.com',
	firstName: 'Demo',
	lastName: 'Owner',
	password: 'GreenApi-e2e-1',
};

// Servers still running when this process exits (a crash, a failed assertion) are killed, so no
// n8n is ever left behind.
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
process.on('exit', () => {
	for (const child of running) child.kill('SIGKILL');
});

export class N8n {
	/**
	 * @param {object} o
	 * @param {Line} o.line          a LINES entry
	 * @param {string} o.home        N8N_USER_FOLDER (must be fresh: n8n keeps a reused folder's
	 *                               workflows active, and a trigger's create() is then skipped)
	 * @param {number} o.port        N8N_PORT
	 * @param {string} o.logFile     where all output goes
	 * @param {Record<string, string>} [o.env] extra environment
	 */
	constructor({ line, home, port, logFile, env = {} }) {
		this.line = line;
		this.home = home;
		this.port = port;
		this.logFile = logFile;
		this.extraEnv = env;
		this.base = `http://127.0.0.1:${port}`;
		this.output = '';
		/** @type {import('node:child_process').ChildProcess | undefined} */
		this.child = undefined;
		/** @type {number | undefined} */
		this.brokerPort = undefined;
		/**
		 * Resolves when the server process has exited.
		 * @type {Promise<ExitStatus> | undefined}
		 */
		this.exited = undefined;
		/** The `n8n-auth` cookie of the owner (setupOwner). */
		this.cookie = '';
		/** The public API key (createApiKey). */
		this.apiKey = '';
		mkdirSync(dirname(logFile), { recursive: true });
		writeFileSync(logFile, '');
	}

	async env() {
		this.brokerPort ??= await freePort();
		return lineEnv(this.line, {
			PATH: process.env.PATH,
			HOME: process.env.HOME,
			LANG: process.env.LANG ?? 'C.UTF-8',
			TMPDIR: process.env.TMPDIR ?? '/tmp',
			N8N_USER_FOLDER: this.home,
			N8N_ENCRYPTION_KEY: 'green-api-e2e-encryption-key',
			N8N_DIAGNOSTICS_ENABLED: 'false',
			N8N_PERSONALIZATION_ENABLED: 'false',
			N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
			N8N_TEMPLATES_ENABLED: 'false',
			N8N_HIRING_BANNER_ENABLED: 'false',
			N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
			N8N_SECURE_COOKIE: 'false',
			N8N_PORT: String(this.port),
			N8N_LISTEN_ADDRESS: '127.0.0.1',
			N8N_HOST: '127.0.0.1',
			N8N_PROTOCOL: 'http',
			WEBHOOK_URL: `${this.base}/`,
			DB_SQLITE_POOL_SIZE: '1',
			N8N_LOG_LEVEL: 'debug',
			// Binary data on disk, as most production setups keep it: the nodes must not rely on base64 in items.
			N8N_DEFAULT_BINARY_DATA_MODE: 'filesystem',
			N8N_LOG_OUTPUT: 'console',
			N8N_RUNNERS_BROKER_PORT: String(this.brokerPort),
			N8N_RUNNERS_BROKER_LISTEN_ADDRESS: '127.0.0.1',
			...this.extraEnv,
		});
	}

	/**
	 * @param {string} label
	 * @param {string} text
	 */
	record(label, text) {
		if (!text) return;
		this.output += text;
		appendFileSync(this.logFile, label ? `\n----- ${label}\n${text}` : text);
	}

	/**
	 * One cold `n8n <args>` process; output is recorded.
	 * @param {string[]} args
	 * @param {{ check?: boolean }} [options]
	 */
	async cli(args, { check = true } = {}) {
		const result = await run(n8nBin(this.line), args, {
			cwd: this.home,
			env: await this.env(),
			check: false,
		});
		this.record(
			`n8n ${args.join(' ')} (exit ${result.code}${result.signal ? `, ${result.signal}` : ''})`,
			`${result.stdout}\n${result.stderr}`,
		);
		if (check && result.code !== 0) {
			throw new Error(
				`n8n ${args.join(' ')} exited with ${result.code}:\n${`${result.stdout}\n${result.stderr}`.trim().slice(-3000)}`,
			);
		}
		return result;
	}

	/**
	 * `n8n execute --id X --rawOutput`: the IRun JSON (2.x prints log lines and failures print text first).
	 * @param {string} id
	 */
	async execute(id) {
		const result = await this.cli(['execute', `--id=${id}`, '--rawOutput'], { check: false });
		const run = parseCliJson(result.stdout);
		if (!run)
			throw new Error(
				`n8n execute --id=${id} printed no JSON (exit ${result.code}):\n${result.stdout}\n${result.stderr}`.slice(
					0,
					4000,
				),
			);
		return { code: result.code, signal: result.signal, run };
	}

	/**
	 * Starts `n8n start`; ready when /rest/settings answers 200 (/healthz/readiness answers before
	 * the REST API is mounted), asked every `interval` ms.
	 * @param {{ timeout?: number, interval?: number }} [options]
	 */
	async start({ timeout = 120000, interval = 250 } = {}) {
		const env = await this.env();
		const child = spawn(n8nBin(this.line), ['start'], {
			cwd: this.home,
			env,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		this.child = child;
		running.add(child);
		this.record('n8n start', `pid ${child.pid}\n`);
		child.stdout.on('data', (chunk) => this.record('', chunk.toString()));
		child.stderr.on('data', (chunk) => this.record('', chunk.toString()));
		this.exited = new Promise((resolve) =>
			child.once('exit', (code, signal) => {
				running.delete(child);
				resolve({ code, signal });
			}),
		);
		/** @type {ExitStatus | undefined} */
		let gone;
		this.exited.then((status) => (gone = status));
		await waitFor(
			async () => {
				if (gone)
					throw new Error(`n8n exited early (${JSON.stringify(gone)}); see ${this.logFile}`);
				// While booting, n8n answers 200 text/html "n8n is starting up"; ready = JSON settings.
				const response = await fetch(`${this.base}/rest/settings`).catch(() => undefined);
				if (response?.status !== 200) return false;
				return (
					/json/.test(response.headers.get('content-type') ?? '') &&
					Boolean((await response.json()).data)
				);
			},
			{ timeout, interval, what: `n8n ${this.line.n8n} on ${this.base}` },
		).catch((error) => {
			if (gone) error.message += `\n${this.output.slice(-3000)}`;
			throw error;
		});
	}

	/** The PID of the `n8n start` process (an error when none was started). */
	serverPid() {
		const pid = this.child?.pid;
		if (pid === undefined) throw new Error(`n8n on ${this.base} was not started`);
		return pid;
	}

	/**
	 * SIGTERM and wait for the exit (it takes 150–650 ms); SIGKILL after `grace` ms.
	 * @param {number} [grace]
	 * @returns {Promise<ExitStatus | undefined>} how it ended (undefined: it never started)
	 */
	async stop(grace = 20000) {
		const child = this.child;
		if (!child || child.exitCode !== null || child.signalCode !== null) return this.exited;
		child.kill('SIGTERM');
		const timer = setTimeout(() => child.kill('SIGKILL'), grace);
		const status = await this.exited;
		clearTimeout(timer);
		return status;
	}

	/** POST /rest/owner/setup; keeps the n8n-auth cookie for later REST calls. */
	async setupOwner(owner = OWNER) {
		const response = await fetch(`${this.base}/rest/owner/setup`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(owner),
		});
		if (response.status !== 200)
			throw new Error(`owner setup: ${response.status} ${await response.text()}`);
		const cookie = response.headers.getSetCookie().find((c) => c.startsWith('n8n-auth='));
		if (!cookie) throw new Error('owner setup returned no n8n-auth cookie');
		this.cookie = cookie.split(';')[0];
		return owner;
	}

	/**
	 * A call as the editor makes it (the owner's cookie); the parsed JSON answer, which the caller
	 * states the type of. Throws unless the status is 2xx.
	 * @param {string} method
	 * @param {string} path
	 * @param {unknown} [body]
	 * @param {string} [prefix]
	 * @returns {Promise<unknown>}
	 */
	async rest(method, path, body, prefix = '/rest') {
		const response = await fetch(`${this.base}${prefix}${path}`, {
			method,
			headers: { cookie: this.cookie, 'content-type': 'application/json', 'browser-id': 'e2e' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		if (!response.ok)
			throw new Error(`${method} ${prefix}${path}: ${response.status} ${text.slice(0, 500)}`);
		return text ? JSON.parse(text) : undefined;
	}

	/**
	 * The node types n8n has loaded, as the editor reads them.
	 * @returns {Promise<import('./types.js').NodeTypeDescription[]>}
	 */
	async nodeTypes() {
		return /** @type {import('./types.js').NodeTypeDescription[]} */ (
			await this.rest('GET', '/types/nodes.json', undefined, '')
		);
	}

	/** An API key with every scope the instance offers (GET /rest/api-keys/scopes). */
	async createApiKey() {
		const { data: scopes } = /** @type {{ data: string[] }} */ (
			await this.rest('GET', '/api-keys/scopes')
		);
		const { data } = /** @type {{ data: { rawApiKey: string } }} */ (
			await this.rest('POST', '/api-keys', { label: 'e2e', expiresAt: null, scopes })
		);
		this.apiKey = data.rawApiKey;
		return this.apiKey;
	}

	/**
	 * Public API call (X-N8N-API-KEY); returns {status, body}: the parsed JSON (the caller states
	 * its type), or the text when it is not JSON.
	 * @param {string} method
	 * @param {string} path
	 * @param {unknown} [body]
	 * @returns {Promise<{ status: number, body: unknown }>}
	 */
	async api(method, path, body) {
		const response = await fetch(`${this.base}/api/v1${path}`, {
			method,
			headers: {
				'x-n8n-api-key': this.apiKey,
				'content-type': 'application/json',
				accept: 'application/json',
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		/** @type {unknown} */
		let parsed = text;
		try {
			parsed = text ? JSON.parse(text) : undefined;
		} catch {
			/* keep text */
		}
		return { status: response.status, body: parsed };
	}

	/**
	 * @param {string} id
	 * @returns {Promise<Workflow>} the workflow as it now is
	 */
	async activate(id) {
		const { status, body } = await this.api('POST', `/workflows/${id}/activate`, {});
		if (status !== 200)
			throw new Error(`activate ${id}: ${status} ${JSON.stringify(body).slice(0, 800)}`);
		return /** @type {Workflow} */ (body);
	}

	/**
	 * @param {string} id
	 * @returns {Promise<Workflow>} the workflow as it now is
	 */
	async deactivate(id) {
		const { status, body } = await this.api('POST', `/workflows/${id}/deactivate`, {});
		if (status !== 200)
			throw new Error(`deactivate ${id}: ${status} ${JSON.stringify(body).slice(0, 800)}`);
		return /** @type {Workflow} */ (body);
	}

	/**
	 * Starts a workflow from `trigger` as the editor does (POST /rest/workflows/:id/run): "Execute
	 * workflow" runs it, "Listen for test event" on a trigger waits for its event. n8n 1.x takes
	 * the workflow in the body, 2.x reads it from the database and ignores it.
	 * @param {string} id
	 * @param {string} trigger the name of the trigger node
	 * @returns {Promise<{ executionId?: string, waitingForWebhook?: boolean } | undefined>}
	 */
	async runFrom(id, trigger) {
		const { data: workflowData } = /** @type {{ data: JsonObject }} */ (
			await this.rest('GET', `/workflows/${id}`)
		);
		const { data } =
			/** @type {{ data?: { executionId?: string, waitingForWebhook?: boolean } }} */ (
				await this.rest('POST', `/workflows/${id}/run`, {
					workflowData,
					triggerToStartFrom: { name: trigger },
				})
			);
		return data;
	}

	/**
	 * Runs a workflow as the editor's "Execute workflow" button does, from `trigger`; returns the
	 * execution ID.
	 * @param {string} id
	 * @param {string} trigger the name of the trigger node
	 * @returns {Promise<string>}
	 */
	async runManually(id, trigger) {
		const data = await this.runFrom(id, trigger);
		if (!data?.executionId)
			throw new Error(`run ${id}: no execution ID in ${JSON.stringify(data)}`);
		return data.executionId;
	}

	/**
	 * One execution with its data, once it has finished (success, error, canceled, crashed).
	 * @param {string | number} id
	 * @param {{ timeout?: number }} [options]
	 * @returns {Promise<Execution>}
	 */
	async waitForExecution(id, { timeout = 60000 } = {}) {
		return waitFor(
			async () => {
				const { status, body } = await this.api('GET', `/executions/${id}?includeData=true`);
				if (status !== 200) return undefined;
				const execution = /** @type {Execution} */ (body);
				return isRunning(execution) ? undefined : execution;
			},
			{ timeout, interval: 200, what: `execution ${id} to finish` },
		);
	}

	/**
	 * Executions of a workflow, newest first, with their data.
	 * @param {string} workflowId
	 * @returns {Promise<Execution[]>}
	 */
	async executions(workflowId) {
		const { status, body } = await this.api(
			'GET',
			`/executions?workflowId=${workflowId}&includeData=true&limit=100`,
		);
		if (status !== 200)
			throw new Error(
				`executions of ${workflowId}: ${status} ${JSON.stringify(body).slice(0, 500)}`,
			);
		return /** @type {{ data: Execution[] }} */ (body).data;
	}

	/**
	 * Waits until the workflow has `count` finished executions and returns them (newest first).
	 * @param {string} workflowId
	 * @param {number} count
	 * @param {{ timeout?: number }} [options]
	 */
	async waitForExecutions(workflowId, count, { timeout = 30000 } = {}) {
		return waitFor(
			async () => {
				const list = await this.executions(workflowId);
				const done = list.filter((e) => e.finished || (e.status && !isRunning(e)));
				return done.length >= count && done.length === list.length ? list : undefined;
			},
			{ timeout, interval: 150, what: `${count} finished execution(s) of workflow ${workflowId}` },
		);
	}
}

/**
 * The IRun JSON in `n8n execute --rawOutput` stdout. The command prints it through n8n's logger,
 * so with N8N_LOG_LEVEL=debug it sits between log lines, colored, its first line prefixed with
 * `<time> info`, and its last line followed by log metadata; 2.x also prints task-runner lines.
 * @param {string} stdout
 * @returns {import('./types.js').CliRun | undefined}
 */
export function parseCliJson(stdout) {
	const lines = stdout.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
	for (let start = 0; start < lines.length; start++) {
		if (!/^(?:\S+\s+info\s+)?\{$/.test(lines[start])) continue;
		for (let end = start + 1; end < lines.length; end++) {
			if (!lines[end].startsWith('}')) continue;
			try {
				return JSON.parse(['{', ...lines.slice(start + 1, end), '}'].join('\n'));
			} catch {
				break;
			}
		}
	}
	return undefined;
}

/**
 * Whether an execution has not finished yet (new, running, waiting).
 * @param {Execution} execution
 */
function isRunning(execution) {
	return ['new', 'running', 'waiting'].includes(execution.status);
}

/**
 * Output items of a node in an IRun / execution `data` object.
 * @param {RunData | undefined} runData
 * @param {string} nodeName
 * @returns {JsonObject[] | undefined} undefined when the node did not run
 */
export function nodeOutput(runData, nodeName) {
	const runs = runData?.resultData?.runData?.[nodeName];
	if (!runs?.length) return undefined;
	return (runs[0].data?.main?.[0] ?? []).map((item) => item.json);
}
