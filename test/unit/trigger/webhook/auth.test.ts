import {
	isTestRunAuthorized,
	authorizationFor,
	isAuthorized,
	sameWebhookToken,
} from '../../../../nodes/GreenApi/trigger/webhook/auth';

/** A secret shaped like the ones create() makes (64 hex characters), built so no literal looks like one. */
const SECRET = 'ab12'.repeat(16);

describe('authorizationFor (bare token → Bearer, Basic/Bearer kept)', () => {
	it('sends a bare token as Bearer', () => {
		expect(authorizationFor(SECRET)).toBe(`Bearer ${SECRET}`);
	});

	it('sends Basic and Bearer tokens as given', () => {
		expect(authorizationFor('Basic dXNlcjpwYXNz')).toBe('Basic dXNlcjpwYXNz');
		expect(authorizationFor(`Bearer ${SECRET}`)).toBe(`Bearer ${SECRET}`);
	});
});

describe('isAuthorized', () => {
	it('accepts what the service sends for a bare secret', () => {
		expect(isAuthorized(`Bearer ${SECRET}`, SECRET)).toBe(true);
	});

	it('matches the scheme word without regard to case', () => {
		expect(isAuthorized(`bearer ${SECRET}`, SECRET)).toBe(true);
		expect(isAuthorized(`BEARER ${SECRET}`, SECRET)).toBe(true);
		expect(isAuthorized('basic dXNlcjpwYXNz', 'Basic dXNlcjpwYXNz')).toBe(true);
	});

	it('compares the credentials exactly, case included', () => {
		expect(isAuthorized(`Bearer ${SECRET.toUpperCase()}`, SECRET)).toBe(false);
	});

	it('rejects another scheme', () => {
		expect(isAuthorized(`Basic ${SECRET}`, SECRET)).toBe(false);
		expect(isAuthorized(`Token ${SECRET}`, SECRET)).toBe(false);
		expect(isAuthorized(`Bearer ${SECRET}`, 'Basic dXNlcjpwYXNz')).toBe(false);
	});

	it('rejects the bare secret without a scheme', () => {
		expect(isAuthorized(SECRET, SECRET)).toBe(false);
	});

	it('rejects a truncated or padded secret', () => {
		expect(isAuthorized(`Bearer ${SECRET.slice(0, -1)}`, SECRET)).toBe(false);
		expect(isAuthorized(`Bearer ${SECRET}0`, SECRET)).toBe(false);
		expect(isAuthorized(`Bearer ${SECRET} `, SECRET)).toBe(false);
		expect(isAuthorized(`Bearer  ${SECRET}`, SECRET)).toBe(false);
		expect(isAuthorized(` Bearer ${SECRET}`, SECRET)).toBe(false);
	});

	it('rejects a missing or empty header, and everything when no secret is stored', () => {
		expect(isAuthorized(undefined, SECRET)).toBe(false);
		expect(isAuthorized('', SECRET)).toBe(false);
		expect(isAuthorized('Bearer ', SECRET)).toBe(false);
		expect(isAuthorized([`Bearer ${SECRET}`], SECRET)).toBe(false);
		expect(isAuthorized('Bearer undefined', undefined)).toBe(false);
		expect(isAuthorized('Bearer ', '')).toBe(false);
	});

	it('fails closed when the stored secret is not a string', () => {
		for (const stored of [{}, { toString: () => SECRET }, ['x'], 42, true, null]) {
			expect(isAuthorized('Bearer [object Object]', stored)).toBe(false);
			expect(isAuthorized(`Bearer ${String(stored)}`, stored)).toBe(false);
			expect(sameWebhookToken(String(stored), stored)).toBe(false);
		}
		expect(isAuthorized(`Bearer ${SECRET}`, { toString: () => SECRET })).toBe(false);
	});

	it('does not throw on multi-byte characters of a different byte length', () => {
		expect(isAuthorized(`Bearer ${'é'.repeat(32)}`, SECRET)).toBe(false);
	});
});

describe('sameWebhookToken', () => {
	it('treats the bare secret and its Bearer form as the same stored token', () => {
		expect(sameWebhookToken(SECRET, SECRET)).toBe(true);
		expect(sameWebhookToken(`Bearer ${SECRET}`, SECRET)).toBe(true);
	});

	it('tells other tokens apart', () => {
		expect(sameWebhookToken(`${SECRET}x`, SECRET)).toBe(false);
		expect(sameWebhookToken('', SECRET)).toBe(false);
		expect(sameWebhookToken(undefined, SECRET)).toBe(false);
		expect(sameWebhookToken(SECRET, undefined)).toBe(false);
	});
});

describe('isTestRunAuthorized', () => {
	const token = `${SECRET}.c2VhbGVkLWhhbmQtYmFjay1wYXJ0LW9mLXRoZS10b2tlbg`;

	it('checks the secret part of a test run token, whatever hand-back follows', () => {
		expect(isTestRunAuthorized(`Bearer ${token}`, SECRET)).toBe(true);
		expect(isTestRunAuthorized(`bearer ${SECRET}.none`, SECRET)).toBe(true);
	});

	it('refuses the bare secret (a production-signed delivery), other secrets and schemes', () => {
		expect(isTestRunAuthorized(`Bearer ${SECRET}`, SECRET)).toBe(false);
		expect(isTestRunAuthorized(`Bearer ${'f'.repeat(64)}.none`, SECRET)).toBe(false);
		expect(isTestRunAuthorized(`Basic ${token}`, SECRET)).toBe(false);
		expect(isTestRunAuthorized(`Bearer .${token}`, SECRET)).toBe(false);
		expect(isTestRunAuthorized(undefined, SECRET)).toBe(false);
		expect(isTestRunAuthorized(`Bearer ${token}`, { damaged: true })).toBe(false);
	});
});
