// The live checks, in order: what each one runs through the Green API node, and what it learns
// for the next (the messenger, the instance's own chat and number).
import { recordRequests } from './recorder.mjs';
import { createReport, describeCalls, pathStyleOf, summarize } from './report.mjs';

/**
 * What the live checks use of the test harness (test/harness/engine.ts, which is TypeScript and
 * type-checked with the tests): one node run, and the loaded package.
 * @typedef {object} Harness
 * @property {(options: { type?: string, parameters: Record<string, unknown>, credentials: Record<string, unknown> }) => Promise<NodeRun>} runNode
 * @property {() => Promise<{ credentialTypes: Record<string, { type: { properties: Array<{ name: string }> } }> }>} loadPackage
 * @property {() => Promise<void>} stopEngine
 */

/** @typedef {{ items: Array<{ json: Record<string, unknown> }>, error?: { message: string, description?: string } }} NodeRun */

/**
 * getSettings.typeInstance → messenger; older WhatsApp answers have no typeInstance.
 * @type {Record<string, string | undefined>}
 */
const MESSENGER_OF = { whatsapp: 'whatsapp', v3: 'max', telegram: 'telegram' };

/** Methods with a /v3 path: their calls tell which path shapes the gateway answers. */
const V3_METHODS = new Set(['sendMessage', 'getChatHistory', 'showMessagesQueue']);

/** @param {{ message: string, description?: string }} error */
const errorText = (error) =>
	[error.message, error.description].filter(Boolean).join(' — ').replace(/\s+/g, ' ');

/**
 * Runs the checks and prints what they found; resolves true when every check passed.
 * @param {{ runNode: Harness['runNode'], loader: Awaited<ReturnType<Harness['loadPackage']>>,
 *   instance: Record<string, string>, expectedMessenger?: string, checkPhone?: string,
 *   send: boolean }} options
 */
export async function runLiveChecks({
	runNode,
	loader,
	instance,
	expectedMessenger,
	checkPhone,
	send,
}) {
	const { say } = createReport(instance.apiTokenInstance);
	const recorder = recordRequests();
	// A credential that has a Messenger field gets the expected messenger; one without, none.
	const fields = loader.credentialTypes.greenApiApi.type.properties.map((p) => p.name);
	const credentials = {
		...instance,
		useV3Paths: true,
		...(expectedMessenger && fields.includes('messenger') ? { messenger: expectedMessenger } : {}),
	};
	/** @type {boolean[]} */
	const outcomes = [];
	/** @type {import('./recorder.mjs').Call[]} */
	const allCalls = [];

	/**
	 * Runs one operation; a `probe` only informs (its failure is no failed check).
	 * @param {string} label
	 * @param {Record<string, unknown>} parameters
	 * @param {{ probe?: boolean, useV3Paths?: boolean, messenger?: string }} [options] `probe`, and
	 *   credential fields to change
	 */
	async function check(label, parameters, { probe = false, ...overrides } = {}) {
		recorder.take();
		const result = await runNode({ parameters, credentials: { ...credentials, ...overrides } });
		const calls = recorder.take();
		allCalls.push(...calls);
		const ok = !result.error;
		if (!probe) outcomes.push(ok);
		const mark = probe ? 'info' : ok ? 'ok  ' : 'FAIL';
		say(`  ${mark}  ${label.padEnd(34)} ${describeCalls(calls)}`);
		say(`        ${result.error ? errorText(result.error) : summarize(result.items)}`);
		return ok ? result.items.map((item) => item.json) : null;
	}
	/**
	 * @param {string} label
	 * @param {string} why
	 */
	const skip = (label, why) => say(`  skip  ${label.padEnd(34)} ${why}`);

	say('Green API live checks');
	say(`  instance:  ${instance.idInstance} at ${instance.apiUrl} (token ***)`);
	say('');
	await check('Instance → Get State', { resource: 'instance', operation: 'getState' });
	const [settings] = (await check('Instance → Get Settings', {
		resource: 'instance',
		operation: 'getSettings',
	})) ?? [{}];
	const typeInstance = /** @type {string | undefined} */ (settings.typeInstance);
	const messenger = MESSENGER_OF[typeInstance ?? 'whatsapp'] ?? `unknown (${typeInstance})`;
	const [account] = (await check('Instance → Get Account', {
		resource: 'instance',
		operation: 'getAccount',
	})) ?? [{}];
	// What qr answers is reported, not judged: alreadyLogged while authorized; since release
	// 5.44.37.12 a WhatsApp instance may answer PassKey's type, which the docs spell two ways.
	await check(
		'Instance → Get QR Code',
		{ resource: 'instance', operation: 'getQr' },
		{ probe: true },
	);
	await check('Contact → Get Many', { resource: 'contact', operation: 'getAll', limit: 20 });
	await check('Contact → Get Chats', { resource: 'contact', operation: 'getChats', limit: 20 });
	await check('Queue → Get Many', { resource: 'queue', operation: 'getAll' });
	await check('Queue → Outgoing Count', { resource: 'queue', operation: 'getCount' });
	await check('Queue → Incoming Count', { resource: 'queue', operation: 'getIncomingCount' });
	const stateHistory = { resource: 'instance', operation: 'getStateHistory', count: 5 };
	if (messenger === 'whatsapp') await check('Instance → Get State History', stateHistory);
	// Documented for WhatsApp only, so the node refuses it elsewhere: asked as a WhatsApp
	// credential would ask it, the answer shows whether this messenger has it after all.
	else
		await check('Instance → Get State History, asked', stateHistory, {
			messenger: 'whatsapp',
			probe: true,
		});

	// The own chat: the wid on WhatsApp; MAX and Telegram name it by number (getAccount's chatId),
	// and take the wid as the form that sends to a phone number.
	const wid = String(settings.wid || '');
	const ownChat = String((messenger !== 'whatsapp' && account.chatId) || wid);
	if (ownChat) {
		const history = { resource: 'history', operation: 'getChat', chatId: ownChat, limit: 5 };
		// A probe of the path without /v3 first; the check then runs as the credential is set.
		await check('History → Get Chat, without /v3', history, { useV3Paths: false, probe: true });
		await check('History → Get Chat', history);
	} else skip('History → Get Chat', 'the instance is not authorized: no own chat known');

	const phone = checkPhone || String(account.phone || wid.replace(/@.*/, ''));
	if (/^\d+$/.test(phone))
		await check('Contact → Check Account', {
			resource: 'contact',
			operation: 'checkAccount',
			phoneNumber: Number(phone),
		});
	else skip('Contact → Check Account', 'no number: set GREEN_API_CHECK_PHONE');

	if (!send)
		skip(
			'Message → Send Text',
			'read-only run: GREEN_API_LIVE_SEND=1 sends one text to the own chat',
		);
	else if (!ownChat)
		skip('Message → Send Text', 'the instance is not authorized: no own chat known');
	else
		await check('Message → Send Text (own chat)', {
			resource: 'message',
			operation: 'sendText',
			chatId: ownChat,
			message: `n8n-nodes-green-api live check, ${new Date().toISOString()}`,
		});
	recorder.stop();

	say('');
	say(
		`  messenger:  ${messenger} (getSettings typeInstance ${JSON.stringify(typeInstance ?? null)})`,
	);
	if (expectedMessenger) {
		const agrees = expectedMessenger === messenger;
		outcomes.push(agrees);
		say(
			`              GREEN_API_MESSENGER=${expectedMessenger}: ${agrees ? 'agrees' : 'DISAGREES'}`,
		);
	}
	say(`  paths:      ${pathStyleOf(allCalls.filter((c) => V3_METHODS.has(c.method)))}`);
	const passed = outcomes.filter(Boolean).length;
	say(`  result:     ${passed} of ${outcomes.length} checks passed`);
	return passed === outcomes.length;
}
