// The queue-mode run's measured figures, written for `npm run bench` and BENCHMARKS.md:
// `test-output/e2e-queue/figures.json` (raw) and `figures.md` (a ready Markdown table).
// readQueueFigures() gives the bench the last run's figures, or undefined.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { OUTPUT } from '../lib/util.mjs';

/**
 * The figures of one queue-mode run, by test (each present when its test ran).
 * @typedef {object} QueueFigures
 * @property {Awaited<ReturnType<typeof import('./sends.mjs').runSpreadSends>>} [sends]
 * @property {Awaited<ReturnType<typeof import('./deliveries.mjs').runPacedDeliveries>>} [paced]
 * @property {Awaited<ReturnType<typeof import('./deliveries.mjs').runThousandDeliveries>>['figures']} [sequential]
 * @property {Awaited<ReturnType<typeof import('./deliveries.mjs').runDuplicates>>} [duplicates]
 * @property {Awaited<ReturnType<typeof import('./deliveries.mjs').runSimultaneousCopies>>} [simultaneous]
 * @property {Awaited<ReturnType<typeof import('./kill.mjs').runWorkerKill>>} [kill]
 */

export const FIGURES_DIR = join(OUTPUT, 'e2e-queue');
const FILE = join(FIGURES_DIR, 'figures.json');

/**
 * @param {string} [file]
 * @returns {(QueueFigures & { n8n?: string, measuredAt?: string }) | undefined}
 */
export function readQueueFigures(file = FILE) {
	return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * Markdown rows: one table, one row per measurement.
 * @param {QueueFigures} f
 */
export function queueTable(f) {
	const rows = [['measurement', 'figure']];
	/**
	 * @param {string} label
	 * @param {string | undefined} value
	 */
	const add = (label, value) => value !== undefined && rows.push([label, String(value)]);
	if (f.sends) {
		const s = f.sends;
		add('1,000 sends over 2 workers: delivered', `${s.delivered} of ${s.sends} (${s.runs} runs)`);
		add('… lost / sent twice', `${s.lost} / ${s.duplicates}`);
		add(
			'… HTTP 429 answers (all retried)',
			`${s.http429}, ${s.percent429} % of calls (at most ${s.mostAttemptsForOneMessage} attempts for one message)`,
		);
		add(
			'… achieved rate (limit 50/s per instance)',
			`${s.sendsPerSecond}/s, ${s.percentOfLimit} % of the limit`,
		);
		add('… total time, first call to last run finished', `${s.seconds} s`);
		add(
			'… runs per worker',
			Object.entries(s.perWorker)
				.map(([w, n]) => `${w} ${n}`)
				.join(', '),
		);
	}
	if (f.paced) {
		const p = f.paced;
		add(
			'1,000 deliveries at 50/s → executions',
			`${p.executions} (sent at ${p.deliveryRate}/s, all answered 200 after ${p.answeredSeconds} s with at most ${p.maxInFlight} open, all run after ${p.allExecutedSeconds} s)`,
		);
	}
	if (f.sequential) {
		const q = f.sequential;
		add(
			'1,000 deliveries one at a time (as the service) → executions',
			`${q.executions} (${q.deliveryRate}/s, all run after ${q.allExecutedSeconds} s)`,
		);
	}
	if (f.duplicates) {
		const d = f.duplicates;
		add(
			'Ignore Duplicates, 2 webhook processors: re-sent → executions',
			`${d.resent + d.copies} → 0; ${d.fresh} new → ${d.executions}`,
		);
	}
	if (f.simultaneous) {
		const c = f.simultaneous;
		add(
			'… two copies at the same moment (not how the service sends)',
			`${c.pairs} notifications → ${c.executions} executions (${c.ranTwice} ran twice)`,
		);
	}
	if (f.kill) {
		const k = f.kill;
		add(
			'worker SIGKILLed mid 100-item run',
			`${k.status} after ${k.reportedAfterSeconds} s; ${k.delivered} sent, ${k.duplicates} twice`,
		);
	}
	/** @param {string[]} cells */
	const line = (cells) => `| ${cells.join(' | ')} |`;
	return [line(rows[0]), line(rows[0].map(() => '---')), ...rows.slice(1).map(line)].join('\n');
}

/**
 * @param {QueueFigures} figures
 * @param {{ n8n?: string, measuredAt?: string }} [meta]
 */
export function writeQueueFigures(figures, meta = {}) {
	mkdirSync(FIGURES_DIR, { recursive: true });
	const all = { ...meta, ...figures };
	writeFileSync(FILE, `${JSON.stringify(all, null, 2)}\n`);
	writeFileSync(join(FIGURES_DIR, 'figures.md'), `${queueTable(all)}\n`);
	return all;
}
