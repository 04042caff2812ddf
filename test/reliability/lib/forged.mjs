// Forged deliveries: requests to the trigger's production URL (and to its test URL while a test
// listen runs) that do not carry our secret in the one form the service sends it. Each must be
// answered 401 and start nothing. They are sent as raw bytes, so duplicate headers, tabs and
// query strings reach n8n exactly as written.
import { randomBytes } from 'node:crypto';

import { waitFor } from '../../e2e/lib/util.mjs';
import { startTestListen, stopTestListen } from '../../e2e/lib/testListen.mjs';
import { rawRequest } from './n8nx.mjs';
import { ID_INSTANCE, TRIGGER_NODE } from './workflows.mjs';

const SECTION = 'forged deliveries (each: 401, no execution)';

/** @param {string} text */
function notification(text) {
	return JSON.stringify({
		typeWebhook: 'incomingMessageReceived',
		instanceData: {
			idInstance: Number(ID_INSTANCE),
			wid: '79990000000@c.us',
			typeInstance: 'whatsapp',
		},
		timestamp: Math.floor(Date.now() / 1000),
		idMessage: randomBytes(8).toString('hex').toUpperCase(),
		senderData: { chatId: '79001234561@c.us', sender: '79001234561@c.us', senderName: 'Forger' },
		messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: text } },
	});
}

/**
 * The forgeries: [kind, extra header lines, path suffix, body]. `s` is the real secret.
 * @param {string} s
 */
function forgeries(s) {
	const other = randomBytes(s.length / 2).toString('hex');
	const body = notification('forged');
	/** @type {Array<[string, string[], string?, string?]>} */
	const cases = [
		['no Authorization header', []],
		['empty Authorization header', ['Authorization: ']],
		['wrong secret of the same length', [`Authorization: Bearer ${other}`]],
		['other scheme: Basic <secret>', [`Authorization: Basic ${s}`]],
		['other scheme: Token <secret>', [`Authorization: Token ${s}`]],
		['secret without a scheme', [`Authorization: ${s}`]],
		['scheme only', ['Authorization: Bearer']],
		['truncated by one character', [`Authorization: Bearer ${s.slice(0, -1)}`]],
		['truncated to the first half', [`Authorization: Bearer ${s.slice(0, s.length / 2)}`]],
		['padded with one character', [`Authorization: Bearer ${s}0`]],
		['padded with a non-breaking space', [`Authorization: Bearer ${s}\u00a0`]],
		['two spaces after the scheme', [`Authorization: Bearer  ${s}`]],
		['tab after the scheme', [`Authorization: Bearer\t${s}`]],
		['wrong length: the secret twice', [`Authorization: Bearer ${s}${s}`]],
		['case variant: secret upper-cased', [`Authorization: Bearer ${s.toUpperCase()}`]],
		['case variant: BEARER + upper-cased secret', [`Authorization: BEARER ${s.toUpperCase()}`]],
		[
			'header array: a forged value, then the secret',
			[`Authorization: Bearer ${other}`, `Authorization: Bearer ${s}`],
		],
		[
			'header array: the secret split over two headers',
			[`Authorization: Bearer ${s.slice(0, 32)}`, `Authorization: ${s.slice(32)}`],
		],
		['token in the query (?token=)', [], `?token=${s}`],
		[
			'token in the query (?authorization=Bearer …)',
			[],
			`?authorization=${encodeURIComponent(`Bearer ${s}`)}`,
		],
		['secret in another header (X-Webhook-Token)', [`X-Webhook-Token: ${s}`]],
		['secret in Proxy-Authorization', [`Proxy-Authorization: Bearer ${s}`]],
		[
			'secret in the body (webhookUrlToken)',
			[],
			'',
			JSON.stringify({ ...JSON.parse(body), webhookUrlToken: s }),
		],
	];
	return cases.map(([kind, headers, suffix = '', payload = body]) => ({
		kind,
		headers,
		suffix,
		payload,
	}));
}

/**
 * @param {string} base
 * @param {string} path
 * @param {string[]} headers
 * @param {string} payload
 */
function post(base, path, headers, payload) {
	const { host } = new URL(base);
	return rawRequest(
		base,
		[`POST ${path} HTTP/1.1`, `Host: ${host}`, 'Content-Type: application/json', ...headers],
		payload,
	);
}

/** @param {import('./types.js').Context} ctx */
export async function runForged(ctx) {
	const { n8n, control, report, trigger } = ctx;
	const { path, testPath, secret } = trigger;
	if (!secret) throw new Error('the trigger has no secret: activate it first');
	const count = async () => (await ctx.executions(trigger.workflowId)).length;
	const before = await count();

	// The same raw request with the genuine header is accepted (an unselected kind: 200, no
	// execution), so the 401s below are the trigger's answers and not a malformed request's.
	await report.check(SECTION, 'control: the genuine secret, same raw request', '200', async () => {
		const body = JSON.stringify({
			typeWebhook: 'quotaExceeded',
			instanceData: { idInstance: Number(ID_INSTANCE) },
			quotaData: {},
		});
		const { status } = await post(n8n.base, path, [`Authorization: Bearer ${secret}`], body);
		return { observed: String(status), pass: status === 200 };
	});
	for (const forgery of forgeries(secret)) {
		await report.check(SECTION, forgery.kind, '401', async () => {
			const { status } = await post(
				n8n.base,
				`${path}${forgery.suffix}`,
				forgery.headers,
				forgery.payload,
			);
			return { observed: String(status), pass: status === 401 };
		});
	}

	// A delivery made by the simulator, in order after the forgeries, proves they left nothing.
	await report.check(SECTION, 'executions started by all forgeries above', '0', async () => {
		control.injectIncoming({ chatId: '79001234561@c.us', text: 'after the forgeries' });
		const list = await ctx.waitForCount(trigger.workflowId, before + 1);
		const extra = list.length - before - 1;
		return { observed: `${extra} (then 1 for the genuine delivery after them)`, pass: extra === 0 };
	});

	// Replay of a delivery signed for production to the test URL while "Listen for test event" runs.
	const production = control.settings();
	let listening = false;
	await report.check(
		SECTION,
		'production-signed delivery replayed to the test URL during a test listen',
		'401',
		async () => {
			await startTestListen(n8n, trigger.workflowId, TRIGGER_NODE);
			listening = true;
			// The trigger may append what to hand the instance back to after the test URL.
			await waitFor(() => control.settings().webhookUrl.startsWith(`${n8n.base}${testPath}`), {
				timeout: 20000,
				what: 'the test listen to point the instance at the test URL',
			});
			const { status } = await post(
				n8n.base,
				testPath,
				[`Authorization: Bearer ${secret}`],
				notification('replayed'),
			);
			return { observed: String(status), pass: status === 401 };
		},
	);
	if (listening) await stopTestListen(n8n, trigger.workflowId).catch(() => undefined);
	const restored = await report.check(
		'trigger registration',
		'after the test listen stops: production URL and secret are back',
		'same URL, same secret',
		async () => {
			const settings = await waitFor(
				() => {
					const now = control.settings();
					return now.webhookUrl === production.webhookUrl &&
						now.webhookUrlToken === production.webhookUrlToken
						? now
						: undefined;
				},
				{ timeout: 15000, what: 'the production registration' },
			).catch(() => control.settings());
			const same =
				settings.webhookUrl === production.webhookUrl &&
				settings.webhookUrlToken === production.webhookUrlToken;
			const url = settings.webhookUrl.replace(n8n.base, '') || '(empty)';
			return {
				observed: same
					? 'same URL, same secret'
					: `URL ${url}, ${settings.webhookUrlToken === production.webhookUrlToken ? 'same' : 'other'} secret`,
				pass: same,
			};
		},
	);
	// The later sections need a registered trigger: register it afresh if the test listen broke it.
	if (!restored) {
		await n8n.deactivate(trigger.workflowId);
		await ctx.activateTrigger();
	}
}
