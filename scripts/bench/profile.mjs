// Reads the V8 .cpuprofile of the n8n process (scripts/bench/cpuprof.cjs) and tells where the time of one
// measured window went: inclusive time of the functions on the watch list (the suspects of
// "where the time goes"), then the top functions by inclusive and by self time. Windows are
// marked by the bench on the same monotonic clock V8 stamps its samples with.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Marked windows: { label, items, from, to } in microseconds of the monotonic clock. */
export const windows = [];
export const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

export async function marked(label, items, work) {
	const from = nowMicros();
	try {
		return await work();
	} finally {
		windows.push({ label, items, from, to: nowMicros() });
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

const fileOf = (url) =>
	url
		.split(/node_modules\//)
		.pop()
		.split('/')
		.slice(-2)
		.join('/');
const keyOf = (frame) =>
	`${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber + 1}`;

/** The .cpuprofile written by process `pid` in `dir`. */
export function profileOf(dir, pid) {
	const name = readdirSync(dir).find((f) => f === `${pid}.cpuprofile`);
	if (!name) throw new Error(`no .cpuprofile of process ${pid} in ${dir}`);
	return JSON.parse(readFileSync(join(dir, name), 'utf8'));
}

/** Inclusive and self microseconds per function key (and per bare name) within [from, to]. */
function tally(profile, from, to) {
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	const parent = new Map();
	for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
	const inclusive = new Map();
	const byName = new Map();
	const self = new Map();
	let time = profile.startTime;
	let total = 0;
	for (let i = 0; i < profile.samples.length; i++) {
		time += profile.timeDeltas[i];
		const dt = profile.timeDeltas[i + 1] ?? 0;
		if (time < from || time > to) continue;
		const leaf = byId.get(profile.samples[i]);
		if (leaf.callFrame.functionName === '(idle)') continue;
		total += dt;
		self.set(keyOf(leaf.callFrame), (self.get(keyOf(leaf.callFrame)) ?? 0) + dt);
		const keys = new Set();
		const names = new Set();
		for (let id = leaf.id; id !== undefined; id = parent.get(id)) {
			const frame = byId.get(id).callFrame;
			keys.add(keyOf(frame));
			names.add(frame.functionName);
		}
		for (const k of keys) inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
		for (const n of names) byName.set(n, (byName.get(n) ?? 0) + dt);
	}
	return { inclusive, self, byName, total };
}

const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

/** Markdown for one window: CPU busy time, the watch list and the top functions. */
export function summarizeWindow(profile, { label, items, from, to }) {
	const { inclusive, self, byName, total } = tally(profile, from, to);
	const ms = (us) => (us / 1000).toFixed(1);
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
	lines.push('', '| top inclusive | ms | | top self | ms |', '|---|---:|---|---|---:|');
	const inc = top(inclusive, 25);
	const slf = top(self, 25);
	for (let i = 0; i < inc.length; i++) {
		const [a, b] = [inc[i], slf[i] ?? ['', 0]];
		lines.push(`| \`${a[0]}\` | ${ms(a[1])} | | \`${b[0]}\` | ${ms(b[1])} |`);
	}
	return lines.join('\n');
}
