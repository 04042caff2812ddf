// Nine operations (sends of text, contact and voice, a forward, the queue, chat history, contact
// info, avatar and outgoing statuses) and the failing calls, each as a workflow Webhook → Green
// API, run on the live n8n server: the webhook answers with the Green API node's items, the
// execution is then read back through the public API, and the simulator's request log shows
// exactly what n8n sent.
import assert from 'node:assert/strict';

import sim from '../../../simulator/index.js';
import { ID_INSTANCE, chain, greenApiNode, webhookNode } from './fixtures.mjs';
import { nodeOutput } from './n8n.mjs';
import { waitFor } from './util.mjs';

/** @typedef {import('./types.js').Credential} Credential */
/** @typedef {import('./types.js').Execution} Execution */
/** @typedef {import('./types.js').JsonObject} JsonObject */
/** @typedef {import('./types.js').ScenarioContext} ScenarioContext */
/** @typedef {import('./types.js').Workflow} Workflow */
/** @typedef {Pick<ScenarioContext, 'n8n' | 'control' | 'state'>} RunContext */
/** @typedef {{ status: number, json: unknown }} WebhookAnswer */

const { alice, bob } = sim.fixtures.ids;
const NODE = 'Green API';
/**
 * @param {string} method
 * @param {boolean} [v3]
 */
const path = (method, v3 = false) =>
	`${v3 ? '/v3' : ''}/waInstance${ID_INSTANCE}/${method}/{token}`;

/**
 * @param {string} key
 * @param {string} id
 * @param {JsonObject} parameters
 * @param {Credential} cred
 */
function workflow(key, id, parameters, cred) {
	return chain(id, `e2e ${key}`, [
		webhookNode(`e2e-${key.toLowerCase()}`),
		greenApiNode(NODE, parameters, cred),
	]);
}

/** @type {Record<string, JsonObject>} */
export const actionScenarioParameters = {
	sendText: {
		resource: 'message',
		operation: 'sendText',
		chatId: '+7 (900) 123-45-61',
		message: 'Hello from the n8n e2e test ✓',
		additionalFields: { linkPreview: false },
	},
	sendContact: {
		resource: 'message',
		operation: 'sendContact',
		chatId: bob,
		phoneContact: 79001234563,
		firstName: 'Carol',
		middleName: '',
		lastName: 'White',
		company: 'ACME',
		additionalFields: {},
	},
	forward: {
		resource: 'message',
		operation: 'forward',
		chatId: bob,
		chatIdFrom: alice,
		messageIds: '={{ $json.body.ids }}',
		additionalFields: { typingTime: 2 },
	},
	getAll: { resource: 'queue', operation: 'getAll' },
	getChat: { resource: 'history', operation: 'getChat', chatId: alice, limit: 2 },
	getInfo: { resource: 'contact', operation: 'getInfo', chatId: alice },
	getAvatar: { resource: 'contact', operation: 'getAvatar', chatId: alice },
	sendVoice: {
		resource: 'status',
		operation: 'sendVoice',
		urlFile: '={{ $json.body.urlFile }}',
		fileName: 'voice.mp3',
		additionalFields: { backgroundColor: '#228b22', participants: `${alice}, ${bob}` },
		options: { verifyFileLink: true },
	},
	getOutgoing: { resource: 'status', operation: 'getOutgoing', minutes: 60 },
};

const ids = {
	sendText: 'e2eSendText00001',
	sendContact: 'e2eSendContact01',
	forward: 'e2eForward000001',
	getAll: 'e2eQueueGetAll01',
	getChat: 'e2eHistoryChat01',
	getInfo: 'e2eContactInfo01',
	getAvatar: 'e2eContactAvtr01',
	sendVoice: 'e2eStatusVoice01',
	getOutgoing: 'e2eStatusOutgo01',
};

/** @param {Credential} cred */
export function actionWorkflows(cred) {
	return Object.fromEntries(
		Object.entries(ids).map(([key, id]) => [
			key,
			workflow(key, id, actionScenarioParameters[key], cred),
		]),
	);
}

/** @param {{ good: Credential, bad: Credential }} creds */
export function failureWorkflows({ good, bad }) {
	return {
		wrongToken: workflow(
			'wrongToken',
			'e2eWrongToken001',
			{ resource: 'contact', operation: 'getAvatar', chatId: alice },
			bad,
		),
		send500: workflow(
			'send500',
			'e2eSend500000001',
			{ ...actionScenarioParameters.sendText, chatId: alice },
			good,
		),
		read403: workflow(
			'read403',
			'e2eRead403000001',
			{ resource: 'status', operation: 'getOutgoing', minutes: 5 },
			good,
		),
		read500: workflow(
			'read500',
			'e2eRead500000001',
			{ resource: 'contact', operation: 'getInfo', chatId: alice },
			good,
		),
	};
}

/**
 * POSTs to a workflow's production webhook. Until registration is done (2.x activates through an
 * outbox) n8n answers 404 and runs nothing, so a 404 is retried until the deadline.
 * @param {{ base: string }} n8n
 * @param {Workflow} workflow
 * @param {unknown} [body]
 * @returns {Promise<WebhookAnswer>}
 */
export async function callWebhook(n8n, workflow, body = {}) {
	const webhook = workflow.nodes.find((n) => n.type === 'n8n-nodes-base.webhook');
	if (!webhook) throw new Error(`workflow ${workflow.id} has no Webhook node`);
	const url = `${n8n.base}/webhook/${webhook.parameters.path}`;
	return waitFor(
		async () => {
			const response = await fetch(url, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify(body),
			});
			if (response.status === 404) return undefined;
			const text = await response.text();
			/** @type {unknown} */
			let json;
			try {
				json = JSON.parse(text);
			} catch {
				json = text;
			}
			return { status: response.status, json };
		},
		{ timeout: 30000, interval: 100, what: `webhook ${url} to be registered` },
	);
}

/**
 * Runs a workflow through its webhook; returns the webhook answer and the stored execution.
 * @param {RunContext} ctx the n8n server, the simulator's control and the suite's state (which
 *   keeps every answer for the last token scan)
 * @param {Workflow} workflow
 * @param {unknown} [body]
 */
export async function runWorkflow({ n8n, control, state }, workflow, body) {
	const before = (await n8n.executions(workflow.id)).length;
	control.resetRequests();
	const answer = await callWebhook(n8n, workflow, body);
	const list = await n8n.waitForExecutions(workflow.id, before + 1);
	assert.equal(list.length, before + 1, 'exactly one new execution');
	const execution = list[0];
	state.apiResponses.push(answer, execution);
	return { answer, execution, requests: control.requests() };
}

/** @param {JsonObject[]} items */
function single(items) {
	assert.ok(Array.isArray(items), `items: ${JSON.stringify(items)}`);
	assert.equal(items.length, 1, `one item: ${JSON.stringify(items)}`);
	return items[0];
}

/**
 * The Green API node's items of a run that succeeded.
 * @param {{ answer: WebhookAnswer, execution: Execution }} result
 */
function succeeded({ answer, execution }) {
	assert.equal(
		answer.status,
		200,
		`webhook answer ${answer.status}: ${JSON.stringify(answer.json).slice(0, 500)}`,
	);
	assert.equal(
		execution.status,
		'success',
		JSON.stringify(execution.data?.resultData?.error ?? {}).slice(0, 800),
	);
	assert.equal(execution.mode, 'webhook');
	const items = nodeOutput(execution.data, NODE);
	assert.ok(items, 'the Green API node has output');
	assert.deepEqual(
		answer.json,
		items,
		'the webhook answered with the stored output of the Green API node',
	);
	return items;
}

const MESSAGE_ID = /^[0-9A-F]{8,}$/i;

/**
 * `value`, asserted to be a message ID as the service gives them.
 * @param {unknown} value
 */
function messageId(value) {
	assert.ok(typeof value === 'string', `a message ID: ${JSON.stringify(value)}`);
	assert.match(value, MESSAGE_ID);
	return value;
}

/**
 * @typedef {object} ActionScenario
 * @property {string} key
 * @property {string} resource
 * @property {string} operation
 * @property {(ctx: ScenarioContext) => Promise<void>} run
 */

/**
 * In run order: later operations read what earlier ones sent.
 * @type {ActionScenario[]}
 */
export const actionScenarios = [
	{
		key: 'sendText',
		resource: 'message',
		operation: 'sendText',
		async run(ctx) {
			const result = await runWorkflow(ctx, ctx.workflow);
			const item = single(succeeded(result));
			const sent = messageId(item.idMessage);
			assert.deepEqual(result.requests.map(ctx.shape), [
				{
					httpMethod: 'POST',
					path: path('sendMessage', true),
					query: {},
					body: { chatId: alice, message: 'Hello from the n8n e2e test ✓', linkPreview: false },
					status: 200,
				},
			]);
			ctx.state.sentText = sent;
		},
	},
	{
		key: 'sendContact',
		resource: 'message',
		operation: 'sendContact',
		async run(ctx) {
			const result = await runWorkflow(ctx, ctx.workflow);
			const item = single(succeeded(result));
			const sent = messageId(item.idMessage);
			assert.deepEqual(result.requests.map(ctx.shape), [
				{
					httpMethod: 'POST',
					path: path('sendContact'),
					query: {},
					body: {
						chatId: bob,
						contact: {
							phoneContact: 79001234563,
							firstName: 'Carol',
							lastName: 'White',
							company: 'ACME',
						},
					},
					status: 200,
				},
			]);
			ctx.state.sentContact = sent;
		},
	},
	{
		key: 'forward',
		resource: 'message',
		operation: 'forward',
		async run(ctx) {
			const first = ctx.control.injectIncoming({ chatId: alice, text: 'first message to forward' });
			const second = ctx.control.injectIncoming({
				chatId: alice,
				text: 'second message to forward',
			});
			const forwardIds = [first, second].map((m) => {
				assert.ok(typeof m.idMessage === 'string', `injected: ${JSON.stringify(m).slice(0, 400)}`);
				return m.idMessage;
			});
			ctx.state.incoming = forwardIds;
			const result = await runWorkflow(ctx, ctx.workflow, { ids: forwardIds });
			const item = single(succeeded(result));
			assert.ok(Array.isArray(item.messages) && item.messages.length === 2, JSON.stringify(item));
			assert.deepEqual(result.requests.map(ctx.shape), [
				{
					httpMethod: 'POST',
					path: path('forwardMessages'),
					query: {},
					body: { chatId: bob, chatIdFrom: alice, messages: forwardIds, typingTime: 2 },
					status: 200,
				},
			]);
		},
	},
	{
		key: 'getAll',
		resource: 'queue',
		operation: 'getAll',
		async run(ctx) {
			const queued = ctx.control.queue();
			const result = await runWorkflow(ctx, ctx.workflow);
			const items = succeeded(result);
			assert.ok(queued.length >= 3, `the sends are still queued (${queued.length})`);
			assert.equal(items.length, queued.length, 'one item per queued message');
			const listed = items.map((i) => i.messageID ?? i.messagesIDs);
			assert.ok(listed.includes(ctx.state.sentText), 'the sent text is listed');
			assert.ok(listed.includes(ctx.state.sentContact), 'the sent contact is listed');
			const text = items.find((i) => i.messageID === ctx.state.sentText);
			assert.equal(text?.type, 'sendMessage');
			assert.deepEqual(result.requests.map(ctx.shape), [
				{
					httpMethod: 'GET',
					path: path('showMessagesQueue', true),
					query: {},
					body: null,
					status: 200,
				},
			]);
		},
	},
	{
		key: 'getChat',
		resource: 'history',
		operation: 'getChat',
		async run(ctx) {
			const result = await runWorkflow(ctx, ctx.workflow);
			const items = succeeded(result);
			assert.equal(items.length, 2, 'limit 2 gives two items');
			assert.ok(ctx.state.incoming, 'the forward scenario injected two messages');
			assert.deepEqual(
				items.map((i) => i.idMessage),
				[...ctx.state.incoming].reverse(),
				'newest first: the two injected messages',
			);
			assert.equal(items[0].textMessage, 'second message to forward');
			assert.deepEqual(result.requests.map(ctx.shape), [
				{
					httpMethod: 'POST',
					path: path('getChatHistory', true),
					query: {},
					body: { chatId: alice, count: 2 },
					status: 200,
				},
			]);
		},
	},
	{
		key: 'getInfo',
		resource: 'contact',
		operation: 'getInfo',
		async run(ctx) {
			const result = await runWorkflow(ctx, ctx.workflow);
			const item = single(succeeded(result));
			assert.equal(item.chatId, alice);
			assert.equal(item.name, 'Alice');
			assert.deepEqual(result.requests.map(ctx.shape), [
				{
					httpMethod: 'POST',
					path: path('getContactInfo'),
					query: {},
					body: { chatId: alice },
					status: 200,
				},
			]);
		},
	},
	{
		key: 'getAvatar',
		resource: 'contact',
		operation: 'getAvatar',
		async run(ctx) {
			const result = await runWorkflow(ctx, ctx.workflow);
			const item = single(succeeded(result));
			assert.equal(item.available, true);
			assert.match(String(item.urlAvatar), /^http:\/\/127\.0\.0\.1:\d+\/files\/avatars\//);
			assert.deepEqual(result.requests.map(ctx.shape), [
				{
					httpMethod: 'POST',
					path: path('getAvatar'),
					query: {},
					body: { chatId: alice },
					status: 200,
				},
			]);
		},
	},
	{
		key: 'sendVoice',
		resource: 'status',
		operation: 'sendVoice',
		async run(ctx) {
			const urlFile = `${ctx.simulator.url}/files/voice.mp3`;
			const result = await runWorkflow(ctx, ctx.workflow, { urlFile });
			const item = single(succeeded(result));
			const sent = messageId(item.idMessage);
			assert.deepEqual(result.requests.map(ctx.shape), [
				{
					httpMethod: 'POST',
					path: path('sendVoiceStatus'),
					query: {},
					body: {
						urlFile,
						fileName: 'voice.mp3',
						backgroundColor: '#228B22',
						participants: [alice, bob],
					},
					status: 200,
				},
			]);
			ctx.state.voiceStatus = sent;
		},
	},
	{
		key: 'getOutgoing',
		resource: 'status',
		operation: 'getOutgoing',
		async run(ctx) {
			const journal = ctx.control.statuses();
			const result = await runWorkflow(ctx, ctx.workflow);
			const items = succeeded(result);
			assert.equal(items.length, journal.length, 'one item per status in the journal');
			assert.deepEqual(
				items.map((i) => i.idMessage).sort(),
				journal.map((s) => s.idMessage).sort(),
			);
			assert.deepEqual(result.requests.map(ctx.shape), [
				{
					httpMethod: 'GET',
					path: path('getOutgoingStatuses'),
					query: { minutes: '60' },
					body: null,
					status: 200,
				},
			]);
		},
	},
];

/**
 * @param {{ answer: WebhookAnswer, execution: Execution }} result
 * @param {RegExp} pattern
 */
function failed(result, pattern) {
	assert.equal(
		result.answer.status,
		500,
		`the webhook reports the failed run: ${JSON.stringify(result.answer.json).slice(0, 300)}`,
	);
	assert.equal(result.execution.status, 'error');
	const error = result.execution.data?.resultData?.error;
	assert.ok(error, 'the execution stores the error');
	const text = `${error.message} ${error.description ?? ''}`;
	assert.match(text, pattern, `error: ${text.slice(0, 600)}`);
	return error;
}

/** @param {Omit<ScenarioContext, 'workflow' | 'simulator'> & { workflows: Record<string, Workflow> }} ctx */
export async function runFailures(ctx) {
	const { workflows, control } = ctx;

	const wrong = await runWorkflow(ctx, workflows.wrongToken);
	failed(wrong, /401|token/i);
	assert.deepEqual(wrong.requests.map(ctx.shape), [
		{
			httpMethod: 'POST',
			path: path('getAvatar'),
			query: {},
			body: { chatId: alice },
			status: 401,
		},
	]);

	control.fail('sendMessage', { status: 500 });
	const send = await runWorkflow(ctx, workflows.send500);
	failed(send, /500/);
	assert.equal(send.requests.length, 1, 'a failed send is never repeated');

	control.fail('getOutgoingStatuses', { status: 403 });
	const forbidden = await runWorkflow(ctx, workflows.read403);
	failed(forbidden, /403/);
	assert.equal(forbidden.requests.length, 1, 'a 403 is not retried');

	control.fail('getContactInfo', { status: 500, times: 4 });
	const broken = await runWorkflow(ctx, workflows.read500);
	failed(broken, /500/);
	assert.equal(broken.requests.length, 4, 'a read is tried four times on 5xx');
	assert.ok(broken.requests.every((r) => r.status === 500 && r.path === path('getContactInfo')));
	control.clearFaults();
}
