// (f) n8n start time (process start until the REST API answers) with no community package, with
// this package and with the official node, each in its own user folder holding no workflows;
// and the packages' sizes as `npm pack` reports them. Runs before the main n8n starts.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { N8n } from '../../../test/e2e/lib/n8n.mjs';
import { installTarball } from '../../../test/e2e/lib/pack.mjs';
import { freePort, run } from '../../../test/e2e/lib/util.mjs';
import { medians } from '../report.mjs';
import { BENCH_ENV } from '../server.mjs';
import { rotate } from './common.mjs';

const KB = 1000;

/**
 * @param {import('../../../test/e2e/lib/install.mjs').Line} line
 * @param {string} home
 * @param {string} out
 */
async function timedStart(line, home, out) {
	const n8n = new N8n({
		line,
		home,
		port: await freePort(),
		logFile: join(out, 'n8n-startup.log'),
		env: BENCH_ENV,
	});
	const started = performance.now();
	await n8n.start({ interval: 25 });
	const seconds = (performance.now() - started) / 1000;
	await n8n.stop();
	return seconds;
}

/**
 * `npm pack --dry-run --json` of this checkout: what the tarball would hold.
 * @param {string} cwd
 * @returns {Promise<{ size: number, unpackedSize: number, entryCount: number }>}
 */
export async function packInfo(cwd) {
	const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd });
	return JSON.parse(stdout.slice(stdout.indexOf('[')))[0];
}

/** @returns {import('../types.js').Producer} */
export function startup() {
	/**
	 * @type {{
	 *   folders: Record<string, string>,
	 *   line?: import('../../../test/e2e/lib/install.mjs').Line,
	 *   out: string,
	 *   sizes: import('../types.js').Round,
	 * }}
	 */
	const state = { folders: {}, out: '', sizes: {} };
	return {
		id: 'f',
		title: '(f) n8n start time and package size',
		note: 'Start time: `n8n start` until `/rest/settings` answers, user folder without workflows (machine-dependent). Sizes in kB (1,000 bytes) as `npm pack` reports them. Ratios: this package ÷ that column.',
		standalone: true,
		columns: [
			{ key: 'ours', label: 'with this package' },
			{ key: 'none', label: 'without community packages' },
			{ key: 'peer', label: 'with the official node' },
		],
		metrics: [
			{ key: 'seconds', label: 'n8n start time (s)', digits: 2, ratio: true },
			{ key: 'packed', label: 'packed size (kB)', digits: 1, ratio: true },
			{ key: 'unpacked', label: 'unpacked size (kB)', digits: 1, ratio: true },
			{ key: 'files', label: 'files in the package', digits: 0 },
		],
		headline(rounds) {
			const m = medians(rounds);
			return `n8n starts in ${m.at('ours', 'seconds', 2)} s with the package and ${m.at('none', 'seconds', 2)} s without (${m.ratio('ours', 'none', 'seconds')}); the package is ${m.at('ours', 'packed')} kB packed, ${m.at('ours', 'unpacked')} kB unpacked.`;
		},
		/** Three user folders: migrated once (the first start), then copied, then the packages added. */
		async prepare({ line, out, homes, ours, peer }) {
			/** @type {Record<string, string>} */
			const folders = { none: join(homes, 'startup-none'), ours: join(homes, 'startup-ours') };
			if (peer) folders.peer = join(homes, 'startup-peer');
			for (const home of Object.values(folders)) rmSync(home, { recursive: true, force: true });
			mkdirSync(folders.none, { recursive: true });
			await timedStart(line, folders.none, out);
			for (const key of Object.keys(folders).filter((k) => k !== 'none'))
				cpSync(folders.none, folders[key], { recursive: true });
			const env = await new N8n({
				line,
				home: folders.ours,
				port: 0,
				logFile: join(out, 'n8n-startup.log'),
			}).env();
			await installTarball(folders.ours, ours.tarball, env);
			if (peer) await installTarball(folders.peer, peer.tarball, env, peer.name);
			state.folders = folders;
			state.line = line;
			state.out = out;
			state.sizes = {
				ours: { packed: ours.size / KB, unpacked: ours.unpackedSize / KB, files: ours.entryCount },
				...(peer && {
					peer: {
						packed: peer.size / KB,
						unpacked: peer.unpackedSize / KB,
						files: peer.entryCount,
					},
				}),
			};
			return { credentials: [], workflows: [] };
		},
		async measure(ctx, round) {
			const { line } = state;
			if (!line) throw new Error('(f) measured before it was prepared');
			/** @type {import('../types.js').Round} */
			const result = {};
			for (const [key, home] of rotate(Object.entries(state.folders), round)) {
				result[key] = {
					seconds: await timedStart(line, home, state.out),
					...state.sizes[key],
				};
			}
			return result;
		},
	};
}
