// Searches n8n's database and output for a secret in all the forms it could take on the way:
// raw, URL-encoded (upper- and lower-case hex), encodeURI-encoded, and its distinctive prefix.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { n8nDir } from './install.mjs';

/** @typedef {import('./types.js').JsonObject} JsonObject */
/** @typedef {import('./types.js').SqliteDatabase} SqliteDatabase */
/** @typedef {{ where: string, form: string, context: string }} Hit */

/**
 * The forms of `secret` a leak could take.
 * @param {string} secret
 * @returns {string[]}
 */
export function secretForms(secret) {
	const encoded = encodeURIComponent(secret);
	const forms = new Set([
		secret,
		encoded,
		encoded.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
		encodeURI(secret),
		new URLSearchParams({ t: secret }).toString().slice(2),
		/^[A-Za-z0-9]{6,}/.exec(secret)?.[0],
	]);
	forms.delete(undefined);
	return /** @type {string[]} */ ([...forms]); // undefined was deleted just above
}

/**
 * Every place (label, form, context) where one of the forms occurs in `text`.
 * @param {string} label
 * @param {string} text
 * @param {string[]} forms
 * @returns {Hit[]}
 */
export function scanText(label, text, forms) {
	const hits = [];
	for (const form of forms) {
		let at = text.indexOf(form);
		while (at >= 0) {
			hits.push({
				where: label,
				form,
				context: text.slice(Math.max(0, at - 120), at + form.length + 60),
			});
			at = text.indexOf(form, at + 1);
		}
	}
	return hits;
}

/**
 * The rows a query answers.
 * @param {SqliteDatabase} db
 * @param {string} sql
 * @returns {Promise<JsonObject[]>}
 */
export function all(db, sql) {
	return new Promise((resolve, reject) =>
		db.all(sql, (error, rows) => (error ? reject(error) : resolve(rows))),
	);
}

/**
 * Opens an SQLite database read-only with n8n's own sqlite3 module.
 * @param {string} file
 * @param {string} n8nPackageJson n8n's package.json, where its sqlite3 is found from
 * @returns {Promise<SqliteDatabase>}
 */
export function openReadOnly(file, n8nPackageJson) {
	const sqlite3 = /** @type {import('./types.js').Sqlite3} */ (
		createRequire(n8nPackageJson)('sqlite3')
	);
	return new Promise((resolve, reject) => {
		const handle = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (error) =>
			error ? reject(error) : resolve(handle),
		);
	});
}

/**
 * Every file under `dir` (recursively, `skip` folders left out) searched as bytes.
 * @param {string} dir
 * @param {string[]} forms
 * @param {string[]} [skip]
 */
export function scanFiles(dir, forms, skip = []) {
	/** @type {Hit[]} */
	const hits = [];
	let files = 0;
	/** @param {string} folder */
	const walk = (folder) => {
		for (const entry of readdirSync(folder, { withFileTypes: true })) {
			const full = join(folder, entry.name);
			if (entry.isDirectory()) {
				if (!skip.includes(full)) walk(full);
			} else if (entry.isFile()) {
				files += 1;
				hits.push(...scanText(full, readFileSync(full).toString('latin1'), forms));
			}
		}
	};
	walk(dir);
	return { files, hits };
}

/**
 * Opens `<home>/.n8n/database.sqlite` with n8n's own sqlite3 module and searches every row of
 * every table (executions and their data included); also searches the raw database files.
 * @param {{ home: string, line: import('./install.mjs').Line }} n8n
 * @param {string[]} forms
 */
export async function scanDatabase(n8n, forms) {
	const folder = join(n8n.home, '.n8n');
	const file = join(folder, 'database.sqlite');
	if (!existsSync(file)) throw new Error(`no database at ${file}`);
	const db = await openReadOnly(
		file,
		join(n8nDir(n8n.line), 'node_modules', 'n8n', 'package.json'),
	);
	/** @type {Hit[]} */
	const hits = [];
	let executions = 0;
	let errorExecutions = 0;
	let dataRows = 0;
	try {
		const tables = await all(db, "SELECT name FROM sqlite_master WHERE type = 'table'");
		for (const { name } of /** @type {Array<{ name: string }>} */ (tables)) {
			const rows = await all(db, `SELECT * FROM "${name}"`);
			if (name === 'execution_entity') {
				executions = rows.length;
				errorExecutions = rows.filter((r) => r.status === 'error').length;
			}
			if (name === 'execution_data')
				dataRows = rows.filter((r) => typeof r.data === 'string' && r.data.length > 0).length;
			rows.forEach((row, index) =>
				hits.push(...scanText(`${name} row ${index}`, JSON.stringify(row), forms)),
			);
		}
	} finally {
		await new Promise((resolve) => db.close(resolve));
	}
	if (dataRows < executions)
		throw new Error(`only ${dataRows} of ${executions} executions have data`);
	// The database files as bytes, and every other file n8n keeps there (config, event logs, …);
	// the installed package itself is left out.
	const { files, hits: rawHits } = scanFiles(folder, forms, [join(folder, 'nodes')]);
	return { executions, errorExecutions, hits, rawHits, files };
}
