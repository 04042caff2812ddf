import type { IDataObject } from 'n8n-workflow';

/**
 * What a "Listen for test event" run hands the instance back to when it ends. n8n gives a test
 * run static data of its own that no other run can read (a second test run of the same workflow
 * starts empty, and production never sees it), so the run keeps this in the instance itself: as
 * the last query parameter of the test URL it registers. n8n finds a webhook by its path, so the
 * parameter does not change where deliveries go.
 */
export interface HandBack {
	/** The registration the run replaced; `undefined` when there was none (the run then clears). */
	restore?: {
		webhookUrl: string;
		/** Whether it had a token: the run keeps that token in the instance while it listens. */
		withToken: boolean;
		flags: IDataObject;
	};
}

const PARAM = 'greenApiHandBack';
const NOTHING = 'none';
const MARKED = new RegExp(`[?&]${PARAM}=([^&#]*)$`);

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

function encode(handBack: HandBack): string {
	const { restore } = handBack;
	if (!restore) return NOTHING;
	let bits = 0;
	FLAG_ORDER.forEach((flag, index) => {
		if (restore.flags[flag] === 'yes') bits |= 1 << index;
	});
	const token = restore.withToken ? 't' : 'n';
	return `${bits.toString(16)}.${token}.${encodeURIComponent(restore.webhookUrl)}`;
}

function decode(value: string): HandBack {
	const match = /^([0-9a-f]{1,8})\.([tn])\.(.+)$/.exec(value);
	if (!match) return {};
	let webhookUrl: string;
	try {
		webhookUrl = decodeURIComponent(match[3]);
	} catch {
		return {};
	}
	const bits = parseInt(match[1], 16);
	const flags: IDataObject = {};
	FLAG_ORDER.forEach((flag, index) => {
		flags[flag] = bits & (1 << index) ? 'yes' : 'no';
	});
	return { restore: { webhookUrl, withToken: match[2] === 't', flags } };
}

/** The test URL to register: `url` with the hand-back as its last query parameter. */
export function markUrl(url: string, handBack: HandBack): string {
	return `${url}${url.includes('?') ? '&' : '?'}${PARAM}=${encode(handBack)}`;
}

/**
 * Splits a registered webhookUrl into the URL n8n serves and the hand-back of the test run that
 * registered it; `handBack` is undefined for any URL a test run did not register. A hand-back
 * this version cannot read restores nothing, so the instance is cleared rather than mis-pointed.
 */
export function readMarkedUrl(webhookUrl: string): { base: string; handBack?: HandBack } {
	const match = MARKED.exec(webhookUrl);
	if (!match) return { base: webhookUrl };
	const base = webhookUrl.slice(0, match.index);
	return { base, handBack: match[1] === NOTHING ? {} : decode(match[1]) };
}

/** The registration a test run hands back to, as what the instance held when the run began. */
export function handBackOf(settings: IDataObject, webhookUrl: string): HandBack {
	if (!webhookUrl) return {};
	const flags: IDataObject = {};
	for (const flag of FLAG_ORDER) flags[flag] = settings[flag] === 'yes' ? 'yes' : 'no';
	const token = settings.webhookUrlToken;
	return { restore: { webhookUrl, withToken: typeof token === 'string' && token !== '', flags } };
}
