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
 * URL-encoded once or twice, JSON-escaped, base64), from a string or a JSON-like value. It copies
 * objects into plain objects whose keys are own data properties, so a `__proto__` key stays a key
 * and never becomes a prototype. The transport keeps the token only to erase it.
 */
export function createRedactor(secret: string): Redactor {
	const once = encodeURIComponent(secret);
	const textual = alternation(
		secret
			? [
					secret,
					once,
					encodeURI(secret),
					encodeURIComponent(once),
					JSON.stringify(secret).slice(1, -1),
				]
			: [],
		'gi',
	);
	// Fragments shorter than 6 characters would mask ordinary text; real tokens give ~65.
	const encoded = alternation(
		secret ? base64Forms(secret).filter((form) => form.length >= 6) : [],
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
