import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { IDataObject } from 'n8n-workflow';

/**
 * What a "Listen for test event" run hands the instance back to when it ends. n8n gives a test
 * run static data of its own that no other run can read (a second test run of the same workflow
 * starts empty, and production never sees it), so the run keeps this in the instance itself: in
 * its webhookUrlToken, `<secret>.<sealed hand-back>`. The hand-back is encrypted with a key
 * derived from the instance's API token, so the deliveries' Authorization header does not reveal
 * the secret of the registration it will restore.
 */
export interface HandBack {
	/** The registration the run replaced; `undefined` when there was none (the run then clears). */
	restore?: { webhookUrl: string; webhookUrlToken: string; flags: IDataObject };
}

const NOTHING = 'none';
const TEST_RUN_TOKEN = /^([0-9a-f]{64})\.(none|[A-Za-z0-9_-]{40,})$/;

/**
 * Every yes/no notification flag of SetSettings in a fixed order: bit i of a hand-back stands for
 * FLAG_ORDER[i]. Append only, so the registrations of an older version still read right.
 */
export const FLAG_ORDER = [
	'incomingWebhook',
	'outgoingMessageWebhook',
	'outgoingAPIMessageWebhook',
	'outgoingWebhook',
	'stateWebhook',
	'statusInstanceWebhook',
	'deviceWebhook',
	'incomingCallWebhook',
	'editedMessageWebhook',
	'deletedMessageWebhook',
	'pollMessageWebhook',
	'incomingBlockWebhook',
	'outgoingCallWebhook',
] as const;

const keyOf = (apiToken: string) =>
	createHash('sha256').update(`green-api-hand-back|${apiToken}`).digest();

/** The hand-back to the registration the instance holds now (`webhookUrl` may be ''). */
export function handBackOf(settings: IDataObject, webhookUrl: string): HandBack {
	if (!webhookUrl) return {};
	const flags: IDataObject = {};
	for (const flag of FLAG_ORDER) flags[flag] = settings[flag] === 'yes' ? 'yes' : 'no';
	const token = typeof settings.webhookUrlToken === 'string' ? settings.webhookUrlToken : '';
	return { restore: { webhookUrl, webhookUrlToken: token, flags } };
}

/** The hand-back as the text after the dot of a test run's token. */
export function seal(handBack: HandBack, apiToken: string): string {
	const { restore } = handBack;
	if (!restore) return NOTHING;
	let bits = 0;
	FLAG_ORDER.forEach((flag, index) => {
		if (restore.flags[flag] === 'yes') bits |= 1 << index;
	});
	const plain = JSON.stringify([restore.webhookUrl, restore.webhookUrlToken, bits]);
	const iv = randomBytes(12);
	const cipher = createCipheriv('aes-256-gcm', keyOf(apiToken), iv);
	const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
	return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(sealed: string, apiToken: string): HandBack | undefined {
	if (sealed === NOTHING) return {};
	try {
		const bytes = Buffer.from(sealed, 'base64url');
		const decipher = createDecipheriv('aes-256-gcm', keyOf(apiToken), bytes.subarray(0, 12));
		decipher.setAuthTag(bytes.subarray(12, 28));
		const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
		const [webhookUrl, webhookUrlToken, bits] = JSON.parse(plain.toString('utf8')) as unknown[];
		if (typeof webhookUrl !== 'string' || typeof webhookUrlToken !== 'string') return undefined;
		const flags: IDataObject = {};
		FLAG_ORDER.forEach((flag, index) => {
			flags[flag] = Number(bits) & (1 << index) ? 'yes' : 'no';
		});
		return { restore: { webhookUrl, webhookUrlToken, flags } };
	} catch {
		return undefined;
	}
}

export interface TestRunToken {
	/** What the test run's deliveries are checked against. */
	secret: string;
	sealed: string;
	/** Undefined when it cannot be read with this API token: the run then clears the instance. */
	handBack?: HandBack;
}

/** Reads a webhookUrlToken that a test run registered; undefined for any other token. */
export function readTestRunToken(token: unknown, apiToken: string): TestRunToken | undefined {
	const match = typeof token === 'string' ? TEST_RUN_TOKEN.exec(token) : null;
	if (!match) return undefined;
	return { secret: match[1], sealed: match[2], handBack: unseal(match[2], apiToken) };
}

export const testRunToken = (secret: string, sealed: string) => `${secret}.${sealed}`;
