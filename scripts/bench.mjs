#!/usr/bin/env node
// `npm run bench [-- --n8n 2] [--rounds 3] [--only a,b,…] [--out FILE] [--no-build] [--profile]`:
// measures the packed package inside a real n8n against the simulator, next to n8n's HTTP Request
// node, a bare keep-alive loop and (with BENCH_PEER_DIR) the service's official node, and writes
// BENCHMARKS.md. The row producers are in scripts/bench/rows/; BENCHMARKS.md gives the method.
// --profile runs (a′) and (d) once with n8n under the CPU profiler and writes where the time
// went to test-output/bench-line<N>/profile.md.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { ensureN8n } from '../test/e2e/lib/install.mjs';
import { PACKAGE, buildAndPack } from '../test/e2e/lib/pack.mjs';
import { HOMES, ROOT, phase, say } from '../test/e2e/lib/util.mjs';
import { headlines, updateReadme, writeDocument } from './bench/document.mjs';
import { startGateway } from './bench/gateway.mjs';
import { describeMachine } from './bench/machine.mjs';
import { METHOD } from './bench/method.mjs';
import { USAGE, parseOptions, selectStages } from './bench/options.mjs';
import { PEER_ENV, dropUnsetFields, packPeer } from './bench/peer.mjs';
import { countersOf, profileOf, summarizeWindow, windows } from './bench/profile.mjs';
import { everyRoundTable, producerTable } from './bench/report.mjs';
import { Results, runRounds } from './bench/rounds.mjs';
import { packInfo } from './bench/rows/startup.mjs';
import { serverEnv, startServer } from './bench/server.mjs';
import { closeSims, simByInstance } from './bench/sims.mjs';

/** @typedef {import('./bench/types.js').Producer} Producer */
/** @typedef {import('./bench/types.js').Setup} Setup */
/** @typedef {ReturnType<typeof parseOptions> & { help: false }} Options */

/**
 * The official node's HTTPS goes through the gateway to the simulator named in the path.
 * @param {import('./bench/types.js').Peer | undefined} peer
 * @param {string} out
 */
async function gatewayFor(peer, out) {
	if (!peer) return undefined;
	return startGateway({
		dir: out,
		route: (path) => simByInstance(/waInstance(\d+)/.exec(path)?.[1]),
		rewrite: dropUnsetFields,
	});
}

/**
 * Prepares the producers that share one n8n, starts it, and runs their rounds.
 * @param {{ options: Options, setup: Setup, results: Results, gateway: import('./bench/types.js').Gateway | undefined }} o
 */
async function runServed({ options, setup, results, gateway }) {
	const stages = selectStages(options, false);
	if (!stages.length) return undefined;
	const producers = stages.flat(2);
	/** @type {import('./bench/types.js').Prepared[]} */
	const prepared = [];
	for (const producer of producers) {
		const one = await producer.prepare(setup);
		if (one) prepared.push(one);
	}
	const workflows = prepared.flatMap((p) => p.workflows);
	const env = serverEnv({
		dataDir: setup.dataDir,
		profileDir: options.profile ? join(options.out, 'profiles') : undefined,
		gateway,
	});
	const home = join(HOMES, `bench-line${options.line.id}`);
	rmSync(home, { recursive: true, force: true });
	const n8n = await phase('start n8n with the packages, credentials and workflows', () =>
		startServer({
			line: options.line,
			home,
			out: options.out,
			packages: [setup.ours, ...(setup.peer ? [setup.peer] : [])],
			env,
			credentials: prepared.flatMap((p) => p.credentials),
			workflows,
		}),
	);
	try {
		if (env.BENCH_COUNTERS_FILE) countersOf(n8n.serverPid(), env.BENCH_COUNTERS_FILE);
		await Promise.all(workflows.map((w) => n8n.activate(w.id)));
		const ctx = { n8n, gateway, peer: setup.peer };
		for (const producer of producers) await producer.ready?.(ctx);
		await runRounds({ stages, rounds: options.rounds, ctx, results });
	} finally {
		await n8n.stop();
	}
	return n8n;
}

/**
 * @param {string} out
 * @param {import('../test/e2e/lib/n8n.mjs').N8n} n8n
 */
function writeProfile(out, n8n) {
	const profile = profileOf(join(out, 'profiles'), n8n.serverPid());
	const text = windows.map((w) => summarizeWindow(profile, w)).join('\n\n');
	writeFileSync(join(out, 'profile.md'), `${text}\n`);
	writeFileSync(join(out, 'profile-windows.json'), JSON.stringify(windows));
	say(`wrote ${join(out, 'profile.md')}`);
}

async function main() {
	const options = parseOptions(process.argv.slice(2));
	if (options.help) return console.log(USAGE);
	const { line, out } = options;
	rmSync(out, { recursive: true, force: true });
	const dataDir = join(out, 'data');
	mkdirSync(dataDir, { recursive: true });
	await ensureN8n(line);
	const machine = await describeMachine(line); // before the run: its load, its commit
	const tarball = await buildAndPack({ build: options.build });
	const ours = { ...(await packInfo(ROOT)), tarball, name: PACKAGE.name };
	const peer = await packPeer(out);
	say(peer ? `official node ${peer.name}@${peer.version}` : `${PEER_ENV} not set: no peer columns`);
	const setup = { line, out, dataDir, peer, ours, homes: HOMES };
	const results = new Results();
	const gateway = await gatewayFor(peer, out);
	let n8n;
	try {
		const standalone = await prepareStandalone(options, setup);
		try {
			// standalone producers start their own n8n processes: they are handed none
			const none = /** @type {import('./bench/types.js').BenchContext} */ ({});
			await runRounds({ stages: standalone, rounds: options.rounds, ctx: none, results });
		} finally {
			for (const producer of standalone.flat(2)) await producer.close?.();
		}
		n8n = await runServed({ options, setup, results, gateway });
	} finally {
		await closeSims();
		await gateway?.close();
	}
	if (options.profile && n8n) writeProfile(out, n8n);

	/** @type {Record<string, string>} */
	const missing = peer ? {} : { peer: `not measured (${PEER_ENV} unset)` };
	const sections = results.sections().map((s) => ({ ...s, missing }));
	for (const { producer, rounds } of sections) {
		console.log(`\n${producer.title}\n${producerTable(producer, rounds, { missing })}`);
		if (producer.everyRound) console.log(everyRoundTable(producer, rounds));
	}
	await writeDocument(options.file, {
		machine,
		sections,
		method: METHOD({ peer, gatewayStats: gateway?.stats ?? {} }),
		options: { ...options, peer },
	});
	say(`wrote ${options.file}`);
	if (!options.partial) {
		await updateReadme(join(ROOT, 'README.md'), { machine, lines: headlines(sections, peer) });
		say('updated the Performance section of README.md');
	}
}

/**
 * Standalone producers (their own n8n processes) are prepared, then run before the shared n8n.
 * @param {Options} options
 * @param {Setup} setup
 */
async function prepareStandalone(options, setup) {
	const stages = selectStages(options, true);
	for (const producer of stages.flat(2))
		await phase(`prepare ${producer.id}`, () => producer.prepare(setup));
	return stages;
}

main().then(
	() => process.exit(0),
	(error) => {
		console.error(error);
		process.exit(1);
	},
);
