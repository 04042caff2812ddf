// The instance token after the whole queue-mode run: in no row of any PostgreSQL table (the
// credential is stored encrypted) and in no line any cluster process printed, in every form the
// token could take on the way (raw, URL-encoded, its distinctive prefix).
import assert from 'node:assert/strict';

import { SECRET_TOKEN } from '../lib/fixtures.mjs';
import { scanText, secretForms } from '../lib/scan.mjs';

/**
 * @param {import('./cluster.mjs').QueueSetup<{ all: import('../lib/types.js').Workflow[] }>} setup
 */
export async function runSecretScan(setup) {
	const forms = secretForms(SECRET_TOKEN);
	/**
	 * The one row of a query that selects one number (`count(*)::int`) as `column`.
	 * @param {string} sql
	 * @param {string} column
	 * @param {unknown[]} [params]
	 */
	const single = async (sql, column, params) =>
		/** @type {number} */ ((await setup.postgres.query(sql, params))[0][column]);
	const tables = (
		await setup.postgres.query(
			`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
		)
	).map((r) => String(r.tablename));
	assert.ok(tables.includes('execution_data') && tables.includes('credentials_entity'));
	/** @type {Array<{ table: string, form: string, rows: number }>} */
	const hits = [];
	let rows = 0;
	for (const table of tables) {
		rows += await single(`SELECT count(*)::int AS n FROM "${table}"`, 'n');
		for (const form of forms) {
			const found = await single(
				`SELECT count(*)::int AS found FROM "${table}" t WHERE strpos(t::text, $1) > 0`,
				'found',
				[form],
			);
			if (found) hits.push({ table, form, rows: found });
		}
	}
	// The scan itself finds a planted token.
	const [{ planted }] = await setup.postgres.query(
		`SELECT strpos(t::text, $1) > 0 AS planted FROM (SELECT $2::text AS v) t`,
		[encodeURIComponent(SECRET_TOKEN), `…/getAvatar/${encodeURIComponent(SECRET_TOKEN)}`],
	);
	assert.equal(planted, true, 'the scan finds a planted token');
	const logs = setup.all.flatMap((proc) => scanText(`${proc.role} log`, proc.output, forms));
	const logBytes = setup.all.reduce((n, proc) => n + proc.output.length, 0);
	assert.ok(rows > 2000, `the scan saw the run's rows (${rows})`);
	assert.ok(logBytes > 100000, `the logs were captured (${logBytes} bytes)`);
	assert.deepEqual(hits, [], 'PostgreSQL rows holding the token');
	assert.deepEqual(
		logs.map((h) => ({ where: h.where, form: h.form })),
		[],
		'log lines holding the token',
	);
	return { tables: tables.length, rows, logBytes, forms: forms.length };
}
