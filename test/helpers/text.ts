/**
 * Every string reachable from a value through own properties, enumerable or not (message, stack,
 * cause, context, description…): what a leak check must search, beyond JSON.stringify.
 */
export function allText(value: unknown, seen = new WeakSet<object>(), depth = 0): string {
	if (typeof value === 'string') return value;
	if (typeof value === 'number' || typeof value === 'boolean') return String(value);
	if (value === null || typeof value !== 'object' || depth > 8 || seen.has(value)) return '';
	seen.add(value);
	const parts: string[] = [];
	for (const key of Object.getOwnPropertyNames(value)) {
		let entry: unknown;
		try {
			entry = (value as Record<string, unknown>)[key];
		} catch {
			continue;
		}
		parts.push(key, allText(entry, seen, depth + 1));
	}
	return parts.join('\n');
}
