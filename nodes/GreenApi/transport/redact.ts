const MASK = '***';

/**
 * Where the service echoes a request path (`/waInstance123/sendMessage/<token>`) in an error
 * body. Used on failures only: in a successful answer the same text may be a user's message.
 */
const TOKEN_SEGMENT = /(waInstance\d+\/[A-Za-z]+\/)[^/?#\s"'\\]+/g;

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The parts of the token's base64 text that are the same wherever the token sits in a longer
 * base64 string (three byte alignments), standard and URL-safe. Each is long enough to reveal
 * most of the token, so each is erased.
 */
function base64Forms(secret: string): string[] {
	const bytes = Buffer.from(secret, 'utf8');
	const forms: string[] = [];
	for (let shift = 0; shift < 3; shift++) {
		const text = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
		const start = Math.ceil((shift * 8) / 6);
		const end = Math.floor(((shift + bytes.length) * 8) / 6);
		const fragment = text.slice(start, end);
		forms.push(fragment, fragment.replace(/\+/g, '-').replace(/\//g, '_'));
	}
	return forms;
}

/** Characters JSON (and some encoders) put a backslash before; the backslash may be encoded too. */
const BACKSLASHED = new Set(['/', '"', "'", '\\']);
const BACKSLASHES = '(?:\\\\|%(?:25)*5c)*';

/**
 * One character of the token in any form a URL, JSON or HTML can carry it: as is, percent-encoded
 * any number of times (`/` → `%2F` → `%252F` → `%25252F` …), `\u`-escaped, as an HTML character
 * reference, and, for the characters JSON escapes, after any number of backslashes. The first
 * character takes no run of backslashes: a match may start at the last one, and a run tried from
 * every position of a long text of backslashes would cost quadratic time.
 */
function characterPattern(char: string, first: boolean): string {
	const percent = [...Buffer.from(char, 'utf8')]
		.map((byte) => `%(?:25)*${byte.toString(16).padStart(2, '0')}`)
		.join('');
	const forms = [escapeRegExp(char), percent];
	const code = char.codePointAt(0) ?? 0;
	if (!/[A-Za-z0-9]/.test(char)) {
		const escape = first ? '\\\\' : '\\\\+';
		if (code <= 0xffff) forms.push(`${escape}u${code.toString(16).padStart(4, '0')}`);
		forms.push(`&#0*${code};`, `&#x0*${code.toString(16)};`);
		if (char === '&') forms.push('&amp;');
	}
	const pattern = `(?:${forms.join('|')})`;
	return BACKSLASHED.has(char) && !first ? `(?:${BACKSLASHES}${pattern})` : pattern;
}

/**
 * The token at any depth of URL encoding, JSON escaping or HTML escaping, and mixes of them (each
 * character matched on its own), in any letter case, and as hex.
 */
function textualPattern(secret: string): RegExp | undefined {
	if (!secret) return undefined;
	const chars = [...secret].map((char, index) => characterPattern(char, index === 0)).join('');
	const hex = Buffer.from(secret, 'utf8').toString('hex');
	return new RegExp(`${chars}|${hex}`, 'gi');
}

function alternation(forms: string[], flags: string): RegExp | undefined {
	const unique = [...new Set(forms.filter((form) => form.length > 0))];
	if (!unique.length) return undefined;
	const source = unique
		.sort((a, b) => b.length - a.length)
		.map(escapeRegExp)
		.join('|');
	return new RegExp(source, flags);
}

/** Binary values are passed through as they are: they are file contents, not text to scrub. */
function isBinary(value: object): boolean {
	return value instanceof ArrayBuffer || ArrayBuffer.isView(value);
}

export interface RedactOptions {
	/** Also mask the token segment of any echoed service path (error bodies only). */
	paths?: boolean;
}

export type Redactor = <T>(value: T, options?: RedactOptions) => T;

/**
 * Returns a function that erases the instance token, in every form it can travel in (as is,
 * URL-encoded to any depth, JSON- or HTML-escaped, hex, base64 of the raw or URL-encoded token),
 * from a string or a JSON-like value. It copies objects into plain objects whose keys are own data
 * properties, so a `__proto__` key stays a key and never becomes a prototype. The transport keeps
 * the token only to erase it.
 */
export function createRedactor(secret: string): Redactor {
	const textual = textualPattern(secret);
	// Fragments shorter than 6 characters would mask ordinary text; real tokens give ~65.
	const once = encodeURIComponent(secret);
	const encoded = alternation(
		secret
			? [secret, once, encodeURIComponent(once)]
					.flatMap(base64Forms)
					.filter((form) => form.length >= 6)
			: [],
		'g',
	);

	const scrubText = (text: string, options: RedactOptions): string => {
		let out = textual ? text.replace(textual, MASK) : text;
		if (encoded) out = out.replace(encoded, MASK);
		return options.paths ? out.replace(TOKEN_SEGMENT, `$1${MASK}`) : out;
	};

	const scrub = (value: unknown, ancestors: Set<object>, options: RedactOptions): unknown => {
		if (typeof value === 'string') return scrubText(value, options);
		if (value === null || typeof value !== 'object') return value;
		if (isBinary(value)) return value;
		if (ancestors.has(value)) return undefined;
		ancestors.add(value);
		let out: unknown;
		if (Array.isArray(value)) out = value.map((entry) => scrub(entry, ancestors, options));
		else {
			const copy: Record<string, unknown> = {};
			for (const [key, entry] of Object.entries(value)) {
				const name = scrubText(key, options);
				const clean = scrub(entry, ancestors, options);
				// Assigning `__proto__` would set the prototype; defining it keeps it a plain key.
				if (name === '__proto__') {
					Object.defineProperty(copy, name, {
						value: clean,
						enumerable: true,
						writable: true,
						configurable: true,
					});
				} else copy[name] = clean;
			}
			out = copy;
		}
		ancestors.delete(value);
		return out;
	};

	return <T>(value: T, options: RedactOptions = {}): T => scrub(value, new Set(), options) as T;
}

/** Shortens text that is already redacted, so that a cut can never leave part of a token. */
export function clip(text: string, max: number): string {
	return text.length > max ? `${text.slice(0, max)}…` : text;
}
