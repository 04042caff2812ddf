'use strict';
// The API methods an instance serves, by lower-cased name.

/**
 * @typedef {object} MethodDef
 * @property {string} name
 * @property {'GET' | 'POST' | 'DELETE'} http
 * @property {boolean} [v3] also (or only) served under /v3
 * @property {'media'} [host] answered on the media listener only
 * @property {boolean} [beta] 403 without status access
 * @property {boolean} [extra] takes a trailing path segment after the token
 * @property {'json' | 'multipart' | 'raw'} [body]
 * @property {(ctx: any) => unknown} handler the response body (undefined = empty)
 */
const GROUPS = [
	'sending',
	'interactive',
	'files',
	'editing',
	'journals',
	'calls',
	'queue',
	'contacts',
	'addressBook',
	'chats',
	'statuses',
	'account',
	'groups',
	'groupSettings',
	'notifications',
	'authorization',
	'pairing',
];

/**
 * Every method but those the messenger lacks: those get the answer of an unknown method.
 * @param {import('../messengers').Messenger} messenger
 * @returns {Map<string, MethodDef>}
 */
function loadMethods(messenger) {
	const map = new Map();
	for (const group of GROUPS) {
		for (const def of require(`./${group}`).methods)
			if (!messenger.lacks.includes(def.name)) map.set(def.name.toLowerCase(), def);
	}
	return map;
}

module.exports = { loadMethods };
