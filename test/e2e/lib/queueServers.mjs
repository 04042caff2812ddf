// Real Redis and PostgreSQL 15 servers for the queue-mode suite: local processes on 127.0.0.1,
// ports from the OS, data in a throw-away folder, stopped by PID. PostgreSQL refuses to run as
// root, so under root its programs run as the `postgres` user that Debian's package creates.
import { spawn, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { n8nDir } from './install.mjs';
import { freePort, waitFor } from './util.mjs';

export const PG_BIN = '/usr/lib/postgresql/15/bin';
export const REDIS_SERVER = '/usr/bin/redis-server';
export const PG_USER = 'n8n';
export const PG_DATABASE = 'n8n';

/** @typedef {import('./install.mjs').Line} Line */
/** @typedef {ReturnType<typeof daemon>} Daemon */

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
process.on('exit', () => {
	for (const child of running) child.kill('SIGKILL');
});

/**
 * The uid/gid PostgreSQL runs as: ours, or the `postgres` account when we are root.
 * @returns {{ uid?: number, gid?: number }}
 */
function pgAccount() {
	if (process.getuid?.() !== 0) return {};
	try {
		const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
		const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
		return { uid, gid };
	} catch {
		throw new Error(
			'running as root, and PostgreSQL refuses root: create the postgres account (apt-get install -y postgresql creates it)',
		);
	}
}

/**
 * A child process that is known by PID, logged to a file, and killed if we exit first.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { logFile?: string }} options
 */
function daemon(command, args, { logFile, ...options }) {
	const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
	running.add(child);
	let output = '';
	/** @param {Buffer} chunk */
	const keep = (chunk) => {
		output += chunk;
		if (logFile) writeFileSync(logFile, output);
	};
	child.stdout?.on('data', keep);
	child.stderr?.on('data', keep);
	/** @type {Promise<import('./n8n.mjs').ExitStatus>} */
	const exited = new Promise((resolve) =>
		child.once('exit', (code, signal) => {
			running.delete(child);
			resolve({ code, signal });
		}),
	);
	return { child, exited, output: () => output };
}

/**
 * @param {Daemon} proc
 * @param {NodeJS.Signals} [signal]
 */
async function stopDaemon(proc, signal = 'SIGTERM') {
	if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
	proc.child.kill(signal);
	const timer = setTimeout(() => proc.child.kill('SIGKILL'), 15000);
	await proc.exited;
	clearTimeout(timer);
}

export function checkServerPrograms() {
	const missing = [join(PG_BIN, 'postgres'), join(PG_BIN, 'initdb'), REDIS_SERVER].filter(
		(file) => !existsSync(file),
	);
	if (missing.length)
		throw new Error(
			`missing ${missing.join(', ')}: install them with\n  apt-get update && apt-get install -y redis-server postgresql-15`,
		);
}

/**
 * A port from freePort() can be taken by another process before the server binds it (the suites
 * run side by side); a server that exits at start is then started again on another port.
 * @template T
 * @param {() => Promise<T>} start
 * @param {string} what
 * @returns {Promise<T>}
 */
async function onAFreePort(start, what) {
	for (let attempt = 1; ; attempt++) {
		try {
			return await start();
		} catch (error) {
			const failure = /** @type {Error & { exitedAtStart?: boolean }} */ (error);
			if (attempt >= 3 || !failure.exitedAtStart) throw error;
			process.stderr.write(`${what} exited at start, trying another port: ${failure.message}\n`);
		}
	}
}

/** @param {string} message */
function exitedAtStart(message) {
	return Object.assign(new Error(message), { exitedAtStart: true });
}

/**
 * redis-server without persistence on a free port.
 * @param {string} dir
 */
export function startRedis(dir) {
	return onAFreePort(() => startRedisOnce(dir), 'redis-server');
}

/** @param {string} dir */
async function startRedisOnce(dir) {
	mkdirSync(dir, { recursive: true });
	const port = await freePort();
	const proc = daemon(
		REDIS_SERVER,
		[
			'--bind',
			'127.0.0.1',
			'--port',
			String(port),
			'--save',
			'',
			'--appendonly',
			'no',
			'--dir',
			dir,
			'--protected-mode',
			'yes',
		],
		{ logFile: join(dir, 'redis.log') },
	);
	// waitFor keeps polling through errors, so an exit is returned, not thrown.
	const up = await waitFor(
		async () => {
			if (proc.child.exitCode !== null) return 'exited';
			return /Ready to accept connections/.test(proc.output()) && 'ready';
		},
		{ timeout: 20000, what: `redis-server on 127.0.0.1:${port}` },
	);
	if (up === 'exited') throw exitedAtStart(`redis-server exited: ${proc.output().slice(-1000)}`);
	return { host: '127.0.0.1', port, pid: proc.child.pid, stop: () => stopDaemon(proc) };
}

/**
 * initdb + postgres on a free port (TCP on 127.0.0.1, socket in the data folder, trust auth for
 * the local user `n8n`), durability switched off because the data is thrown away; then the `n8n`
 * database is created through n8n's own `pg` module.
 * @param {string} dir
 * @param {Line} line
 */
export function startPostgres(dir, line) {
	return onAFreePort(() => startPostgresOnce(dir, line), 'postgres');
}

/**
 * @param {string} dir
 * @param {Line} line
 */
async function startPostgresOnce(dir, line) {
	const account = pgAccount();
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(dir, { recursive: true });
	if (account.uid !== undefined && account.gid !== undefined)
		chownSync(dir, account.uid, account.gid);
	const data = join(dir, 'data');
	const env = { PATH: process.env.PATH, LANG: 'C', LC_ALL: 'C', HOME: dir };
	const initdb = daemon(
		join(PG_BIN, 'initdb'),
		['-D', data, '-U', PG_USER, '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
		{ cwd: dir, env, ...account },
	);
	const { code } = await initdb.exited;
	if (code !== 0) throw new Error(`initdb exited with ${code}: ${initdb.output().slice(-1500)}`);
	const port = await freePort();
	const proc = daemon(
		join(PG_BIN, 'postgres'),
		[
			'-D',
			data,
			'-h',
			'127.0.0.1',
			'-p',
			String(port),
			'-k',
			dir,
			'-c',
			'fsync=off',
			'-c',
			'synchronous_commit=off',
			'-c',
			'full_page_writes=off',
			'-c',
			'max_connections=200',
		],
		{ cwd: dir, env, ...account },
	);
	const pg = pgModule(line);
	const up = await waitFor(
		async () => {
			if (proc.child.exitCode !== null) return 'exited';
			const client = new pg.Client({
				host: '127.0.0.1',
				port,
				user: PG_USER,
				database: 'postgres',
			});
			try {
				await client.connect();
				return true;
			} finally {
				await client.end().catch(() => {});
			}
		},
		{ timeout: 30000, interval: 200, what: `postgres on 127.0.0.1:${port}` },
	);
	if (up === 'exited') throw exitedAtStart(`postgres exited: ${proc.output().slice(-1500)}`);
	const admin = new pg.Client({ host: '127.0.0.1', port, user: PG_USER, database: 'postgres' });
	await admin.connect();
	await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
	await admin.end();
	return {
		host: '127.0.0.1',
		port,
		user: PG_USER,
		database: PG_DATABASE,
		pid: proc.child.pid,
		output: proc.output,
		// SIGINT is PostgreSQL's "fast shutdown".
		stop: () => stopDaemon(proc, 'SIGINT'),
		/**
		 * The rows of one statement, on a connection of its own.
		 * @param {string} sql
		 * @param {unknown[]} [params]
		 */
		query: async (sql, params = []) => {
			const client = new pg.Client({
				host: '127.0.0.1',
				port,
				user: PG_USER,
				database: PG_DATABASE,
			});
			await client.connect();
			try {
				return (await client.query(sql, params)).rows;
			} finally {
				await client.end();
			}
		},
	};
}

/**
 * n8n's own `pg` module (the version its TypeORM uses).
 * @param {Line} line
 */
export function pgModule(line) {
	const requireFromN8n = createRequire(join(n8nDir(line), 'node_modules', 'n8n', 'package.json'));
	return /** @type {import('./types.js').PgModule} */ (requireFromN8n('pg'));
}
