// Loaded into the bench's n8n with `node --require` when `npm run bench -- --profile` runs:
// counts and times, in the `n8n start` process, the calls that per-item cost is made of, by
// wrapping them where they are exported (never shipped, never in tests). On SIGUSR2 it writes the
// totals so far to $BENCH_COUNTERS_FILE ({seq, counters: {name: {calls, ms}}}); the bench takes
// one snapshot before and one after a measured run and reports the difference.
const Module = require('node:module');
const net = require('node:net');
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const file = process.env.BENCH_COUNTERS_FILE;
const counters = {};
let seq = 0;

function add(name, ms) {
	const c = (counters[name] ??= { calls: 0, ms: 0 });
	c.calls++;
	c.ms += ms;
}

/** Wraps `owner[key]`, timing each call until it (or its promise) settles. */
function time(owner, key, name) {
	const original = owner?.[key];
	if (typeof original !== 'function' || original.benchTimed) return;
	const timed = function (...args) {
		const started = performance.now();
		const result = original.apply(this, args);
		if (result && typeof result.then === 'function') {
			return result.finally(() => add(name, performance.now() - started));
		}
		add(name, performance.now() - started);
		return result;
	};
	timed.benchTimed = true;
	owner[key] = timed;
}

// File (resolved path suffix) → what to time in it.
const TARGETS = [
	[
		/n8n[\\/]dist[\\/]credentials-helper\.js$/,
		(e) =>
			time(e.CredentialsHelper?.prototype, 'getDecrypted', 'n8n CredentialsHelper.getDecrypted'),
	],
	[
		/node-execution-context[\\/]execute-context\.js$/,
		(e) =>
			time(e.ExecuteContext?.prototype, 'getNodeParameter', 'n8n ExecuteContext.getNodeParameter'),
	],
	[
		/node-execution-context[\\/]base-execute-context\.js$/,
		(e) => time(e.BaseExecuteContext?.prototype, 'getCredentials', 'n8n getCredentials (execute)'),
	],
	[
		/node-execution-context[\\/]webhook-context\.js$/,
		(e) => time(e.WebhookContext?.prototype, 'getCredentials', 'n8n getCredentials (webhook)'),
	],
	[
		/n8n-nodes-green-api[\\/]dist[\\/]nodes[\\/]GreenApi[\\/]transport[\\/]request\.js$/,
		(e) => time(e, 'apiRequest', 'package apiRequest (whole call)'),
	],
	[
		/n8n-nodes-green-api[\\/]dist[\\/]nodes[\\/]GreenApi[\\/]transport[\\/]redact\.js$/,
		(e) => {
			const create = e.createRedactor;
			e.createRedactor = (secret) => {
				const started = performance.now();
				const redact = create(secret);
				add('package createRedactor', performance.now() - started);
				return (value) => {
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
	net.Socket.prototype.connect = function (...args) {
		add('node net.Socket.connect (new TCP connection)', 0);
		return connect.apply(this, args);
	};
	const load = Module._load;
	Module._load = function benchCounters(request, parent, isMain) {
		const exported = load.apply(this, arguments);
		if (exported?.benchCounted || !/(helper|context|request|redact)(\.js)?$/.test(request))
			return exported;
		let resolved;
		try {
			resolved = Module._resolveFilename(request, parent, isMain);
		} catch {
			return exported;
		}
		const target = TARGETS.find(([pattern]) => pattern.test(resolved));
		if (target) {
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
