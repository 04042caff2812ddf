// Drives one real n8n installation: CLI commands, one server process, owner + API key, REST and
// public API calls. Every byte n8n prints (server and CLI) is kept in memory and in a log file so
// the suite can search it for secrets afterwards.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

import { freePort, run, waitFor } from './util.mjs';
import { lineEnv, n8nBin } from './install.mjs';

export const OWNER = {
	email: 'owner@example.com',
	firstName: 'Demo',
	lastName: 'Owner',
	password: 'GreenApi-e2e-1',
};

// Servers still running when this process exits (a crash, a failed assertion) are killed, so no
// n8n is ever left behind.
const running = new Set();
process.on('exit', () => {
	for (const child of running) child.kill('SIGKILL');
});

export class N8n {
	/**
	 * @param {object} o
	 * @param {object} o.line        a LINES entry
	 * @param {string} o.home        N8N_USER_FOLDER (must be fresh, G11)
	 * @param {number} o.port        N8N_PORT
	 * @param {string} o.logFile     where all output goes
	 * @param {object} [o.env]       extra environment
	 */
	constructor({ line, home, port, logFile, env = {} }) {
		this.line = line;
		this.home = home;
		this.port = port;
		this.logFile = logFile;
		this.extraEnv = env;
		this.base = `http://127.0.0.1:${port}`;
		this.output = '';
		this.child = undefined;
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

	record(label, text) {
		if (!text) return;
		this.output += text;
		appendFileSync(this.logFile, label ? `\n----- ${label}\n${text}` : text);
	}

	/** One cold `n8n <args>` process; output is recorded. */
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

	/** `n8n execute --id X --rawOutput`: the IRun JSON (2.x prints log lines and failures print text first, G5). */
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

	/** Starts `n8n start`; ready when /rest/settings answers 200 (G6), asked every `interval` ms. */
	async start({ timeout = 120000, interval = 250 } = {}) {
		const env = await this.env();
		this.child = spawn(n8nBin(this.line), ['start'], {
			cwd: this.home,
			env,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		running.add(this.child);
		this.record('n8n start', `pid ${this.child.pid}\n`);
		this.child.stdout.on('data', (chunk) => this.record('', chunk.toString()));
		this.child.stderr.on('data', (chunk) => this.record('', chunk.toString()));
		const child = this.child;
		this.exited = new Promise((resolve) =>
			child.once('exit', (code, signal) => {
				running.delete(child);
				resolve({ code, signal });
			}),
		);
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

	/** SIGTERM and wait for the exit (runtime notes: 150–650 ms); SIGKILL after 20 s. */
	async stop() {
		if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
		this.child.kill('SIGTERM');
		const timer = setTimeout(() => this.child.kill('SIGKILL'), 20000);
		await this.exited;
		clearTimeout(timer);
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

	/** An API key with every scope the instance offers (GET /rest/api-keys/scopes). */
	async createApiKey() {
		const { data: scopes } = await this.rest('GET', '/api-keys/scopes');
		const { data } = await this.rest('POST', '/api-keys', {
			label: 'e2e',
			expiresAt: null,
			scopes,
		});
		this.apiKey = data.rawApiKey;
		return this.apiKey;
	}

	/** Public API call (X-N8N-API-KEY); returns {status, body}. */
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
		let parsed = text;
		try {
			parsed = text ? JSON.parse(text) : undefined;
		} catch {
			/* keep text */
		}
		return { status: response.status, body: parsed };
	}

	async activate(id) {
		const { status, body } = await this.api('POST', `/workflows/${id}/activate`, {});
		if (status !== 200)
			throw new Error(`activate ${id}: ${status} ${JSON.stringify(body).slice(0, 800)}`);
		return body;
	}

	async deactivate(id) {
		const { status, body } = await this.api('POST', `/workflows/${id}/deactivate`, {});
		if (status !== 200)
			throw new Error(`deactivate ${id}: ${status} ${JSON.stringify(body).slice(0, 800)}`);
		return body;
	}

	/**
	 * Runs a workflow as the editor's "Execute workflow" button does (POST /rest/workflows/:id/run,
	 * from `trigger`); returns the execution ID. n8n 1.x takes the workflow in the body, 2.x reads
	 * it from the database and ignores it.
	 */
	async runManually(id, trigger) {
		const { data: workflowData } = await this.rest('GET', `/workflows/${id}`);
		const { data } = await this.rest('POST', `/workflows/${id}/run`, {
			workflowData,
			triggerToStartFrom: { name: trigger },
		});
		if (!data?.executionId)
			throw new Error(`run ${id}: no execution ID in ${JSON.stringify(data)}`);
		return data.executionId;
	}

	/** One execution with its data, once it has finished (success, error, canceled, crashed). */
	async waitForExecution(id, { timeout = 60000 } = {}) {
		return waitFor(
			async () => {
				const { status, body } = await this.api('GET', `/executions/${id}?includeData=true`);
				if (status !== 200) return undefined;
				return ['new', 'running', 'waiting'].includes(body.status) ? undefined : body;
			},
			{ timeout, interval: 200, what: `execution ${id} to finish` },
		);
	}

	/** Executions of a workflow, newest first, with their data. */
	async executions(workflowId) {
		const { status, body } = await this.api(
			'GET',
			`/executions?workflowId=${workflowId}&includeData=true&limit=100`,
		);
		if (status !== 200)
			throw new Error(
				`executions of ${workflowId}: ${status} ${JSON.stringify(body).slice(0, 500)}`,
			);
		return body.data;
	}

	/** Waits until the workflow has `count` finished executions and returns them (newest first). */
	async waitForExecutions(workflowId, count, { timeout = 30000 } = {}) {
		return waitFor(
			async () => {
				const list = await this.executions(workflowId);
				const done = list.filter(
					(e) => e.finished || (e.status && !['new', 'running', 'waiting'].includes(e.status)),
				);
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

/** Output items of a node in an IRun / execution `data` object. */
export function nodeOutput(runData, nodeName) {
	const runs = runData?.resultData?.runData?.[nodeName];
	if (!runs?.length) return undefined;
	return (runs[0].data?.main?.[0] ?? []).map((item) => item.json);
}
