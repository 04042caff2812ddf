// Builds and packs the package, and installs the tarball into an n8n user folder exactly the way
// n8n 1.123's CommunityPackagesService.downloadPackage() does (modules/community-packages/
// community-packages.service.js): unpack into <N8N_USER_FOLDER>/.n8n/nodes/node_modules/<name>,
// drop devDependencies/peerDependencies/optionalDependencies from its package.json (so the peer
// n8n-workflow is NOT installed: the nodes must use n8n's own copy, which n8n puts on NODE_PATH),
// run `npm install` with n8n's arguments inside the package folder, and record the dependency in
// nodes/package.json (created as {name:"installed-nodes",private:true} by ensurePackageJson()).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { OUTPUT, ROOT, phase, run } from './util.mjs';

/**
 * This package's package.json.
 * @type {{ name: string, version: string, n8n: { nodes: string[], credentials: string[] } }}
 */
export const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

// NPM_COMMON_ARGS + NPM_INSTALL_ARGS of n8n 1.123.50 (the same list in 2.40.7).
const N8N_NPM_INSTALL_ARGS = [
	'--audit=false',
	'--fund=false',
	'--bin-links=false',
	'--install-strategy=shallow',
	'--ignore-scripts=true',
	'--package-lock=false',
];

/**
 * `npm run build` then `npm pack`; returns the tarball's absolute path. E2E_NO_BUILD=1 packs dist/
 * as it is: CI builds once and then runs several suites in parallel, which must not empty dist/
 * under each other. Each process packs into its own folder for the same reason.
 */
export async function buildAndPack({ build = true } = {}) {
	if (build && process.env.E2E_NO_BUILD !== '1')
		await phase('npm run build', () => run('npm', ['run', 'build'], { echo: true }));
	return phase('npm pack', async () => {
		const dest = join(OUTPUT, 'pack', String(process.pid));
		mkdirSync(dest, { recursive: true });
		const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dest]);
		/** @type {[{ filename: string, files: Array<{ path: string }> }]} */
		const [info] = JSON.parse(stdout.slice(stdout.indexOf('[')));
		const files = info.files.map((f) => f.path);
		const { nodes, credentials } = PACKAGE.n8n;
		for (const needed of [...nodes, ...credentials].filter((v) => v.startsWith('dist/'))) {
			if (!files.includes(needed))
				throw new Error(`npm pack left out ${needed}; is the build complete?`);
		}
		return join(dest, info.filename);
	});
}

/**
 * Installs the tarball as a community package into `<home>/.n8n/nodes`; returns the package
 * folder. `name` is the package's name (another package's tarball for the benchmarks).
 * @param {string} home
 * @param {string} tarball
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [name]
 */
export async function installTarball(home, tarball, env = process.env, name = PACKAGE.name) {
	const nodesDir = join(home, '.n8n', 'nodes');
	const manifest = join(nodesDir, 'package.json');
	mkdirSync(nodesDir, { recursive: true });
	if (!existsSync(manifest)) {
		writeFileSync(
			manifest,
			JSON.stringify({ name: 'installed-nodes', private: true, dependencies: {} }, null, 2),
		);
	}
	const packageDir = join(nodesDir, 'node_modules', name);
	mkdirSync(packageDir, { recursive: true });
	await run('tar', ['-xzf', tarball, '-C', packageDir, '--strip-components=1']);

	const packageJsonPath = join(packageDir, 'package.json');
	/** @type {{ version: string, devDependencies?: unknown, peerDependencies?: unknown, optionalDependencies?: unknown }} */
	const unpacked = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
	const { devDependencies, peerDependencies, optionalDependencies, ...packageJson } = unpacked;
	writeFileSync(packageJsonPath, JSON.stringify(packageJson, null, 2), 'utf8');
	await run('npm', ['install', ...N8N_NPM_INSTALL_ARGS], { cwd: packageDir, env });

	/** @type {{ dependencies: Record<string, string> }} */
	const installed = JSON.parse(readFileSync(manifest, 'utf8'));
	installed.dependencies[name] = packageJson.version;
	writeFileSync(manifest, JSON.stringify(installed, null, 2), 'utf8');
	return packageDir;
}
