// The command line of `npm run bench` and the stages it selects.
import { join } from 'node:path';

import { LINES } from '../../test/e2e/lib/install.mjs';
import { OUTPUT, ROOT } from '../../test/e2e/lib/util.mjs';
import { STAGES } from './rows/index.mjs';

export const USAGE = `npm run bench [-- options]: measures the packed package in a real n8n, writes BENCHMARKS.md
  --n8n 1|2        n8n 1.123.50 (default) or 2.40.7
  --rounds N       interleaved rounds, each cell the median (default 3)
  --only a,b,...   tables: a (sendText, unlimited), a2 (cost per item, pacing off),
                   b (sendText at 50/s), b2 (beside a client at half the limit),
                   c (getChatHistory at 1/s), d (trigger ingest),
                   e (100 MB files), f (start time, size),
                   g (queue mode: 2 and 4 workers, and 4 workers given 6/4/5/5 executions)
  --out FILE       where BENCHMARKS.md goes (a partial run: test-output/bench-line<N>/)
  --no-build       use dist/ as it is
  --profile        a2 and d once, n8n under the CPU profiler: test-output/bench-line<N>/profile.md
A full run (3 rounds) takes about 25 minutes on 2 cores; BENCH_PEER_DIR adds the official node.`;

/**
 * --n8n 1|2, --rounds N (3), --only id,… (table ids: a, a2, b, b2, c, d, e, f, g), --out FILE,
 * --no-build, --profile (a2 and d, one round, n8n profiled). A partial run (--only, other
 * rounds) writes its BENCHMARKS.md into test-output/ unless --out says otherwise.
 * @param {string[]} argv
 */
export function parseOptions(argv) {
	if (argv.includes('--help') || argv.includes('-h')) return { help: /** @type {const} */ (true) };
	/**
	 * @param {string} name
	 * @param {string} [fallback]
	 */
	const value = (name, fallback) => {
		const at = argv.indexOf(name);
		return at >= 0 ? argv[at + 1] : fallback;
	};
	const line = LINES[String(value('--n8n', '1'))];
	if (!line) throw new Error('--n8n takes 1 (n8n 1.123.50) or 2 (n8n 2.40.7)');
	const profile = argv.includes('--profile');
	const only = value('--only', profile ? 'a2,d' : undefined)?.split(',');
	const rounds = Number(value('--rounds', profile ? '1' : '3'));
	const partial = Boolean(only) || rounds !== 3;
	const out = join(OUTPUT, `bench-line${line.id}`);
	return {
		help: /** @type {const} */ (false),
		line,
		only,
		rounds,
		build: !argv.includes('--no-build'),
		profile,
		partial,
		out,
		file: String(
			value('--out', partial ? join(out, 'BENCHMARKS.md') : join(ROOT, 'BENCHMARKS.md')),
		),
	};
}

/**
 * The stages, lanes and producers the options select; `standalone` picks those apart.
 * @param {{ only?: string[] }} options
 * @param {boolean} standalone
 */
export function selectStages(options, standalone) {
	/** @param {import('./types.js').Producer} p */
	const wanted = (p) =>
		(!options.only || options.only.includes(p.id)) && Boolean(p.standalone) === standalone;
	return STAGES.map((stage) =>
		stage.map((lane) => lane.filter(wanted)).filter((l) => l.length),
	).filter((stage) => stage.length);
}
