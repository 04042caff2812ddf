'use strict';
// The request log: one entry per API call (not control or /files/ requests), token redacted.

function createRequestLog({ print = false } = {}) {
	/** @type {import('./index').RequestLogEntry[]} */
	const entries = [];
	return {
		/** @param {import('./index').RequestLogEntry} entry */
		start(entry) {
			entries.push(entry);
			return entry;
		},
		finish(entry, status) {
			entry.status = status;
			if (!print) return;
			const note = entry.note ? ` (${entry.note})` : '';
			const when = new Date(entry.time).toISOString();
			process.stdout.write(
				`[simulator] ${when} ${entry.host} ${entry.httpMethod} ${entry.path} → ${status}${note}\n`,
			);
		},
		all: () => entries.map((e) => ({ ...e })),
		reset: () => entries.splice(0),
	};
}

module.exports = { createRequestLog };
