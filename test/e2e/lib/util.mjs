// Small helpers shared by the e2e runner, the e2e suite and the demo (Node built-ins only).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
/** @typedef {import('node:net').AddressInfo} AddressInfo */
/** @typedef {import('node:net').Server} Server */
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const CACHE = resolve(ROOT, '.cache');
export const OUTPUT = resolve(ROOT, 'test-output');
/**
 * n8n user folders live outside the repository: n8n 1.x unpacks its editor's JavaScript into
 * `<home>/.cache`, and `n8n-node lint` (eslint over the whole tree) would then lint it. The folder
 * name carries a hash of the checkout's path, so two checkouts can run their suites side by side.
 */
export const HOMES = resolve(
	tmpdir(),
	`n8n-nodes-green-api-${createHash('sha1').update(ROOT).digest('hex').slice(0, 8)}`,
);

const started = Date.now();

/**
 * A progress line on stderr, prefixed with the seconds since the process started.
 * @param {string} message
 */
export function say(message) {
	const at = ((Date.now() - started) / 1000).toFixed(1).padStart(6);
	process.stderr.write(`[${at}s] ${message}\n`);
}

/** @type {Array<{ name: string, seconds: number }>} */
export const timings = [];
/**
 * Runs `fn`, then prints how long it took; the timings table at the end is built from these.
 * @template T
 * @param {string} name
 * @param {() => Promise<T> | T} fn
 * @returns {Promise<T>}
 */
export async function phase(name, fn) {
	const t0 = Date.now();
	say(`${name} …`);
	try {
		return await fn();
	} finally {
		const seconds = (Date.now() - t0) / 1000;
		timings.push({ name, seconds });
		say(`${name}: ${seconds.toFixed(1)} s`);
	}
}

/**
 * @typedef {object} RunResult
 * @property {number} code the exit code (128 when a signal ended the process)
 * @property {NodeJS.Signals | undefined} signal
 * @property {string} stdout
 * @property {string} stderr
 */

/**
 * @typedef {object} RunOptions
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env]
 * @property {boolean} [echo]
 * @property {boolean} [check]
 * @property {string} [prefix]
 * @property {string | Buffer} [input] written to the command's stdin
 */

/**
 * Runs a command and resolves with {code, stdout, stderr}. `echo` streams its output to ours
 * (prefixed), `check` rejects on a non-zero exit code with the tail of the output.
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {Promise<RunResult>}
 */
export function run(
	command,
	args,
	{ cwd = ROOT, env = process.env, echo = false, check = true, prefix = '  | ', input } = {},
) {
	return new Promise((resolvePromise, reject) => {
		const child = spawn(command, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
		let stdout = '';
		let stderr = '';
		/** @param {Buffer} chunk */
		const relay = (chunk) => {
			if (!echo) return;
			for (const line of chunk.toString().split('\n'))
				if (line.trim()) process.stderr.write(`${prefix}${line}\n`);
		};
		child.stdout.on('data', (chunk) => {
			stdout += chunk;
			relay(chunk);
		});
		child.stderr.on('data', (chunk) => {
			stderr += chunk;
			relay(chunk);
		});
		child.on('error', reject);
		child.on('close', (code, signal) => {
			// A process ended by a signal has no exit code; `signal` names it (SIGSEGV, SIGKILL, …).
			const result = {
				code: code ?? (signal ? 128 : 1),
				signal: signal ?? undefined,
				stdout,
				stderr,
			};
			if (check && result.code !== 0) {
				const tail = `${stdout}\n${stderr}`.trim().split('\n').slice(-30).join('\n');
				const how = signal ? `ended by ${signal}` : `exited with ${result.code}`;
				reject(new Error(`${command} ${args.join(' ')} ${how}\n${tail}`));
			} else resolvePromise(result);
		});
		if (input !== undefined) child.stdin.end(input);
		else child.stdin.end();
	});
}

/** A free TCP port on 127.0.0.1 (asked from the OS, then released). */
export function freePort() {
	return new Promise((resolvePromise, reject) => {
		const server = createServer();
		server.unref();
		server.on('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = listeningAddress(server);
			server.close(() => resolvePromise(port));
		});
	});
}

/**
 * Starts `server` on an OS-assigned port of 127.0.0.1; resolves with its base URL.
 * @param {Server} server
 * @returns {Promise<string>}
 */
export async function listenOnLoopback(server) {
	await new Promise((resolvePromise) => server.listen(0, '127.0.0.1', () => resolvePromise(null)));
	return `http://127.0.0.1:${listeningAddress(server).port}`;
}

/**
 * The address of a listening TCP server (an AddressInfo: only a pipe's would be a string).
 * @param {Server} server
 * @returns {AddressInfo}
 */
function listeningAddress(server) {
	return /** @type {AddressInfo} */ (server.address());
}

/**
 * Polls `probe` until it returns a truthy value; never a fixed sleep in the tests.
 * @template T
 * @param {() => Promise<T> | T} probe
 * @param {{ timeout?: number, interval?: number, what?: string }} [options]
 * @returns {Promise<NonNullable<T>>}
 */
export async function waitFor(probe, { timeout = 30000, interval = 100, what = 'condition' } = {}) {
	const deadline = Date.now() + timeout;
	/** @type {Error | undefined} */
	let last;
	for (;;) {
		try {
			const value = await probe();
			if (value) return value;
		} catch (error) {
			last = /** @type {Error} */ (error); // what a probe throws is an Error
		}
		if (Date.now() > deadline) {
			throw new Error(
				`Timed out after ${timeout} ms waiting for ${what}${last ? `: ${last.message}` : ''}`,
			);
		}
		await new Promise((r) => setTimeout(r, interval));
	}
}
