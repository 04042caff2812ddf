// Writes BENCHMARKS.md: how to reproduce, the machine, one section per row producer, and the
// hand-written notes below the KEEP marker, which a new run leaves as they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

import prettier from 'prettier';

import { queueTable, readQueueFigures } from '../../test/e2e/queue/figures.mjs';
import { machineLines } from './machine.mjs';
import { producerSection } from './report.mjs';

export const KEEP = '<!-- Everything below this line is kept by `npm run bench`. -->';
const README_START = '<!-- bench:start (written by npm run bench) -->';
const README_END = '<!-- bench:end -->';

/** @typedef {{ producer: import('./types.js').Producer, rounds: import('./types.js').Round[], missing?: Record<string, string>, notes?: string[] }} Section */

/**
 * One sentence per table, from its medians.
 * @param {Section[]} sections
 * @param {unknown} peer
 * @returns {string[]}
 */
export function headlines(sections, peer) {
	return sections.flatMap((s) => s.producer.headline?.(s.rounds, { peer: Boolean(peer) }) || []);
}

/**
 * Replaces the README's block between the bench markers with the latest headlines, leaving every
 * other byte of the README as it is (Markdown is not run through Prettier in this repository).
 * @param {string} file
 * @param {{ machine: Machine, lines: string[] }} o
 */
export async function updateReadme(file, { machine, lines }) {
	const text = readFileSync(file, 'utf8');
	const start = text.indexOf(README_START);
	const end = text.indexOf(README_END);
	if (start < 0 || end < start)
		throw new Error(`${file} has no ${README_START} … ${README_END} block`);
	const block = [
		README_START,
		'',
		`Latest run: n8n ${machine.n8nVersion}, commit \`${machine.commit}\`, ${machine.cores}-core ${machine.cpu}, ${machine.date.slice(0, 10)} (medians of the rounds; absolute figures depend on the machine, the ratios compare contenders measured side by side; all tables and the method in [BENCHMARKS.md](BENCHMARKS.md)):`,
		'',
		...lines.map((l) => `- ${l}`),
		README_END,
	].join('\n');
	writeFileSync(file, text.slice(0, start) + block + text.slice(end + README_END.length));
}

/** @typedef {Awaited<ReturnType<typeof import('./machine.mjs').describeMachine>>} Machine */

/**
 * Writes Markdown the way `npm run format` would leave it, so `format:check` stays green.
 * @param {string} file
 * @param {string} text
 */
async function writeFormatted(file, text) {
	const options = { ...(await prettier.resolveConfig(file)), filepath: file };
	writeFileSync(file, await prettier.format(text, options));
}

/** @param {string} file */
function keptPart(file) {
	if (!existsSync(file)) return `${KEEP}\n`;
	const text = readFileSync(file, 'utf8');
	const at = text.indexOf(KEEP);
	return at < 0 ? `${KEEP}\n` : text.slice(at);
}

/**
 * The queue-mode suite's last figures (test/e2e/queue/figures.mjs), when it has run here; its
 * sends over the workers are left out, since (g) measures them.
 * @param {ReturnType<typeof readQueueFigures>} figures
 */
function queueSection(figures) {
	if (!figures) return [];
	return [
		'### Queue mode, end-to-end suite: deliveries, duplicates, a killed worker',
		'',
		`Not measured by this run: the figures of the last \`npm run test:e2e -- --queue\` on this machine (n8n ${figures.n8n}, ${String(figures.measuredAt).slice(0, 16).replace('T', ' ')} UTC).`,
		'',
		queueTable({ ...figures, sends: undefined }),
		'',
	];
}

/**
 * @param {string} file
 * @param {object} o
 * @param {Machine} o.machine   describeMachine()
 * @param {Section[]} o.sections  [{producer, rounds, missing, notes}]
 * @param {string[]} o.method  lines describing how the figures were taken
 * @param {{ rounds: number, line: { id: number }, peer: unknown }} o.options   the run's options
 */
export async function writeDocument(file, { machine, sections, method, options }) {
	const command = `npm run bench${options.line.id === 2 ? ' -- --n8n 2' : ''}`;
	const text = [
		'# Benchmarks',
		'',
		`Written by \`${command}\` (see "How to reproduce" below). Every figure comes from one run on`,
		'one machine: the contenders were measured side by side, in interleaved rounds, and each cell',
		`is the median of ${options.rounds} rounds. Absolute figures (seconds, milliseconds, MB) depend`,
		'on the machine and its load; the ratios in parentheses compare contenders within the run.',
		'',
		...machineLines(machine),
		'',
		'## Headlines',
		'',
		...headlines(sections, options.peer).map((l) => `- ${l}`),
		'',
		'## Results',
		'',
		...sections.flatMap((s) => [producerSection(s.producer, s.rounds, s), '']),
		...queueSection(readQueueFigures()),
		'## How the figures are taken',
		'',
		...method.map((line) => `- ${line}`),
		'',
		keptPart(file).trimEnd(),
		'',
	].join('\n');
	await writeFormatted(file, text);
}
