// n8n in queue mode: one main (editor, public API, activation; production webhooks switched off),
// `n8n webhook` processors behind a round-robin balancer, and `n8n worker`s, all on one Redis
// (Bull) and one PostgreSQL. Every process has its own N8N_USER_FOLDER with the packed package
// installed as a community package, so nothing is shared through the disk: binary data lives in
// the database (`N8N_DEFAULT_BINARY_DATA_MODE=database`).
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { join } from 'node:path';

import { n8nBin } from './install.mjs';
import { N8n } from './n8n.mjs';
import { installTarball } from './pack.mjs';
import { freePort, phase, waitFor } from './util.mjs';

/** @typedef {import('./install.mjs').Line} Line */
/** @typedef {import('./n8n.mjs').ExitStatus} ExitStatus */
/** @typedef {{ host: string, port: number }} RedisServer */
/** @typedef {{ host: string, port: number, user: string, database: string }} PostgresServer */

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
process.on('exit', () => {
	for (const child of running) child.kill('SIGKILL');
});

/**
 * The environment every process of the cluster shares (README "Queue mode" lists the same).
 * @param {{ redis: RedisServer, postgres: PostgresServer, webhookUrl: string }} servers
 */
export function queueEnv({ redis, postgres, webhookUrl }) {
	return {
		EXECUTIONS_MODE: 'queue',
		QUEUE_BULL_REDIS_HOST: redis.host,
		QUEUE_BULL_REDIS_PORT: String(redis.port),
		DB_TYPE: 'postgresdb',
		DB_POSTGRESDB_HOST: postgres.host,
		DB_POSTGRESDB_PORT: String(postgres.port),
		DB_POSTGRESDB_USER: postgres.user,
		DB_POSTGRESDB_PASSWORD: 'unused-trust-auth',
		DB_POSTGRESDB_DATABASE: postgres.database,
		// n8n's default pool of 2 connections made its 5 s database ping time out during a 50/s
		// burst on a busy machine, and the webhook processor then answered 503 for a while.
		DB_POSTGRESDB_POOL_SIZE: '10',
		// Processes share no disk: binary data goes through the database.
		N8N_AVAILABLE_BINARY_DATA_MODES: 'filesystem,database',
		N8N_DEFAULT_BINARY_DATA_MODE: 'database',
		// Where the service is told to deliver (the webhook processors' balancer).
		WEBHOOK_URL: webhookUrl,
		N8N_LOG_LEVEL: 'info',
		// Manual runs go to the workers too (n8n warns that this becomes the default).
		OFFLOAD_MANUAL_EXECUTIONS_TO_WORKERS: 'true',
		N8N_RUNNERS_ENABLED: 'false',
	};
}

/** One cluster process: `n8n start`, `n8n webhook` or `n8n worker`. */
export class QueueProcess extends N8n {
	/**
	 * @param {ConstructorParameters<typeof N8n>[0] & { role: string, command: string, readyPath?: string, readyPort?: number }} options
	 */
	constructor({ role, command, readyPath, readyPort, ...options }) {
		super(options);
		this.role = role;
		this.command = command;
		this.readyBase = `http://127.0.0.1:${readyPort ?? options.port}`;
		this.readyPath = readyPath;
		/** @type {number | undefined} */
		this.pid = undefined;
	}

	/**
	 * Spawns the command; ready when `readyPath` answers 200 (main: /rest/settings with JSON).
	 * @param {{ timeout?: number }} [options]
	 */
	async start({ timeout = 180000 } = {}) {
		if (this.command === 'start') return super.start({ timeout });
		const env = await this.env();
		const child = spawn(n8nBin(this.line), [this.command], {
			cwd: this.home,
			env,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		this.child = child;
		running.add(child);
		this.pid = child.pid;
		this.record(`n8n ${this.command}`, `pid ${child.pid}\n`);
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
					throw new Error(
						`n8n ${this.command} exited early (${JSON.stringify(gone)}):\n${this.output.slice(-3000)}`,
					);
				const response = await fetch(`${this.readyBase}${this.readyPath}`).catch(() => undefined);
				return response?.status === 200;
			},
			{ timeout, interval: 250, what: `n8n ${this.command} (${this.role}) on ${this.readyBase}` },
		);
	}

	/**
	 * SIGTERM, then SIGKILL after `grace` ms. A webhook processor can wait on shutdown for
	 * executions it still counts as active although their jobs are done ("Waiting for 62 active
	 * executions to finish..." after the suite, all of them finished in PostgreSQL).
	 * @param {number} [grace]
	 */
	async stop(grace = 8000) {
		return super.stop(grace);
	}

	/** SIGKILL by PID, as a crash would end it. */
	async kill() {
		this.child?.kill('SIGKILL');
		return this.exited;
	}

	/** Execution ids this process logged as started (workers: "Worker started execution N"). */
	startedExecutions() {
		return [...this.output.matchAll(/Worker started execution (\d+) /g)].map((m) => m[1]);
	}
}

/**
 * A round-robin HTTP balancer in front of the webhook processors, as users put nginx or a cloud
 * load balancer in front of them. Targets can be added while it runs; `served` counts requests
 * per target.
 */
export async function startBalancer() {
	/** @type {Array<{ name: string, port: number }>} */
	const targets = [];
	/** @type {Map<string, number>} requests per target name */
	const served = new Map();
	let next = 0;
	const server = createServer((req, res) => {
		if (!targets.length) {
			res.writeHead(503).end();
			return;
		}
		const target = targets[next++ % targets.length];
		served.set(target.name, (served.get(target.name) ?? 0) + 1);
		const upstream = request(
			{
				host: '127.0.0.1',
				port: target.port,
				method: req.method,
				path: req.url,
				headers: req.headers,
			},
			(answer) => {
				res.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(res);
			},
		);
		upstream.on('error', () => {
			if (!res.headersSent) res.writeHead(502);
			res.end();
		});
		req.pipe(upstream);
	});
	const port = await freePort();
	await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(null)));
	return {
		port,
		base: `http://127.0.0.1:${port}`,
		served,
		/** @param {Array<{ name: string, port: number }>} list */
		setTargets(list) {
			targets.splice(0, targets.length, ...list);
			next = 0;
		},
		/** @returns {Promise<void>} */
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections?.();
				server.close(() => resolve());
			}),
	};
}

/**
 * Creates (not starts) the cluster's processes, each in its own user folder with the tarball
 * installed: `main`, `webhooks` (`webhookCount`), `workers` (`workerCount`).
 * @param {object} options
 * @param {Line} options.line
 * @param {string} options.tarball
 * @param {string} options.homes the folder of the user folders
 * @param {string} options.out the folder of the logs
 * @param {RedisServer} options.redis
 * @param {PostgresServer} options.postgres
 * @param {{ base: string }} options.balancer
 * @param {number} [options.webhookCount]
 * @param {number} [options.workerCount]
 * @param {Record<string, string>} [options.extraEnv]
 */
export async function createCluster({
	line,
	tarball,
	homes,
	out,
	redis,
	postgres,
	balancer,
	webhookCount = 2,
	workerCount = 2,
	extraEnv = {},
}) {
	const shared = { ...queueEnv({ redis, postgres, webhookUrl: `${balancer.base}/` }), ...extraEnv };
	/**
	 * @param {string} role
	 * @param {string} command
	 * @param {number | undefined} index
	 * @param {Record<string, string>} env
	 * @param {string} [readyPath]
	 * @param {number} [readyPort]
	 */
	const make = async (role, command, index, env, readyPath, readyPort) => {
		const name = index === undefined ? role : `${role}${index + 1}`;
		const port = await freePort();
		const proc = new QueueProcess({
			role: name,
			command,
			readyPath,
			readyPort: readyPort ?? port,
			line,
			home: join(homes, name),
			port,
			logFile: join(out, `${name}.log`),
			env: { ...shared, ...env },
		});
		return proc;
	};
	const main = await make('main', 'start', undefined, {
		// The main process registers the trigger and serves the editor and the API; production
		// webhooks are answered by the webhook processors only.
		N8N_DISABLE_PRODUCTION_MAIN_PROCESS: 'true',
		// Debug lines show where activation ran ("Added webhooks for workflow …").
		N8N_LOG_LEVEL: 'debug',
	});
	main.readyPath = '/rest/settings';
	const webhooks = [];
	for (let i = 0; i < webhookCount; i++)
		webhooks.push(await make('webhook', 'webhook', i, {}, '/healthz/readiness'));
	const workers = [];
	for (let i = 0; i < workerCount; i++) {
		const health = await freePort();
		workers.push(
			await make(
				'worker',
				'worker',
				i,
				{
					QUEUE_HEALTH_CHECK_ACTIVE: 'true',
					QUEUE_HEALTH_CHECK_PORT: String(health),
					N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
				},
				'/healthz/readiness',
				health,
			),
		);
	}
	const all = [main, ...webhooks, ...workers];
	await phase(`install the tarball into ${all.length} user folders`, () =>
		Promise.all(all.map(async (proc) => installTarball(proc.home, tarball, await proc.env()))),
	);
	return { main, webhooks, workers, all, shared };
}
