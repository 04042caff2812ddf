// Runs the selected producers round after round and keeps their cells per table and round.
import { phase } from '../../test/e2e/lib/util.mjs';

/** @typedef {import('./types.js').Producer} Producer */
/** @typedef {import('./types.js').Round} Round */

export class Results {
	constructor() {
		/**
		 * table id → { producer (the first one with that id), rounds: [cells by column] }
		 * @type {Map<string, { producer: Producer, rounds: Round[] }>}
		 */
		this.tables = new Map();
	}

	/**
	 * Producers sharing an id fill one table; their cells of one round are merged. `elsewhere`
	 * ({ tableId: cells }) adds a measurement to another table that this run has.
	 * @param {Producer} producer
	 * @param {number} round
	 * @param {import('./types.js').Measured} measured
	 */
	record(producer, round, { elsewhere = {}, ...rest }) {
		if (!this.tables.has(producer.id)) this.tables.set(producer.id, { producer, rounds: [] });
		const cells = /** @type {Round} */ (rest); // every key but `elsewhere` is a column
		/** @type {Array<[string, Round]>} */
		const parts = [[producer.id, cells], ...Object.entries(elsewhere)];
		for (const [id, more] of parts) {
			const rounds = this.tables.get(id)?.rounds;
			if (rounds) rounds[round - 1] = { ...rounds[round - 1], ...more };
		}
	}

	/** The tables in id order: a, a2, b, … */
	sections() {
		return [...this.tables.values()].sort((a, b) => a.producer.id.localeCompare(b.producer.id));
	}
}

/**
 * Every round runs every stage; a stage runs its lanes side by side, a lane its producers in turn.
 * @param {object} o
 * @param {Producer[][][]} o.stages
 * @param {number} o.rounds
 * @param {import('./types.js').BenchContext} o.ctx
 * @param {Results} o.results
 */
export async function runRounds({ stages, rounds, ctx, results }) {
	for (let round = 1; round <= rounds; round++) {
		for (const stage of stages) {
			const lanes = stage.map((lane) => lane.map((p) => p.id).join(' → '));
			await phase(`round ${round}: ${lanes.join(' ‖ ')}`, () =>
				Promise.all(
					stage.map(async (lane) => {
						for (const p of lane) results.record(p, round, await p.measure(ctx, round));
					}),
				),
			);
		}
	}
}
