// What the live checks print: every line goes through one writer that removes the tokens (as
// given and URL-encoded) first, whatever the line holds.

/** @typedef {import('./recorder.mjs').Call} Call */

/**
 * A writer of lines from which every token in `tokens`, and every one it is told of, is removed.
 * @param {...string} tokens
 */
export function createReport(...tokens) {
	/** @type {string[]} */
	const forms = [];
	/** @param {string} token */
	const hide = (token) =>
		forms.push(...[token, encodeURIComponent(token)].filter((form) => form.length > 0));
	tokens.forEach(hide);
	/** @param {unknown} text */
	const scrub = (text) => forms.reduce((out, form) => out.split(form).join('***'), String(text));
	return {
		say: (line = '') => void process.stdout.write(`${scrub(line)}\n`),
		/** A token learned on the way (an instance Create made): never printed either. */
		hide,
	};
}

/**
 * The calls of one check, e.g. `POST /v3/getChatHistory 404, POST getChatHistory 200`.
 * @param {Call[]} calls
 */
export function describeCalls(calls) {
	if (!calls.length) return 'no request';
	return calls
		.map((c) => `${c.http} ${c.v3 ? '/v3/' : ''}${c.method} ${c.status || 'no answer'}`)
		.join(', ');
}

/**
 * Which path shapes answered (not 404) among the calls of methods that have a /v3 path.
 * @param {Call[]} calls
 */
export function pathStyleOf(calls) {
	/** @param {boolean} v3 */
	const answered = (v3) => calls.some((c) => c.v3 === v3 && c.status >= 200 && c.status < 300);
	/** @param {boolean} v3 */
	const refused = (v3) => calls.some((c) => c.v3 === v3 && c.status === 404);
	/**
	 * @param {boolean} v3
	 * @param {string} name
	 */
	const shape = (v3, name) =>
		answered(v3) ? `${name} answered` : refused(v3) ? `${name} 404` : `${name} not tried`;
	return `${shape(true, 'with /v3')}, ${shape(false, 'without /v3')}`;
}

/** Fields shown of an output item: enough to recognise it on one line. */
const SHOWN_FIELDS = 8;

/** Fields that hold what people wrote or are called: never printed. */
const PRIVATE = new Set([
	'text',
	'textMessage',
	'message',
	'caption',
	'name',
	'contactName',
	'chatName',
	'senderName',
	'senderContactName',
]);

/**
 * A one-line account of a node's output: its keys and short values, no texts or names.
 * @param {Array<{ json?: Record<string, unknown> }>} items
 */
export function summarize(items) {
	if (!items.length) return 'no items';
	if (items.length > 1) return `${items.length} items`;
	const json = items[0].json ?? {};
	const shown = Object.entries(json)
		.filter(([k]) => !PRIVATE.has(k))
		.filter(
			([, v]) =>
				['boolean', 'number'].includes(typeof v) || (typeof v === 'string' && v.length <= 24),
		)
		.map(([k, v]) => `${k}=${typeof v === 'string' ? JSON.stringify(v) : v}`);
	const kept = shown.slice(0, SHOWN_FIELDS);
	const rest = Object.keys(json).length - kept.length;
	return [...kept, ...(rest > 0 ? [`+${rest} more fields`] : [])].join(' ') || '{}';
}
