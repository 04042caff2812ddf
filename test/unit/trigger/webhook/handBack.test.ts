import { MANAGED_FLAGS } from '../../../../nodes/GreenApi/trigger/events';
import {
	FLAG_ORDER,
	handBackOf,
	readTestRunToken,
	seal,
	testRunToken,
} from '../../../../nodes/GreenApi/trigger/webhook/handBack';

const PROD = 'https://n8n.example.com/webhook/5f0c3a2e/webhook';
const API_TOKEN = 'k'.repeat(50);
const SECRET = 'a'.repeat(64);
const PROD_SECRET = 'b'.repeat(64);

function allFlags(...on: string[]) {
	return Object.fromEntries(FLAG_ORDER.map((flag) => [flag, on.includes(flag) ? 'yes' : 'no']));
}

describe('the hand-back a test run keeps in its token', () => {
	it('covers every flag the trigger switches', () => {
		const order: readonly string[] = FLAG_ORDER;
		expect(MANAGED_FLAGS.filter((flag) => !order.includes(flag))).toEqual([]);
	});

	it('is sealed: the token shows neither the URL nor the secret it restores', () => {
		const settings = {
			webhookUrlToken: PROD_SECRET,
			incomingWebhook: 'yes',
			outgoingWebhook: 'yes',
		};
		const token = testRunToken(SECRET, seal(handBackOf(settings, PROD), API_TOKEN));

		expect(token).toMatch(/^a{64}\.[A-Za-z0-9_-]{40,}$/);
		expect(token).not.toContain(PROD_SECRET.slice(0, 8));
		expect(token).not.toContain('n8n.example.com');
		expect(readTestRunToken(token, API_TOKEN)).toEqual({
			secret: SECRET,
			sealed: token.slice(65),
			handBack: {
				restore: {
					webhookUrl: PROD,
					webhookUrlToken: PROD_SECRET,
					flags: allFlags('incomingWebhook', 'outgoingWebhook'),
				},
			},
		});
	});

	it('is sealed afresh every time (random IV)', () => {
		const handBack = handBackOf({ webhookUrlToken: PROD_SECRET }, PROD);
		expect(seal(handBack, API_TOKEN)).not.toBe(seal(handBack, API_TOKEN));
	});

	it('keeps a foreign registration with its query and a Basic token', () => {
		const foreign = 'https://hooks.other.example:8443/in/abc?key=z&x=1';
		const settings = { webhookUrlToken: 'Basic dGhlaXI=', outgoingCallWebhook: 'yes' };
		const token = testRunToken(SECRET, seal(handBackOf(settings, foreign), API_TOKEN));

		expect(readTestRunToken(token, API_TOKEN)?.handBack?.restore).toEqual({
			webhookUrl: foreign,
			webhookUrlToken: 'Basic dGhlaXI=',
			flags: allFlags('outgoingCallWebhook'),
		});
	});

	it('says "nothing" when the instance pointed nowhere', () => {
		const token = testRunToken(SECRET, seal(handBackOf({ webhookUrlToken: 'x' }, ''), API_TOKEN));
		expect(token).toBe(`${SECRET}.none`);
		expect(readTestRunToken(token, API_TOKEN)).toEqual({
			secret: SECRET,
			sealed: 'none',
			handBack: {},
		});
	});

	it('cannot be read with another API token, or when tampered with', () => {
		const token = testRunToken(SECRET, seal(handBackOf({}, PROD), API_TOKEN));
		expect(readTestRunToken(token, 'other-token')).toEqual({
			secret: SECRET,
			sealed: token.slice(65),
			handBack: undefined,
		});
		// One character of the sealed part changed, always to another one.
		const changed = token.at(-2) === 'A' ? 'B' : 'A';
		const flipped = `${token.slice(0, -2)}${changed}${token.slice(-1)}`;
		expect(flipped).not.toBe(token);
		expect(readTestRunToken(flipped, API_TOKEN)?.handBack).toBeUndefined();
	});

	it('leaves every other token alone', () => {
		for (const token of [
			PROD_SECRET,
			`Bearer ${PROD_SECRET}`,
			`${SECRET}.short`,
			'',
			42,
			undefined,
		])
			expect(readTestRunToken(token, API_TOKEN)).toBeUndefined();
	});
});
