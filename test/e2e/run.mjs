#!/usr/bin/env node
// `npm run test:e2e [-- --only 1|2] [-- --queue]`: installs what is missing (n8n 1.123.50 for node 20,
// node 24 + n8n 2.40.7 into .cache/), builds and packs the package once, then runs
// test/e2e/suite.test.mjs with node's test runner once per n8n line, under that line's node.
// Prints per-phase timings, the TAP summary of each line and a combined `# pass N` / `# fail N`;
// exits non-zero on any failure. `--queue` instead runs test/e2e/queue/suite.test.mjs once, on
// line 1: n8n 1.123.50 in queue mode (main, webhook processors, workers) on local Redis and
// PostgreSQL servers.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { LINES, ensureN8n, ensurePackageDeps, lineEnv, lineNode } from './lib/install.mjs';
import { buildAndPack } from './lib/pack.mjs';
import { ROOT, phase, say, timings } from './lib/util.mjs';

const CHROMIUM = '/usr/bin/chromium';
const LINE_TIMEOUT_MS = 15 * 60 * 1000;

/** @typedef {import('./lib/install.mjs').Line} Line */

/**
 * The lines to run.
 * @param {string[]} argv
 */
function parseArgs(argv) {
	if (argv.includes('--queue')) return [LINES[1]];
	const only = argv.indexOf('--only');
	if (only >= 0) {
		const id = argv[only + 1];
		if (!LINES[id]) {
			console.error(
				`--only takes 1 (n8n ${LINES[1].n8n}, node 20) or 2 (n8n ${LINES[2].n8n}, node 24), not ${id}`,
			);
			process.exit(2);
		}
		return [LINES[id]];
	}
	return [LINES[1], LINES[2]];
}

const QUEUE = process.argv.includes('--queue');
const SUITE = QUEUE
	? join('test', 'e2e', 'queue', 'suite.test.mjs')
	: join('test', 'e2e', 'suite.test.mjs');

/**
 * @typedef {object} LineResult
 * @property {Line} line
 * @property {number} pass
 * @property {number} fail
 */

/**
 * Runs the suite for one line; its TAP output is relayed and its summary parsed.
 * @param {Line} line
 * @param {string} tarball
 * @returns {Promise<LineResult>}
 */
function runLine(line, tarball) {
	return new Promise((resolve) => {
		const env = {
			...lineEnv(line),
			E2E_LINE: String(line.id),
			E2E_TARBALL: tarball,
			FORCE_COLOR: '0',
		};
		const args = [
			'--test',
			'--test-reporter=tap',
			'--test-force-exit',
			'--test-concurrency=1',
			SUITE,
		];
		const child = spawn(lineNode(line), args, {
			cwd: ROOT,
			env,
			stdio: ['ignore', 'pipe', 'pipe'],
		});
		const timer = setTimeout(() => {
			say(`line ${line.id}: no result after ${LINE_TIMEOUT_MS / 60000} min, stopping it`);
			child.kill('SIGTERM');
		}, LINE_TIMEOUT_MS);
		let tap = '';
		child.stdout.on('data', (chunk) => {
			tap += chunk;
			process.stdout.write(chunk);
		});
		child.stderr.on('data', (chunk) => process.stderr.write(chunk));
		child.on('close', (code) => {
			clearTimeout(timer);
			/** @param {string} name */
			const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? NaN);
			const pass = count('pass');
			const fail = count('fail');
			const broken = Number.isNaN(pass) || Number.isNaN(fail);
			resolve({
				line,
				pass: broken ? 0 : pass,
				fail: broken ? Math.max(1, fail || 0) : fail + (code !== 0 && fail === 0 ? 1 : 0),
			});
		});
	});
}

async function main() {
	const lines = parseArgs(process.argv.slice(2));
	const t0 = Date.now();
	say(`e2e: ${lines.map((l) => `line ${l.id} = n8n ${l.n8n} on node ${l.node}`).join(', ')}`);
	if (!QUEUE && !existsSync(CHROMIUM)) {
		console.error(
			`${CHROMIUM} is missing: the editor test needs Debian's chromium. Install it with\n  apt-get update && apt-get install -y chromium`,
		);
		process.exit(1);
	}
	await ensurePackageDeps();

	// Each line's install starts now and runs while the package builds and earlier lines test.
	const installs = new Map(
		lines.map((line) => [
			line.id,
			ensureN8n(line).then(
				() => undefined,
				(error) => error,
			),
		]),
	);
	let tarball;
	try {
		// --no-build packs dist/ as it is (for working on the suite while the sources are mid-edit).
		tarball = await buildAndPack({ build: !process.argv.includes('--no-build') });
	} catch (error) {
		console.error(/** @type {Error} */ (error).message); // what buildAndPack throws
		await Promise.all(installs.values());
		process.exit(1);
	}

	/** @type {LineResult[]} */
	const results = [];
	for (const line of lines) {
		const failure = await installs.get(line.id);
		if (failure) {
			console.error(`line ${line.id}: installing n8n ${line.n8n} failed: ${failure.message}`);
			results.push({ line, pass: 0, fail: 1 });
			continue;
		}
		results.push(
			await phase(
				`line ${line.id}: ${QUEUE ? 'queue-mode' : 'e2e'} suite (n8n ${line.n8n}, node ${line.node})`,
				() => runLine(line, tarball),
			),
		);
	}

	console.log('');
	console.log('# e2e timings');
	for (const t of timings) console.log(`#   ${t.name}: ${t.seconds.toFixed(1)} s`);
	console.log(`#   total: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
	for (const r of results)
		console.log(
			`# line ${r.line.id} (n8n ${r.line.n8n}, node ${r.line.node}): pass ${r.pass}, fail ${r.fail}`,
		);
	const pass = results.reduce((n, r) => n + r.pass, 0);
	const fail = results.reduce((n, r) => n + r.fail, 0);
	console.log(`# pass ${pass}`);
	console.log(`# fail ${fail}`);
	process.exit(fail === 0 && pass > 0 ? 0 : 1);
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
