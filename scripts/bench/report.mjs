// Turns the rounds of every row producer into Markdown tables (and a console summary).
//
// A row producer is { id, title, note?, columns: [{key, label}], metrics: [{key, label, digits?,
// ratio?}], measure(ctx, round) → { [columnKey]: { [metricKey]: number | string } } }. Its table
// has one row per metric and one column per contender; a cell is the median of the rounds, and
// with `ratio` the first column's (or `column.ratioTo`'s) median divided by this column's. With
// `everyRound: { columns, metrics }` (keys) a second table shows those cells round by round.
// (scripts/bench/types.d.ts declares these shapes.)

/** @typedef {import('./types.js').Producer} Producer */
/** @typedef {import('./types.js').Round} Round */
/** @typedef {import('./types.js').Cell} Cell */
/** @typedef {import('./types.js').Column} Column */
/** @typedef {import('./types.js').Metric} Metric */

/**
 * The median of the finite numbers among `values`.
 * @param {unknown[]} values
 * @returns {number | undefined}
 */
export function median(values) {
	const sorted = values
		.filter((v) => typeof v === 'number' && Number.isFinite(v))
		.map(Number)
		.sort((a, b) => a - b);
	if (!sorted.length) return undefined;
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
	const sorted = [...values].sort((a, b) => a - b);
	if (!sorted.length) return undefined;
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The value a cell shows for one metric over the rounds: the median; the text of the last round
 * when there is no number; when rounds differ (a contender stopped in some), that text and in
 * how many rounds it came.
 * @param {Round[]} rounds
 * @param {string} column
 * @param {string} metric
 * @param {{ perRound?: boolean }} [options]
 * @returns {Cell | undefined}
 */
export function summarize(rounds, column, metric, { perRound = false } = {}) {
	const values = rounds.map((r) => r?.[column]?.[metric]).filter((v) => v !== undefined);
	if (!values.length) return undefined;
	if (perRound) return values.join('; ');
	if (values.every((v) => typeof v === 'number')) return median(values);
	const texts = values.filter((v) => typeof v !== 'number');
	const text = texts[texts.length - 1];
	return texts.length === values.length
		? text
		: `${text} (${texts.length} of ${values.length} rounds)`;
}

/**
 * "1 of 3 rounds" when a cell's rounds differ (see summarize), else undefined.
 * @param {Cell | undefined} value
 */
export const someRounds = (value) =>
	typeof value === 'string' ? /\((\d+ of \d+ rounds)\)$/.exec(value)?.[1] : undefined;

/**
 * @param {Cell} value
 * @param {number} [digits]
 */
export function formatNumber(value, digits = 1) {
	if (typeof value !== 'number') return String(value);
	return value.toLocaleString('en-US', {
		minimumFractionDigits: digits,
		maximumFractionDigits: digits,
	});
}

/**
 * "1.20×" for a ÷ b, or '?' when either is missing.
 * @param {Cell | undefined} a
 * @param {Cell | undefined} b
 */
export function ratio(a, b) {
	if (typeof a !== 'number' || typeof b !== 'number' || !a || !b) return '?';
	const r = a / b;
	return `${r >= 10 ? r.toFixed(0) : r.toFixed(2)}×`;
}

/**
 * A reader of one table's medians for headlines: at(column, metric, digits) → text; lowest(column,
 * metric) → the lowest round's figure.
 * @param {Round[]} rounds
 */
export function medians(rounds) {
	/**
	 * @param {string} column
	 * @param {string} metric
	 */
	const value = (column, metric) => summarize(rounds, column, metric);
	/**
	 * @param {string} column
	 * @param {string} metric
	 */
	const at = (column, metric, digits = 1) => {
		const v = value(column, metric);
		return v === undefined ? '?' : formatNumber(v, digits);
	};
	/**
	 * The lowest round's value; a round's text (a contender that stopped) counts as lowest.
	 * @param {string} column
	 * @param {string} metric
	 * @returns {Cell | undefined}
	 */
	const lowest = (column, metric) => {
		const values = rounds.map((r) => r?.[column]?.[metric]).filter((v) => v !== undefined);
		const numbers = values.filter((v) => typeof v === 'number');
		return (
			values.find((v) => typeof v !== 'number') ??
			(numbers.length ? Math.min(...numbers) : undefined)
		);
	};
	return {
		value,
		at,
		lowest,
		/**
		 * @param {string} a
		 * @param {string} b
		 * @param {string} metric
		 */
		ratio: (a, b, metric) => ratio(value(a, metric), value(b, metric)),
	};
}

/**
 * @param {Cell | undefined} ours
 * @param {Cell | undefined} other
 */
function ratioText(ours, other) {
	const text = ratio(ours, other);
	return text === '?' ? '' : ` (${text})`;
}

/**
 * The text of one cell: the rounds' median (or texts), with its ratio where the metric has one.
 * @param {Producer} producer
 * @param {Round[]} rounds
 * @param {Column} column
 * @param {number} index
 * @param {Metric} metric
 */
function cellText(producer, rounds, column, index, metric) {
	const value = summarize(rounds, column.key, metric.key, metric);
	if (value === undefined) return '—';
	const text = formatNumber(value, metric.digits);
	const reference = column.ratioTo ?? producer.columns[0].key;
	if (!metric.ratio || reference === column.key || index === 0) return text;
	return text + ratioText(summarize(rounds, reference, metric.key), value);
}

/**
 * A producer's table with one row per contender (column) and one column per metric.
 * @param {Producer} producer
 * @param {Round[]} rounds
 * @param {Record<string, string>} missing column → why it has no figures
 */
function transposedTable(producer, rounds, missing) {
	const lines = [
		`| ${producer.setupLabel ?? 'setup'} | ${producer.metrics.map((m) => m.label).join(' | ')} |`,
		`|---|${producer.metrics.map((m) => (m.perRound ? '---' : '---:')).join('|')}|`,
	];
	producer.columns.forEach((column, index) => {
		const cells = producer.metrics.map((metric) =>
			missing[column.key] ? missing[column.key] : cellText(producer, rounds, column, index, metric),
		);
		lines.push(`| ${column.label} | ${cells.join(' | ')} |`);
	});
	return lines.join('\n');
}

/**
 * The Markdown table of one producer.
 * @param {Producer} producer
 * @param {Round[]} rounds
 * @param {{ missing?: Record<string, string> }} [options]
 */
export function producerTable(producer, rounds, { missing = {} } = {}) {
	if (producer.transposed) return transposedTable(producer, rounds, missing);
	const columns = producer.columns;
	const lines = [
		`| ${producer.metricsLabel ?? 'metric'} | ${columns.map((c) => c.label).join(' | ')} |`,
		`|---|${columns.map(() => '---:').join('|')}|`,
	];
	for (const metric of producer.metrics) {
		const cells = columns.map((column, index) =>
			missing[column.key] ? missing[column.key] : cellText(producer, rounds, column, index, metric),
		);
		lines.push(`| ${metric.label} | ${cells.join(' | ')} |`);
	}
	return lines.join('\n');
}

/**
 * A row per column of `producer.everyRound` and round: that round's cells, as measured.
 * @param {Producer} producer
 * @param {Round[]} rounds
 */
export function everyRoundTable(producer, rounds) {
	const { columns, metrics } = producer.everyRound ?? { columns: [], metrics: [] };
	const shown = producer.metrics.filter((m) => metrics.includes(m.key));
	const lines = [
		`| setup | round | ${shown.map((m) => m.label).join(' | ')} |`,
		`|---|---:|${shown.map((m) => (m.perRound ? '---' : '---:')).join('|')}|`,
	];
	for (const column of producer.columns.filter((c) => columns.includes(c.key))) {
		rounds.forEach((round, index) => {
			const cells = shown.map((m) => {
				const value = round?.[column.key]?.[m.key];
				return value === undefined ? '—' : formatNumber(value, m.digits);
			});
			lines.push(`| ${column.label} | ${index + 1} | ${cells.join(' | ')} |`);
		});
	}
	return lines.join('\n');
}

/**
 * The section of one producer: heading, table (and its rounds, if asked), notes.
 * @param {Producer} producer
 * @param {Round[]} rounds
 * @param {{ missing?: Record<string, string>, notes?: string[] }} [options]
 */
export function producerSection(producer, rounds, options) {
	const parts = [`### ${producer.title}`, '', producerTable(producer, rounds, options)];
	if (producer.everyRound) parts.push('', 'Every round:', '', everyRoundTable(producer, rounds));
	const notes = [producer.note, ...(options?.notes ?? [])].filter(Boolean);
	if (notes.length) parts.push('', ...notes.map((n) => `${n}`));
	return parts.join('\n');
}
