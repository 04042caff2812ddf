// Loaded into the bench's n8n with `node --require` when `npm run bench -- --profile` runs:
// counts and times, in the `n8n start` process, the calls that per-item cost is made of, by
// wrapping them where they are exported (never shipped, never in tests). On SIGUSR2 it writes the
// totals so far to $BENCH_COUNTERS_FILE ({seq, counters: {name: {calls, ms}}}); the bench takes
// one snapshot before and one after a measured run and reports the difference.
const Module = require('node:module');
const net = require('node:net');
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

/**
 * Node's module loader internals this file wraps (undocumented, stable since Node 0.x).
 * @typedef {{
 *   _load(request: string, parent: unknown, isMain: boolean): unknown,
 *   _resolveFilename(request: string, parent: unknown, isMain: boolean): string,
 * }} Loader
 */
/** A module's exports, or a prototype: whatever holds the function to time. */
/** @typedef {Record<string, unknown> | undefined} Owner */

const file = process.env.BENCH_COUNTERS_FILE;
/** @type {Record<string, { calls: number, ms: number }>} */
const counters = {};
let seq = 0;

/**
 * @param {string} name
 * @param {number} ms
 */
function add(name, ms) {
	const c = (counters[name] ??= { calls: 0, ms: 0 });
	c.calls++;
	c.ms += ms;
}

/**
 * Wraps `owner[key]`, timing each call until it (or its promise) settles.
 * @param {unknown} owner
 * @param {string} key
 * @param {string} name
 */
function time(owner, key, name) {
	const holder = /** @type {Owner} */ (owner);
	const original = holder?.[key];
	if (!holder || typeof original !== 'function') return;
	if (/** @type {{ benchTimed?: boolean }} */ (original).benchTimed) return;
	/**
	 * @this {unknown}
	 * @param {unknown[]} args
	 */
	const timed = function (...args) {
		const started = performance.now();
		const result = original.apply(this, args);
		if (result && typeof result.then === 'function') {
			return result.finally(() => add(name, performance.now() - started));
		}
		add(name, performance.now() - started);
		return result;
	};
	holder[key] = Object.assign(timed, { benchTimed: true });
}

/**
 * The prototype of the class `name` that a module exports, if it does.
 * @param {Record<string, unknown>} exported
 * @param {string} name
 */
const prototypeOf = (exported, name) =>
	/** @type {{ prototype?: unknown } | undefined} */ (exported[name])?.prototype;

/**
 * File (resolved path suffix) → what to time in it.
 * @type {Array<[RegExp, (exported: Record<string, unknown>) => void]>}
 */
const TARGETS = [
	[
		/n8n[\\/]dist[\\/]credentials-helper\.js$/,
		(e) =>
			time(
				prototypeOf(e, 'CredentialsHelper'),
				'getDecrypted',
				'n8n CredentialsHelper.getDecrypted',
			),
	],
	[
		/node-execution-context[\\/]execute-context\.js$/,
		(e) =>
			time(
				prototypeOf(e, 'ExecuteContext'),
				'getNodeParameter',
				'n8n ExecuteContext.getNodeParameter',
			),
	],
	[
		/node-execution-context[\\/]base-execute-context\.js$/,
		(e) =>
			time(prototypeOf(e, 'BaseExecuteContext'), 'getCredentials', 'n8n getCredentials (execute)'),
	],
	[
		/node-execution-context[\\/]webhook-context\.js$/,
		(e) => time(prototypeOf(e, 'WebhookContext'), 'getCredentials', 'n8n getCredentials (webhook)'),
	],
	[
		/n8n-nodes-green-api[\\/]dist[\\/]nodes[\\/]GreenApi[\\/]transport[\\/]request\.js$/,
		(e) => time(e, 'apiRequest', 'package apiRequest (whole call)'),
	],
	[
		/n8n-nodes-green-api[\\/]dist[\\/]nodes[\\/]GreenApi[\\/]transport[\\/]redact\.js$/,
		(e) => {
			// transport/redact.ts: createRedactor(secret) returns the function that redacts an answer
			const create = /** @type {(secret: string) => (value: unknown) => unknown} */ (
				e.createRedactor
			);
			e.createRedactor = (/** @type {string} */ secret) => {
				const started = performance.now();
				const redact = create(secret);
				add('package createRedactor', performance.now() - started);
				return (/** @type {unknown} */ value) => {
					const t = performance.now();
					const out = redact(value);
					add('package redact (answer)', performance.now() - t);
					return out;
				};
			};
		},
	],
];

if (file && /n8n$/.test(process.argv[1] || '') && process.argv[2] === 'start') {
	const connect = net.Socket.prototype.connect;
	/** @type {(this: net.Socket, ...args: unknown[]) => net.Socket} */
	const counted = function (...args) {
		add('node net.Socket.connect (new TCP connection)', 0);
		return Reflect.apply(connect, this, args);
	};
	net.Socket.prototype.connect = /** @type {typeof connect} */ (counted);
	const loader = /** @type {Loader} */ (/** @type {unknown} */ (Module));
	const load = loader._load;
	loader._load = function benchCounters(request, parent, isMain) {
		const exported = /** @type {Owner} */ (load.apply(this, [request, parent, isMain]));
		if (exported?.benchCounted || !/(helper|context|request|redact)(\.js)?$/.test(request))
			return exported;
		let resolved;
		try {
			resolved = loader._resolveFilename(request, parent, isMain);
		} catch {
			return exported;
		}
		const target = TARGETS.find(([pattern]) => pattern.test(resolved));
		if (target && exported) {
			target[1](exported);
			exported.benchCounted = true;
		}
		return exported;
	};
	process.on('SIGUSR2', () => {
		seq++;
		mkdirSync(path.dirname(file), { recursive: true });
		writeFileSync(file, JSON.stringify({ seq, counters }));
	});
}
