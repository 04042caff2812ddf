// MAX and Telegram instances inside a running n8n: one simulated instance of each, a credential
// for each (MAX's without a Messenger, so detected from getSettings' typeInstance; Telegram's
// chosen), and per messenger: a text to a person and to a group, a Check Account, an incoming
// message received through the webhook trigger and through the poll trigger and answered at its
// numeric chat ID, and an operation the messenger lacks refused before any request reaches the
// instance.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';

import sim from '../../../simulator/index.js';
import {
	SECRET_TOKEN,
	chain,
	credential,
	greenApiNode,
	triggerNode,
	webhookNode,
} from './fixtures.mjs';
import { nodeOutput } from './n8n.mjs';
import { pollNode } from './polling.mjs';
import { runWorkflow } from './scenarios.mjs';
import { activateTrigger, deactivateTrigger } from './trigger.mjs';
import { waitFor } from './util.mjs';

/** @typedef {import('../../../simulator/index.js').Control} Control */
/** @typedef {import('../../../simulator/index.js').RequestLogEntry} RequestLogEntry */
/** @typedef {import('../../../simulator/index.js').Simulator} Simulator */
/** @typedef {import('./n8n.mjs').N8n} N8n */
/** @typedef {import('./types.js').Credential} Credential */
/** @typedef {import('./types.js').Execution} Execution */
/** @typedef {import('./types.js').JsonObject} JsonObject */
/** @typedef {import('./types.js').Workflow} Workflow */
/** @typedef {'max' | 'telegram'} Messenger */

const { alice, bob, group } = sim.fixtures.numericIds;
const ACTION = 'Green API';
const TRIGGER = 'Green API Trigger';
const POLLER = 'Green API Poll Trigger';
/** Decimal message IDs: 13 digits (Telegram, MAX from the phone) to 18 (MAX). */
const MESSAGE_ID = /^\d{13,18}$/;

/**
 * @typedef {object} MessengerCase
 * @property {string} idInstance
 * @property {string} credentialId
 * @property {Messenger | undefined} choice the credential's Messenger (none: detected)
 * @property {{ parameters: JsonObject, method: string, error: string }} lacking
 */

/**
 * Each messenger's instance, the credential's Messenger choice, and an operation its instances
 * lack with the error the node gives for it.
 * @type {Record<Messenger, MessengerCase>}
 */
const MESSENGERS = {
	max: {
		idInstance: '3100000042',
		credentialId: 'greenApiMaxSim01',
		choice: undefined,
		lacking: {
			parameters: {
				resource: 'message',
				operation: 'sendPoll',
				chatId: alice,
				message: 'Tea or coffee?',
				pollOptions: { option: [{ optionName: 'Tea' }, { optionName: 'Coffee' }] },
				additionalFields: {},
			},
			method: 'sendPoll',
			error: 'Message → Send Poll is not available on MAX instances: the MAX API has no sendPoll',
		},
	},
	telegram: {
		idInstance: '4100000042',
		credentialId: 'greenApiTgSim001',
		choice: 'telegram',
		lacking: {
			parameters: {
				resource: 'status',
				operation: 'sendText',
				message: 'A status',
				additionalFields: {},
			},
			method: 'sendTextStatus',
			error:
				'Status → Send Text is not available on Telegram instances: the Telegram API has no sendTextStatus',
		},
	},
};

/**
 * @param {string} chatId
 * @param {string} message
 */
const sendText = (chatId, message) => ({
	resource: 'message',
	operation: 'sendText',
	chatId,
	message,
	additionalFields: {},
});

/**
 * A 16-character workflow ID, as the suite's other imported workflows have.
 * @param {Messenger} messenger
 * @param {string} key
 */
const idOf = (messenger, key) => `e2e${messenger}${key}`.padEnd(16, '0').slice(0, 16);

/**
 * @param {Messenger} messenger
 * @param {Credential} cred
 */
function workflowsOf(messenger, cred) {
	const reply = greenApiNode(
		ACTION,
		sendText('={{ $json.chatId }}', '=Got: {{ $json.text }}'),
		cred,
	);
	/**
	 * @param {string} key
	 * @param {JsonObject} parameters
	 */
	const viaWebhook = (key, parameters) =>
		chain(idOf(messenger, key), `e2e ${messenger} ${key}`, [
			webhookNode(`e2e-${messenger}-${key.toLowerCase()}`),
			greenApiNode(ACTION, parameters, cred),
		]);
	return {
		send: viaWebhook('Send', sendText('={{ $json.body.chatId }}', '={{ $json.body.text }}')),
		check: viaWebhook('Check', {
			resource: 'contact',
			operation: 'checkAccount',
			phoneNumber: '={{ $json.body.phoneNumber }}',
			additionalFields: {},
		}),
		lacking: viaWebhook('Lacking', MESSENGERS[messenger].lacking.parameters),
		reply: chain(idOf(messenger, 'Reply'), `e2e ${messenger} reply`, [
			triggerNode(TRIGGER, { events: ['incomingMessageReceived'], options: {} }, cred),
			reply,
		]),
		pollReply: chain(idOf(messenger, 'PollReply'), `e2e ${messenger} poll reply`, [
			// Every chat, so the group message the scenario sends passes.
			pollNode(cred, { chatType: 'all' }),
			{ ...reply, id: randomUUID() },
		]),
	};
}

/**
 * Starts a simulated MAX and a simulated Telegram instance (with the suite's token, so its scan
 * for the token covers them) and makes their credentials and workflows for import.
 */
export async function messengerSetup() {
	/** @type {Credential[]} */
	const credentials = [];
	/** @type {Workflow[]} */
	const workflows = [];
	/** @type {Partial<Record<Messenger, MessengerInstance>>} */
	const byMessenger = {};
	for (const messenger of messengers()) {
		const { idInstance, credentialId, choice } = MESSENGERS[messenger];
		const simulator = await sim.start({
			messenger,
			instance: { idInstance, apiTokenInstance: SECRET_TOKEN },
		});
		const cred = credential(credentialId, `Green API ${messenger}`, simulator);
		// Without the field, as a credential saved before it existed: Auto-detect.
		if (choice) cred.data.messenger = choice;
		else delete cred.data.messenger;
		const own = workflowsOf(messenger, cred);
		credentials.push(cred);
		workflows.push(...Object.values(own));
		byMessenger[messenger] = { simulator, control: simulator.control, workflows: own };
	}
	const close = async () => {
		for (const { simulator } of Object.values(byMessenger)) await simulator.close();
	};
	return { credentials, workflows, byMessenger, close };
}

/**
 * One messenger's simulated instance and workflows.
 * @typedef {{ simulator: Simulator, control: Control, workflows: ReturnType<typeof workflowsOf> }} MessengerInstance
 */

/** The messengers of MESSENGERS, in their order. */
function messengers() {
	return /** @type {Messenger[]} */ (Object.keys(MESSENGERS));
}

/**
 * The one item of the Green API node of a run that succeeded.
 * @param {{ answer: import('./scenarios.mjs').WebhookAnswer, execution: Execution }} result
 */
function succeeded({ answer, execution }) {
	const error = JSON.stringify(execution.data?.resultData?.error ?? {}).slice(0, 800);
	assert.equal(answer.status, 200, error);
	assert.equal(execution.status, 'success', error);
	const items = nodeOutput(execution.data, ACTION) ?? [];
	assert.equal(items.length, 1, JSON.stringify(items));
	return items[0];
}

/**
 * The requests of `method` in a request log, as the simulator received them.
 * @param {RequestLogEntry[]} requests
 * @param {string} method
 */
const callsOf = (requests, method) =>
	requests
		.filter((r) => r.method === method)
		.map((r) => ({ path: r.path.replace(/^\/v3/, ''), body: r.body, status: r.status }));

/**
 * The one finished execution of `workflow` since `before`, after the instance got its reply.
 * @param {N8n} n8n
 * @param {Control} control
 * @param {Workflow} workflow
 * @param {number} before
 * @param {string} chatId
 * @param {string} text
 * @param {number} [timeout]
 */
async function replied(n8n, control, workflow, before, chatId, text, timeout) {
	const list = await n8n.waitForExecutions(workflow.id, before + 1, { timeout });
	const execution = list[0];
	const error = JSON.stringify(execution.data?.resultData?.error ?? {}).slice(0, 800);
	assert.equal(execution.status, 'success', error);
	const sent = await waitFor(
		() => {
			const calls = callsOf(control.requests(), 'sendMessage');
			return calls.length ? calls : undefined;
		},
		{ what: `the reply to ${chatId}` },
	);
	assert.deepEqual(
		sent.map((call) => call.body),
		[{ chatId, message: `Got: ${text}` }],
	);
	return execution;
}

/**
 * @typedef {object} MessengersContext
 * @property {N8n} n8n
 * @property {Awaited<ReturnType<typeof messengerSetup>>} setup
 * @property {{ apiResponses: unknown[] }} state
 */

/**
 * @param {Messenger} messenger
 * @param {MessengersContext} ctx
 */
async function runOne(messenger, { n8n, setup, state }) {
	const instance = setup.byMessenger[messenger];
	if (!instance) throw new Error(`no ${messenger} instance was set up`);
	const { control, workflows } = instance;
	const { idInstance, lacking } = MESSENGERS[messenger];
	const ctx = { n8n, control, state };
	/** @param {string} method */
	const path = (method) => `/waInstance${idInstance}/${method}/{token}`;
	control.setSettings({ delaySendMessagesMilliseconds: 500 });
	const started = [workflows.send, workflows.check, workflows.lacking];
	await Promise.all(started.map((workflow) => n8n.activate(workflow.id)));

	// A text to a person and to a group: the numeric chat IDs go out exactly as given.
	for (const [chatId, text] of [
		[alice, `Hello from n8n on ${messenger}`],
		[group, `Hello, group on ${messenger}`],
	]) {
		const result = await runWorkflow(ctx, workflows.send, { chatId, text });
		const item = succeeded(result);
		assert.match(String(item.idMessage), MESSAGE_ID);
		assert.deepEqual(callsOf(result.requests, 'sendMessage'), [
			{ path: path('sendMessage'), body: { chatId, message: text }, status: 200 },
		]);
		if (messenger === 'telegram')
			assert.ok(
				result.requests.every((r) => !r.path.startsWith('/v3/')),
				'Telegram has no /v3',
			);
	}

	// Check Account: checkAccount, and the chat ID to write to.
	const check = await runWorkflow(ctx, workflows.check, { phoneNumber: 79001234562 });
	const account = succeeded(check);
	assert.deepEqual(
		{ exists: account.exists, chatId: account.chatId },
		{ exists: true, chatId: bob },
	);
	assert.deepEqual(callsOf(check.requests, 'checkAccount'), [
		{ path: path('checkAccount'), body: { phoneNumber: 79001234562 }, status: 200 },
	]);

	// An operation the messenger lacks stops before any request reaches the instance.
	const refused = await runWorkflow(ctx, workflows.lacking, {});
	assert.equal(refused.answer.status, 500);
	assert.equal(refused.execution.status, 'error');
	assert.equal(refused.execution.data?.resultData?.error?.message, `${lacking.error} [item 0]`);
	assert.deepEqual(
		refused.requests.filter((r) => r.method !== 'getSettings'),
		[],
		`no request but the messenger's detection: ${JSON.stringify(refused.requests)}`,
	);
	state.apiResponses.push(refused.execution);
	await Promise.all(started.map((workflow) => n8n.deactivate(workflow.id)));

	// The webhook trigger: an incoming message, answered at its numeric chat ID.
	await activateTrigger(n8n, control, workflows.reply);
	control.resetRequests();
	const incoming = control.injectIncoming({ chatId: alice, text: 'Is it open today?' });
	const viaWebhook = await replied(n8n, control, workflows.reply, 0, alice, 'Is it open today?');
	const [received] = nodeOutput(viaWebhook.data, TRIGGER) ?? [];
	assert.deepEqual(
		{
			messenger: received.messenger,
			chatId: received.chatId,
			sender: received.sender,
			idMessage: received.idMessage,
			text: received.text,
		},
		{
			messenger,
			chatId: alice,
			sender: alice,
			idMessage: incoming.idMessage,
			text: 'Is it open today?',
		},
	);
	state.apiResponses.push(viaWebhook);
	await deactivateTrigger(n8n, control, workflows.reply);

	// The poll trigger: a group message waiting in the queue, read by the first poll on
	// activation and answered at the group's negative chat ID.
	control.setSettings({ incomingWebhook: 'yes' });
	control.injectIncoming({ chatId: group, sender: bob, text: 'Who brings the cake?' });
	control.resetRequests();
	await n8n.activate(workflows.pollReply.id);
	const viaPoll = await replied(
		n8n,
		control,
		workflows.pollReply,
		0,
		group,
		'Who brings the cake?',
		// n8n runs the first poll on activation; later ones come once a minute.
		90000,
	);
	const [polled] = nodeOutput(viaPoll.data, POLLER) ?? [];
	assert.deepEqual(
		{ messenger: polled.messenger, chatId: polled.chatId, sender: polled.sender },
		{ messenger, chatId: group, sender: bob },
	);
	state.apiResponses.push(viaPoll);
	await n8n.deactivate(workflows.pollReply.id);
	control.setSettings({ incomingWebhook: 'no' });
}

/** @param {MessengersContext} ctx */
export async function runMessengers(ctx) {
	for (const messenger of messengers()) await runOne(messenger, ctx);
}
