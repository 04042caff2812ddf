const MASK = '***';

/** The service echoes request paths (`/waInstance123/sendMessage/<token>`) in error bodies. */
const TOKEN_SEGMENT = /(waInstance\d+\/[A-Za-z]+\/)[^/?#\s"'\\]+/g;

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Returns a function that erases the instance token, in every form it can travel in (as is,
 * URL-encoded either way, JSON-escaped), from a string or a JSON-like value, and masks the token
 * segment of any service path. The transport keeps the token only to erase it.
 */
export function createRedactor(secret: string): <T>(value: T) => T {
	const forms = [
		secret,
		encodeURIComponent(secret),
		encodeURI(secret),
		JSON.stringify(secret).slice(1, -1),
	].filter((form, index, all) => form.length > 0 && all.indexOf(form) === index);
	const pattern = forms.length
		? new RegExp(
				forms
					.sort((a, b) => b.length - a.length)
					.map(escapeRegExp)
					.join('|'),
				'gi',
			)
		: undefined;

	const scrubText = (text: string): string => {
		const masked = pattern ? text.replace(pattern, MASK) : text;
		return masked.replace(TOKEN_SEGMENT, `$1${MASK}`);
	};

	const scrub = (value: unknown, seen: WeakSet<object>): unknown => {
		if (typeof value === 'string') return scrubText(value);
		if (value === null || typeof value !== 'object') return value;
		if (seen.has(value)) return undefined;
		seen.add(value);
		if (Array.isArray(value)) return value.map((entry) => scrub(entry, seen));
		const out: Record<string, unknown> = {};
		for (const [key, entry] of Object.entries(value)) out[scrubText(key)] = scrub(entry, seen);
		return out;
	};

	return <T>(value: T): T => scrub(value, new WeakSet()) as T;
}
