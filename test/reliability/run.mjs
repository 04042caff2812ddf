#!/usr/bin/env node
// `npm run test:reliability [-- --line 1|2] [-- --no-build]`: makes sure n8n is installed, builds
// and packs the package once (E2E_NO_BUILD=1 skips the build, as in CI), then runs suite.mjs under
// the line's node. Line 1 (n8n 1.123.50, node 20) is the default.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { LINES, ensureN8n, ensurePackageDeps, lineEnv, lineNode } from '../e2e/lib/install.mjs';
import { buildAndPack } from '../e2e/lib/pack.mjs';
import { ROOT, say } from '../e2e/lib/util.mjs';

const TIMEOUT_MS = 15 * 60 * 1000;

async function main() {
	const argv = process.argv.slice(2);
	const at = argv.indexOf('--line');
	const line = LINES[at >= 0 ? argv[at + 1] : '1'];
	if (!line) {
		console.error('--line takes 1 (n8n 1.123.50) or 2 (n8n 2.40.7)');
		process.exit(2);
	}
	await ensurePackageDeps();
	await ensureN8n(line);
	const tarball = await buildAndPack({ build: !argv.includes('--no-build') });
	say(`reliability: n8n ${line.n8n} on node ${line.node}`);
	const child = spawn(lineNode(line), [join('test', 'reliability', 'suite.mjs')], {
		cwd: ROOT,
		env: { ...lineEnv(line), REL_LINE: String(line.id), REL_TARBALL: tarball },
		stdio: 'inherit',
	});
	const timer = setTimeout(() => {
		say(`reliability: no result after ${TIMEOUT_MS / 60000} min, stopping it`);
		child.kill('SIGTERM');
	}, TIMEOUT_MS);
	child.on('exit', (code, signal) => {
		clearTimeout(timer);
		process.exit(code ?? (signal ? 1 : 1));
	});
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
