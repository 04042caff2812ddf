// What a result depends on: the machine, the software versions and the commit measured.
import { cpus, loadavg, totalmem } from 'node:os';

import { lineEnv, n8nBin } from '../../test/e2e/lib/install.mjs';
import { ROOT, run } from '../../test/e2e/lib/util.mjs';

/** @param {string[]} args */
async function git(args) {
	const { stdout } = await run('git', args, { cwd: ROOT, check: false });
	return stdout.trim();
}

/** @param {import('../../test/e2e/lib/install.mjs').Line} line */
export async function describeMachine(line) {
	const env = lineEnv(line);
	const n8nVersion = (await run(n8nBin(line), ['--version'], { env, check: false })).stdout
		.trim()
		.split('\n')
		.pop();
	const n8nNode = (await run('node', ['--version'], { env, check: false })).stdout.trim();
	const dirty = (await git(['status', '--porcelain', '--untracked-files=no'])) !== '';
	return {
		cpu: cpus()[0]?.model ?? 'unknown',
		cores: cpus().length,
		ramGb: totalmem() / 1024 ** 3,
		load: loadavg()
			.map((l) => l.toFixed(2))
			.join(', '),
		benchNode: process.version,
		n8nNode,
		n8nVersion,
		commit: await git(['rev-parse', '--short=12', 'HEAD']),
		subject: await git(['log', '-1', '--format=%s']),
		dirty,
		date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
	};
}

/** @param {Awaited<ReturnType<typeof describeMachine>>} m */
export function machineLines(m) {
	return [
		`- Commit: \`${m.commit}\` (${m.subject})${m.dirty ? ', with uncommitted changes' : ''}`,
		`- n8n ${m.n8nVersion} on Node ${m.n8nNode}; the bench's own clients and the simulators on Node ${m.benchNode}`,
		`- Machine: ${m.cpu}, ${m.cores} cores, ${m.ramGb.toFixed(0)} GB RAM; load average at start ${m.load}`,
		`- Run at ${m.date}`,
	];
}
