// The table the suite prints: one row per check (section, kind, expected, observed, pass).
// A check that throws is a failed row whose observed value is the error's first line.

/** @typedef {{ section: string, kind: string, expected: string, observed: string, pass: boolean }} Row */

export class Report {
	constructor() {
		/** @type {Row[]} */
		this.rows = [];
	}

	/**
	 * Records a row; returns `pass` so callers can branch on it.
	 * @param {string} section
	 * @param {string} kind
	 * @param {unknown} expected
	 * @param {unknown} observed
	 * @param {boolean} pass
	 */
	add(section, kind, expected, observed, pass) {
		this.rows.push({ section, kind, expected: String(expected), observed: String(observed), pass });
		const mark = pass ? 'pass' : 'FAIL';
		process.stderr.write(`  ${mark}  ${section} · ${kind}: ${observed}\n`);
		return pass;
	}

	/**
	 * Runs `fn` (which returns {observed, pass}); an exception is a failed row.
	 * @param {string} section
	 * @param {string} kind
	 * @param {unknown} expected
	 * @param {() => Promise<{ observed: unknown, pass: boolean }> | { observed: unknown, pass: boolean }} fn
	 */
	async check(section, kind, expected, fn) {
		try {
			const { observed, pass } = await fn();
			return this.add(section, kind, expected, observed, pass);
		} catch (error) {
			const text = String(/** @type {{ message?: string } | undefined} */ (error)?.message ?? error)
				.split('\n')[0]
				.slice(0, 300);
			return this.add(section, kind, expected, `error: ${text}`, false);
		}
	}

	get failed() {
		return this.rows.filter((r) => !r.pass);
	}

	/**
	 * A plain-text table; long cells are wrapped at `width` characters.
	 * @param {(line: string) => void} [write]
	 */
	print(write = (line) => process.stdout.write(`${line}\n`)) {
		/**
		 * @param {string} text
		 * @param {number} width
		 */
		const cut = (text, width) => {
			const lines = [];
			for (const part of text.split('\n')) {
				for (let i = 0; i < Math.max(1, part.length); i += width)
					lines.push(part.slice(i, i + width));
			}
			return lines;
		};
		const widths = { kind: 44, expected: 40, observed: 60 };
		/** @type {string | undefined} */
		let section;
		write('');
		write(
			`${'kind'.padEnd(widths.kind)} | ${'expected'.padEnd(widths.expected)} | ${'observed'.padEnd(widths.observed)} | pass`,
		);
		for (const row of this.rows) {
			if (row.section !== section) {
				section = row.section;
				write(`${'-'.repeat(widths.kind + widths.expected + widths.observed + 13)}`);
				write(`## ${section}`);
			}
			const cells = {
				kind: cut(row.kind, widths.kind),
				expected: cut(row.expected, widths.expected),
				observed: cut(row.observed, widths.observed),
			};
			const height = Math.max(...Object.values(cells).map((c) => c.length));
			for (let i = 0; i < height; i++) {
				write(
					`${(cells.kind[i] ?? '').padEnd(widths.kind)} | ${(cells.expected[i] ?? '').padEnd(widths.expected)} | ${(cells.observed[i] ?? '').padEnd(widths.observed)} | ${i === 0 ? (row.pass ? 'pass' : 'FAIL') : ''}`,
				);
			}
		}
		const failed = this.failed.length;
		write('');
		write(`# checks ${this.rows.length}, pass ${this.rows.length - failed}, fail ${failed}`);
	}
}
