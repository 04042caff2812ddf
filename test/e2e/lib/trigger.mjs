// The Green API Trigger inside a running n8n: activation through the public API points the
// simulated instance at n8n's production webhook URL with a secret; the simulator's deliveries
// start one execution per selected kind and none for the rest; a wrong secret gets 401;
// deactivation unpoints the instance.
import assert from 'node:assert/strict';

import sim from '../../../simulator/index.js';
import { ID_INSTANCE, TRIGGER, chain, triggerNode } from './fixtures.mjs';
import { nodeOutput } from './n8n.mjs';
import { waitFor } from './util.mjs';

/** @typedef {import('../../../simulator/index.js').Control} Control */
/** @typedef {import('./n8n.mjs').N8n} N8n */
/** @typedef {import('./types.js').Execution} Execution */
/** @typedef {import('./types.js').Workflow} Workflow */

const { alice } = sim.fixtures.ids;
const NODE = 'Green API Trigger';
export const TRIGGER_EVENTS = [
	'incomingMessageReceived',
	'stateInstanceChanged',
	'outgoingMessageStatus',
];
/** @param {string} method */
const path = (method) => `/waInstance${ID_INSTANCE}/${method}/{token}`;

/** @param {import('./types.js').Credential} cred */
export function triggerWorkflow(cred) {
	return chain('e2eTrigger000001', 'e2e trigger', [
		triggerNode(NODE, { events: TRIGGER_EVENTS, options: {} }, cred),
	]);
}

/**
 * The first `count` delivery attempts since resetDeliveries(), each with n8n's HTTP status.
 * @param {Control} control
 * @param {number} count
 */
async function delivered(control, count) {
	const attempts = await control.waitForDeliveries(count, 15000);
	return attempts.slice(0, count);
}

/**
 * Waits until n8n accepts deliveries signed with `secret`. create() stores the secret in the
 * workflow's static data, which n8n saves after create() returns (2.x: in the outbox, possibly
 * after SetSettings reached the simulator); until then a delivery gets 401, and the service would
 * hold it back for a minute. An unselected kind (quotaExceeded), sent with the secret, answers 200
 * once n8n is ready and starts nothing.
 * @param {string} productionUrl
 * @param {string} secret
 * @param {string} [what]
 */
export async function acceptingDeliveries(productionUrl, secret, what = 'n8n') {
	const probe = {
		typeWebhook: 'quotaExceeded',
		instanceData: { idInstance: Number(ID_INSTANCE) },
		timestamp: 0,
		quotaData: {},
	};
	await waitFor(
		async () => {
			const response = await fetch(productionUrl, {
				method: 'POST',
				headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
				body: JSON.stringify(probe),
			});
			return response.status === 200;
		},
		{ timeout: 30000, what: `${what} to accept deliveries signed with the new secret` },
	);
}

/**
 * Activates a workflow started by a Green API Trigger and waits until the simulator's instance
 * points at it and n8n accepts its deliveries. One instance notifies one URL, so the scenarios that
 * share an instance activate their trigger workflows one at a time (deactivateTrigger).
 * @param {N8n} n8n
 * @param {Control} control
 * @param {Workflow} workflow
 */
export async function activateTrigger(n8n, control, workflow) {
	const node = workflow.nodes.find((n) => n.type === TRIGGER);
	if (!node) throw new Error(`workflow ${workflow.id} has no Green API Trigger`);
	const productionUrl = `${n8n.base}/webhook/${node.webhookId}/webhook`;
	await n8n.activate(workflow.id);
	const { webhookUrlToken } = await waitFor(
		() => (control.settings().webhookUrl === productionUrl ? control.settings() : undefined),
		{ timeout: 30000, what: `SetSettings with the webhook URL of ${workflow.name}` },
	);
	await acceptingDeliveries(productionUrl, webhookUrlToken);
	control.resetDeliveries();
}

/**
 * Deactivates it and waits until delete() cleared the instance's webhook URL.
 * @param {N8n} n8n
 * @param {Control} control
 * @param {Workflow} workflow
 */
export async function deactivateTrigger(n8n, control, workflow) {
	await n8n.deactivate(workflow.id);
	await waitFor(() => control.settings().webhookUrl === '', {
		timeout: 30000,
		what: `webhookUrl to be cleared after deactivating ${workflow.name}`,
	});
}

/** @param {import('./types.js').ScenarioContext} ctx */
export async function runTrigger({ n8n, control, simulator, workflow, requestsOf, shape, state }) {
	const webhookId = workflow.nodes[0].webhookId;
	const productionUrl = `${n8n.base}/webhook/${webhookId}/webhook`;
	control.setSettings({ delaySendMessagesMilliseconds: 500, webhookUrl: '', webhookUrlToken: '' });
	control.resetRequests();
	control.resetDeliveries();

	// Activation: n8n calls checkExists (GetSettings) and create (SetSettings). 2.x does it
	// through an outbox after the call returns, so the simulator is polled.
	const activated = await n8n.activate(workflow.id);
	assert.equal(activated.active, true);
	const settings = await waitFor(
		() => (control.settings().webhookUrl ? control.settings() : undefined),
		{
			timeout: 30000,
			what: 'SetSettings with the webhook URL',
		},
	);
	assert.equal(settings.webhookUrl, productionUrl, 'n8n’s production webhook URL');
	assert.equal(typeof settings.webhookUrlToken, 'string');
	assert.ok(settings.webhookUrlToken.length >= 32, 'a long random secret');
	assert.equal(settings.incomingWebhook, 'yes');
	assert.equal(settings.stateWebhook, 'yes');
	assert.equal(settings.outgoingWebhook, 'yes');
	for (const off of /** @type {const} */ ([
		'outgoingMessageWebhook',
		'outgoingAPIMessageWebhook',
		'deviceWebhook',
		'incomingCallWebhook',
	])) {
		assert.equal(settings[off], 'no', `${off} stays off`);
	}
	const registration = requestsOf().map(shape);
	const set = registration.filter((r) => r.path === path('setSettings'));
	assert.equal(set.length, 1, `one SetSettings: ${JSON.stringify(registration)}`);
	assert.equal(set[0].httpMethod, 'POST');
	const setBody = /** @type {Record<string, unknown>} */ (set[0].body); // SetSettings sends JSON
	assert.equal(setBody.webhookUrl, productionUrl);
	assert.equal(setBody.webhookUrlToken, settings.webhookUrlToken);
	assert.ok(
		registration.some((r) => r.httpMethod === 'GET' && r.path === path('getSettings')),
		'checkExists read GetSettings',
	);
	const secret = settings.webhookUrlToken;

	await acceptingDeliveries(productionUrl, secret);

	/** @param {number} count */
	const executions = async (count) => n8n.waitForExecutions(workflow.id, count);
	/** @param {Execution} execution */
	const outputOf = (execution) => {
		assert.equal(
			execution.status,
			'success',
			JSON.stringify(execution.data?.resultData?.error ?? {}).slice(0, 500),
		);
		assert.equal(execution.mode, 'webhook');
		const items = nodeOutput(execution.data, NODE) ?? [];
		assert.equal(items.length, 1, 'one item per notification');
		state.apiResponses.push(execution);
		return items[0];
	};

	// 1. Not selected (quotaExceeded is sent without any setting), then an incoming text message.
	//    Deliveries go one at a time in order, so when the message's execution exists, the quota
	//    notification has been answered already.
	control.injectQuotaExceeded();
	const incoming = control.injectIncoming({ chatId: alice, text: 'Hi n8n, this is Alice' });
	const [quotaAttempt, incomingAttempt] = await delivered(control, 2);
	assert.equal(quotaAttempt.body.typeWebhook, 'quotaExceeded');
	assert.equal(
		quotaAttempt.status,
		200,
		'an unselected kind is acknowledged (or the service re-sends it)',
	);
	assert.equal(quotaAttempt.headers.Authorization, `Bearer ${secret}`);
	assert.equal(incomingAttempt.status, 200);
	let list = await executions(1);
	assert.equal(
		list.length,
		1,
		'exactly one execution: the incoming message, none for quotaExceeded',
	);
	const message = outputOf(list[0]);
	assert.equal(message.typeWebhook, 'incomingMessageReceived');
	assert.equal(message.idMessage, incoming.idMessage);
	assert.equal(message.chatId, alice);
	assert.equal(message.text, 'Hi n8n, this is Alice');
	assert.equal(message.typeMessage, 'textMessage');
	assert.deepEqual(
		/** @type {{ idInstance?: unknown }} */ (message.instanceData)?.idInstance,
		Number(ID_INSTANCE),
	);

	// 2. A state change.
	control.setState('notAuthorized');
	const [stateAttempt] = (await delivered(control, 3)).slice(2);
	assert.equal(stateAttempt.status, 200);
	list = await executions(2);
	assert.equal(list.length, 2);
	const changed = outputOf(list[0]);
	assert.equal(changed.typeWebhook, 'stateInstanceChanged');
	assert.equal(changed.stateInstance, 'notAuthorized');

	// 3. A message status (one notification, as the service sends it for one status move).
	const statusBody = {
		typeWebhook: 'outgoingMessageStatus',
		instanceData: {
			idInstance: Number(ID_INSTANCE),
			wid: simulator.instance.wid,
			typeInstance: 'whatsapp',
		},
		timestamp: Math.floor(Date.now() / 1000),
		chatId: alice,
		idMessage: state.sentText ?? 'BAE5F4886F6F2D05',
		status: 'delivered',
		sendByApi: true,
	};
	control.notify(statusBody);
	const [statusAttempt] = (await delivered(control, 4)).slice(3);
	assert.equal(statusAttempt.status, 200);
	list = await executions(3);
	assert.equal(list.length, 3);
	const status = outputOf(list[0]);
	assert.equal(status.typeWebhook, 'outgoingMessageStatus');
	assert.equal(status.status, 'delivered');
	assert.equal(status.idMessage, statusBody.idMessage);
	assert.equal(status.chatId, alice);

	// 4. A delivery with a wrong secret, and one without any: 401, no execution.
	for (const authorization of [`Bearer ${secret.slice(0, -1)}x`, undefined]) {
		/** @type {Record<string, string>} */
		const headers = { 'content-type': 'application/json' };
		if (authorization) headers.authorization = authorization;
		const response = await fetch(productionUrl, {
			method: 'POST',
			headers,
			body: JSON.stringify(incomingAttempt.body),
		});
		assert.equal(response.status, 401, `${authorization ? 'a wrong' : 'no'} secret is refused`);
	}
	// A last selected delivery proves, by order, that the refused ones left nothing behind.
	control.injectIncoming({ chatId: alice, text: 'last one' });
	await delivered(control, 5);
	list = await executions(4);
	assert.equal(list.length, 4, 'no execution for the 401s or the unselected kind');
	assert.equal(outputOf(list[0]).text, 'last one');

	// 5. Deactivation clears the instance's webhook URL (delete(); 2.x again through the outbox).
	control.resetRequests();
	await n8n.deactivate(workflow.id);
	await waitFor(() => control.settings().webhookUrl === '', {
		timeout: 30000,
		what: 'webhookUrl to be cleared',
	});
	assert.equal(control.settings().webhookUrlToken, '');
	const cleared = requestsOf((r) => r.path === path('setSettings')).map(shape);
	assert.deepEqual(
		cleared.map((r) => r.body),
		[{ webhookUrl: '', webhookUrlToken: '' }],
	);
	const after = await fetch(productionUrl, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
		body: JSON.stringify(incomingAttempt.body),
	});
	assert.equal(after.status, 404, 'the production URL is gone');
	control.setState('authorized');
}
