'use strict';
// Every API method, by lower-cased name. A definition:
//   { name, http, v3?, host?: 'media' (media listener only), beta?, extra? (trailing path
//     segment), body?: 'json' | 'multipart' | 'raw', handler(ctx) → response body (undefined = empty) }
const GROUPS = [
	'sending',
	'interactive',
	'files',
	'editing',
	'journals',
	'queue',
	'contacts',
	'chats',
	'statuses',
	'account',
	'groups',
	'notifications',
];

function loadMethods() {
	const map = new Map();
	for (const group of GROUPS) {
		for (const def of require(`./${group}`).methods) map.set(def.name.toLowerCase(), def);
	}
	return map;
}

module.exports = { loadMethods };
