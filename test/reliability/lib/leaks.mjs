// The instance token in every form it could take on its way into n8n's database, files and logs,
// and a scanner that finds the whole token or any 8-character piece of any of those forms.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { all, openReadOnly, secretForms } from '../../e2e/lib/scan.mjs';

export const FRAGMENT = 8;

/** The pieces of the token's forms, each mapped to the name of its form. */
/** @typedef {Map<string, string>} FragmentTable */
/** @typedef {{ where: string, form: string, context: string }} Hit */
/** What a scan found: how many pieces, how many of each form, the first hits. */
/** @typedef {{ count: number, forms: Record<string, number>, hits: Hit[] }} ScanResult */

/**
 * A 50-character token like the service's, with one character that URL encoding changes after
 * every seven random ones (`/ + = & ?`), so every 8-character piece holds at least six random
 * characters and cannot occur by chance.
 */
export function makeToken() {
	const specials = '/+=&?/+';
	let token = '';
	for (let i = 0; token.length < 50; i++) {
		const random = randomBytes(32)
			.toString('base64')
			.replace(/[^A-Za-z0-9]/g, '');
		token += random.slice(0, 7);
		if (token.length < 49) token += specials[i % specials.length];
	}
	return token.slice(0, 50);
}

/**
 * base64 of the token as it appears inside a longer base64 text: all three alignments.
 * @param {string} text
 */
function base64Forms(text) {
	const forms = [];
	const bytes = Buffer.from(text, 'utf8');
	for (let shift = 0; shift < 3; shift++) {
		const encoded = bytes.subarray(shift).toString('base64');
		// The last group depends on what follows the token; leave it out.
		forms.push(encoded.slice(0, Math.floor((bytes.length - shift) / 3) * 4));
	}
	return forms.flatMap((f) => [f, f.replace(/\+/g, '-').replace(/\//g, '_')]);
}

/**
 * Whole forms by name: raw, URL-encoded (both hex cases), double- and triple-encoded, JSON-escaped,
 * base64 (of the raw and of the URL-encoded token), hex.
 * @param {string} token
 */
export function wholeForms(token) {
	const encoded = encodeURIComponent(token);
	const lower = encoded.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
	const forms = [
		...secretForms(token)
			.filter((f) => f.length >= FRAGMENT)
			.map((form) => ({ name: form === token ? 'raw' : 'URL-encoded', form })),
		{ name: 'double-encoded', form: encodeURIComponent(encoded) },
		{ name: 'double-encoded', form: encodeURIComponent(lower) },
		{ name: 'triple-encoded', form: encodeURIComponent(encodeURIComponent(encoded)) },
		{ name: 'JSON-escaped', form: JSON.stringify(token).slice(1, -1).replace(/\//g, '\\/') },
		...base64Forms(token).map((form) => ({ name: 'base64', form })),
		...base64Forms(encoded).map((form) => ({ name: 'base64 of URL-encoded', form })),
		{ name: 'hex', form: Buffer.from(token, 'utf8').toString('hex') },
	];
	/** @type {Set<string>} */
	const seen = new Set();
	return forms.filter(({ form }) => !seen.has(form) && seen.add(form));
}

/**
 * Every 8-character piece of every whole form, mapped to the name of the form it came from.
 * @param {string[]} tokens
 * @returns {FragmentTable}
 */
export function fragmentTable(tokens) {
	/** @type {FragmentTable} */
	const table = new Map();
	for (const token of tokens) {
		for (const { name, form } of wholeForms(token)) {
			for (let i = 0; i + FRAGMENT <= form.length; i++) {
				const piece = form.slice(i, i + FRAGMENT);
				if (!table.has(piece)) table.set(piece, name);
			}
		}
	}
	return table;
}

/**
 * Hits of any piece in `text`: {where, at, kind, context}; the context shows 40 characters
 * around the hit with the hit itself masked, so the report does not repeat the leak.
 * @param {string} where
 * @param {string} text
 * @param {FragmentTable} table
 * @returns {ScanResult}
 */
export function scanFragments(where, text, table, limit = 5) {
	/** @type {Hit[]} */
	const hits = [];
	/** @type {Record<string, number>} */
	const forms = {};
	let count = 0;
	for (let i = 0; i + FRAGMENT <= text.length; i++) {
		const form = table.get(text.substr(i, FRAGMENT));
		if (!form) continue;
		count += 1;
		forms[form] = (forms[form] ?? 0) + 1;
		if (hits.length < limit) {
			const before = text.slice(Math.max(0, i - 40), i).replace(/\s+/g, ' ');
			const after = text.slice(i + FRAGMENT, i + FRAGMENT + 24).replace(/\s+/g, ' ');
			hits.push({ where, form, context: `${before}«8 chars»${after}` });
		}
		i += FRAGMENT - 1;
	}
	return { count, forms, hits };
}

/**
 * Adds one scan result into another.
 * @template {ScanResult} T
 * @param {T} total
 * @param {ScanResult} result
 */
export function merge(total, result) {
	total.count += result.count;
	for (const [form, n] of Object.entries(result.forms))
		total.forms[form] = (total.forms[form] ?? 0) + n;
	total.hits.push(...result.hits.slice(0, Math.max(0, 5 - total.hits.length)));
	return total;
}

/**
 * Every file under `dir` (recursively, `skip` folders left out), read as latin1 bytes.
 * @param {string} dir
 * @param {FragmentTable} table
 * @param {string[]} [skip]
 */
export function scanTree(dir, table, skip = []) {
	/** @type {ScanResult & { files: number }} */
	const total = { files: 0, count: 0, forms: {}, hits: [] };
	/** @param {string} folder */
	const walk = (folder) => {
		if (!existsSync(folder)) return;
		for (const entry of readdirSync(folder, { withFileTypes: true })) {
			const full = join(folder, entry.name);
			if (entry.isDirectory()) {
				if (!skip.includes(full)) walk(full);
			} else if (entry.isFile()) {
				total.files += 1;
				merge(total, scanFragments(full, readFileSync(full).toString('latin1'), table));
			}
		}
	};
	walk(dir);
	return total;
}

/**
 * Every row of every table of n8n's SQLite database (opened read-only with n8n's own sqlite3).
 * @param {string} file
 * @param {string} n8nPackageJson
 * @param {FragmentTable} table
 */
export async function scanDatabaseRows(file, n8nPackageJson, table) {
	const db = await openReadOnly(file, n8nPackageJson);
	/** @type {ScanResult & { rows: number }} */
	const total = { rows: 0, count: 0, forms: {}, hits: [] };
	try {
		const tables = await all(db, "SELECT name FROM sqlite_master WHERE type = 'table'");
		for (const { name } of /** @type {Array<{ name: string }>} */ (tables)) {
			for (const [index, row] of (await all(db, `SELECT * FROM "${name}"`)).entries()) {
				total.rows += 1;
				merge(total, scanFragments(`${name} row ${index}`, JSON.stringify(row), table));
			}
		}
	} finally {
		await new Promise((resolve) => db.close(resolve));
	}
	return total;
}
