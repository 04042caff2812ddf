/** The longest wait a 429's Retry-After may impose on one call. */
export const RETRY_AFTER_CAP_MS = 60_000;

/**
 * Milliseconds a `Retry-After` header asks to wait (delay in seconds, or an HTTP date), capped at
 * `cap` (RETRY_AFTER_CAP_MS); undefined when absent or unreadable.
 */
export function retryAfterMs(
	header: unknown,
	now = Date.now(),
	cap = RETRY_AFTER_CAP_MS,
): number | undefined {
	const value = (Array.isArray(header) ? header[0] : header)?.toString().trim();
	if (!value) return undefined;
	let ms: number;
	if (/^\d+(\.\d+)?$/.test(value)) ms = Number(value) * 1000;
	else {
		const date = Date.parse(value);
		if (Number.isNaN(date)) return undefined;
		ms = date - now;
	}
	return Math.min(Math.max(0, Math.ceil(ms)), cap);
}
