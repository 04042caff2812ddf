// Reads the V8 .cpuprofile of the n8n process (scripts/bench/cpuprof.cjs) and tells where the time of one
// measured window went: inclusive time of the functions on the watch list (the suspects of
// "where the time goes"), then the top functions by inclusive and by self time. Windows are
// marked by the bench on the same monotonic clock V8 stamps its samples with.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { waitFor } from '../../test/e2e/lib/util.mjs';

/** @typedef {import('node:inspector').Profiler.Profile} Profile */
/** @typedef {import('node:inspector').Runtime.CallFrame} CallFrame */
/** Calls and wall milliseconds per counted n8n function (counters.cjs). */
/** @typedef {Record<string, { calls: number, ms: number }>} Counters */
/** A measured window (µs of the monotonic clock). */
/** @typedef {{ label: string, items: number, from: number, to: number, counters?: Counters }} Window */

/** Marked windows: { label, items, from, to, counters } (µs of the monotonic clock). */
/** @type {Window[]} */
export const windows = [];
export const nowMicros = () => Number(process.hrtime.bigint() / 1000n);
/** @type {(() => Promise<Counters>) | undefined} */
let snapshot;

/**
 * Reads counters.cjs's totals from process `pid` (SIGUSR2, then its answer file).
 * @param {number} pid
 * @param {string} file
 */
export function countersOf(pid, file) {
	snapshot = async () => {
		const seq = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).seq : 0;
		process.kill(pid, 'SIGUSR2');
		return waitFor(
			() => {
				const now = existsSync(file) && JSON.parse(readFileSync(file, 'utf8'));
				return now && now.seq > seq ? now.counters : undefined;
			},
			{ timeout: 5000, interval: 20, what: 'the counters of n8n' },
		);
	};
}

/**
 * @param {Counters} before
 * @param {Counters} after
 * @returns {Counters}
 */
function difference(before, after) {
	return Object.fromEntries(
		Object.entries(after).map(([name, c]) => [
			name,
			{ calls: c.calls - (before[name]?.calls ?? 0), ms: c.ms - (before[name]?.ms ?? 0) },
		]),
	);
}

/**
 * Runs `work` as one measured window (and counts calls in it when counters are on).
 * @template T
 * @param {string} label
 * @param {number} items
 * @param {() => Promise<T>} work
 */
export async function marked(label, items, work) {
	const before = await snapshot?.();
	const from = nowMicros();
	try {
		return await work();
	} finally {
		const to = nowMicros();
		const counters = snapshot && difference(before ?? {}, await snapshot());
		windows.push({ label, items, from, to, counters });
	}
}

/** Function names whose inclusive time answers the usual questions (name → what it stands for). */
const WATCH = {
	router: 'the package’s item loop (all of the node’s own work)',
	apiRequest: 'the package’s transport, per call',
	getCredentials: 'n8n: credential lookup and decryption (each call)',
	getDecrypted: 'n8n: CredentialsHelper.getDecrypted (database read, decrypt, defaults)',
	httpRequestWithAuthentication: 'n8n: authenticated request helper',
	authenticate: 'credential: adding the token',
	getNodeParameter: 'n8n: parameter reads (expressions)',
	createRedactor: 'the package: building the redactor',
	scrub: 'the package: redacting the answer',
	pace: 'the package: pacer',
	proxyRequestToAxios: 'n8n: request through axios',
	createConnection: 'node: opening a TCP connection',
	connect: 'node: net connect',
	TLSSocket: 'node: TLS socket setup',
	webhook: 'trigger webhook() (ours and others)',
	receive: 'the package’s trigger receive()',
	runWebhook: 'n8n: webhook handling up to the node',
};

/** @param {string} url */
const fileOf = (url) =>
	url
		.split(/node_modules\//)
		.at(-1)
		?.split('/')
		.slice(-2)
		.join('/');
/** @param {CallFrame} frame */
const keyOf = (frame) =>
	`${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber + 1}`;

/**
 * The .cpuprofile written by process `pid` in `dir`.
 * @param {string} dir
 * @param {number} pid
 * @returns {Profile}
 */
export function profileOf(dir, pid) {
	const name = readdirSync(dir).find((f) => f === `${pid}.cpuprofile`);
	if (!name) throw new Error(`no .cpuprofile of process ${pid} in ${dir}`);
	return JSON.parse(readFileSync(join(dir, name), 'utf8'));
}

/**
 * Inclusive and self microseconds per function key (and per bare name) within [from, to].
 * @param {Profile} profile
 * @param {number} from
 * @param {number} to
 */
function tally(profile, from, to) {
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	/** @type {Map<number, number>} */
	const parent = new Map();
	for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
	/** @type {Map<string, number>} */
	const inclusive = new Map();
	/** @type {Map<string, number>} */
	const byName = new Map();
	/** @type {Map<string, number>} */
	const self = new Map();
	let time = profile.startTime;
	let total = 0;
	const samples = profile.samples ?? [];
	const deltas = profile.timeDeltas ?? [];
	for (let i = 0; i < samples.length; i++) {
		time += deltas[i];
		const dt = deltas[i + 1] ?? 0;
		if (time < from || time > to) continue;
		const leaf = byId.get(samples[i]);
		if (!leaf || leaf.callFrame.functionName === '(idle)') continue;
		total += dt;
		self.set(keyOf(leaf.callFrame), (self.get(keyOf(leaf.callFrame)) ?? 0) + dt);
		/** @type {Set<string>} */
		const keys = new Set();
		/** @type {Set<string>} */
		const names = new Set();
		for (
			let /** @type {number | undefined} */ id = leaf.id;
			id !== undefined;
			id = parent.get(id)
		) {
			const node = byId.get(id);
			if (!node) break;
			const frame = node.callFrame;
			keys.add(keyOf(frame));
			names.add(frame.functionName);
		}
		for (const k of keys) inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
		for (const n of names) byName.set(n, (byName.get(n) ?? 0) + dt);
	}
	return { inclusive, self, byName, total };
}

/**
 * @param {Map<string, number>} map
 * @param {number} n
 */
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

/**
 * Markdown for one window: CPU busy time, the watch list and the top functions.
 * @param {Profile} profile
 * @param {Window} window
 */
export function summarizeWindow(profile, { label, items, from, to, counters }) {
	const { inclusive, self, byName, total } = tally(profile, from, to);
	/** @param {number} us */
	const ms = (us) => (us / 1000).toFixed(1);
	/** @param {number} us */
	const perItem = (us) => (us / 1000 / items).toFixed(3);
	const lines = [
		`#### ${label}`,
		'',
		`Window ${ms(to - from)} ms, n8n busy ${ms(total)} ms on the CPU (${items} items: ${perItem(total)} ms CPU per item).`,
		'',
		'| function (inclusive) | ms | ms per item | % of busy | stands for |',
		'|---|---:|---:|---:|---|',
	];
	for (const [name, meaning] of Object.entries(WATCH)) {
		const us = byName.get(name);
		if (!us) continue;
		lines.push(
			`| \`${name}\` | ${ms(us)} | ${perItem(us)} | ${((us / total) * 100).toFixed(1)} | ${meaning} |`,
		);
	}
	if (counters) {
		lines.push(
			'',
			'| counted in n8n (wall time) | calls per item | ms per call | ms per item |',
			'|---|---:|---:|---:|',
		);
		for (const [name, c] of Object.entries(counters).filter(([, c]) => c.calls > 0))
			lines.push(
				`| ${name} | ${(c.calls / items).toFixed(2)} | ${(c.ms / c.calls).toFixed(3)} | ${(c.ms / items).toFixed(3)} |`,
			);
	}
	lines.push('', '| top inclusive | ms | | top self | ms |', '|---|---:|---|---|---:|');
	const inc = top(inclusive, 25);
	const slf = top(self, 25);
	for (let i = 0; i < inc.length; i++) {
		const a = inc[i];
		const b = slf[i] ?? ['', 0];
		lines.push(`| \`${a[0]}\` | ${ms(a[1])} | | \`${b[0]}\` | ${ms(b[1])} |`);
	}
	return lines.join('\n');
}
