import { timingSafeEqual } from 'node:crypto';

/** `<scheme> <credentials>` with exactly one space, as the service writes the header. */
const HEADER = /^([A-Za-z]+) (.+)$/s;
const TYPED_TOKEN = /^(basic|bearer) /i;

/**
 * The `Authorization` value the service sends for a webhookUrlToken (see webhookUrlToken in
 * green-api.com/en/docs/api/account/SetSettings/):
 * a token that starts with `Basic ` or `Bearer ` is sent as given, a bare token as `Bearer <token>`.
 */
export function authorizationFor(webhookUrlToken: string): string {
	return TYPED_TOKEN.test(webhookUrlToken) ? webhookUrlToken : `Bearer ${webhookUrlToken}`;
}

function split(value: string): { scheme: string; credentials: string } | undefined {
	const match = HEADER.exec(value);
	return match ? { scheme: match[1].toLowerCase(), credentials: match[2] } : undefined;
}

/**
 * Whether a delivery's `Authorization` header carries our webhookUrlToken. The scheme word is
 * matched without regard to case; the credentials in constant time, so response timing does not
 * reveal how much of a guessed secret was right.
 */
export function isAuthorized(header: unknown, webhookUrlToken: unknown): boolean {
	// Anything but a non-empty string (static data edited or damaged) fails closed.
	if (typeof header !== 'string' || typeof webhookUrlToken !== 'string' || !webhookUrlToken)
		return false;
	const actual = split(header);
	const expected = split(authorizationFor(webhookUrlToken));
	if (!actual || !expected || actual.scheme !== expected.scheme) return false;
	const given = Buffer.from(actual.credentials, 'utf8');
	const wanted = Buffer.from(expected.credentials, 'utf8');
	if (given.length !== wanted.length) return false;
	return timingSafeEqual(given, wanted);
}

/** Whether two stored webhookUrlToken values make the service send the same header. */
export function sameWebhookToken(a: unknown, b: unknown): boolean {
	if (typeof a !== 'string' || !a || typeof b !== 'string' || !b) return false;
	return isAuthorized(authorizationFor(a), b);
}

/**
 * A "Listen for test event" run registers `<secret>.<hand-back>` (see handBack.ts), and the
 * hand-back part may change while it listens: its deliveries are checked on the secret part.
 */
export function isTestRunAuthorized(header: unknown, secret: unknown): boolean {
	const actual = typeof header === 'string' ? split(header) : undefined;
	const dot = actual?.credentials.indexOf('.') ?? -1;
	if (!actual || actual.scheme !== 'bearer' || dot < 0) return false;
	return isAuthorized(`Bearer ${actual.credentials.slice(0, dot)}`, secret);
}
