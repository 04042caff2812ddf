// The Queue resource in one run: Outgoing Count and Incoming Count read what waits (two messages
// another client queued, three notifications nobody fetched), Clear and Clear Incoming
// Notifications empty both queues, and the counts read again give 0.
import assert from 'node:assert/strict';

import sim from '../../../simulator/index.js';
import { ID_INSTANCE, SECRET_TOKEN } from './fixtures.mjs';
import { outputsOf, webhookChain } from './chainRun.mjs';
import { runWorkflow } from './scenarios.mjs';

/** @typedef {import('./types.js').Credential} Credential */
/** @typedef {import('./types.js').Workflow} Workflow */
/** @typedef {import('./addressBook.mjs').ChatbotContext} ChatbotContext */

const { alice, bob } = sim.fixtures.ids;
/**
 * The run's nodes: name, Queue operation, and the one item it stores.
 * @type {Array<[string, string, import('./types.js').JsonObject]>}
 */
const STEPS = [
	['Outgoing Count', 'getCount', { count: 2 }],
	['Incoming Count', 'getIncomingCount', { count: 3 }],
	['Clear', 'clear', { isCleared: true }],
	['Clear Incoming Notifications', 'clearIncoming', { isCleared: true, reason: '' }],
	['Outgoing Count After', 'getCount', { count: 0 }],
	['Incoming Count After', 'getIncomingCount', { count: 0 }],
];

/** @param {Credential} cred */
export function queueWorkflow(cred) {
	return webhookChain(
		'e2eChatbotQueue1',
		'e2e-chatbot-queue',
		STEPS.map(([name, operation]) => [name, { resource: 'queue', operation }]),
		cred,
	);
}

/**
 * Two texts sent by another client of the instance, held in its send queue.
 * @param {{ url: string }} simulator
 */
async function queueTwoTexts({ url }) {
	for (const message of ['Your order is ready', 'We open at 9']) {
		const response = await fetch(
			`${url}/v3/waInstance${ID_INSTANCE}/sendMessage/${encodeURIComponent(SECRET_TOKEN)}`,
			{
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ chatId: bob, message }),
			},
		);
		assert.equal(response.status, 200, await response.text());
	}
}

/**
 * @param {ChatbotContext & { simulator: { url: string } }} ctx
 * @param {Workflow} workflow
 */
export async function runQueueCounts(ctx, workflow) {
	const { control } = ctx;
	// The longest sending delay keeps the texts queued; with no webhook URL the incoming
	// notifications wait in the queue that receiveNotification reads.
	control.setSettings({
		delaySendMessagesMilliseconds: 600000,
		incomingWebhook: 'yes',
		webhookUrl: '',
	});
	await queueTwoTexts(ctx.simulator);
	for (const text of ['one', 'two', 'three']) control.injectIncoming({ chatId: alice, text });

	const result = await runWorkflow(ctx, workflow);
	const items = outputsOf(result);
	assert.deepEqual(
		STEPS.map(([name]) => items(name)),
		STEPS.map(([, , item]) => [item]),
	);
	/**
	 * @param {string} httpMethod
	 * @param {string} method
	 */
	const call = (httpMethod, method) => ({
		httpMethod,
		path: `/waInstance${ID_INSTANCE}/${method}/{token}`,
		query: {},
		body: null,
		status: 200,
	});
	assert.deepEqual(result.requests.map(ctx.shape), [
		call('GET', 'getMessagesCount'),
		call('GET', 'getWebhooksCount'),
		call('GET', 'clearMessagesQueue'),
		call('DELETE', 'clearWebhooksQueue'),
		call('GET', 'getMessagesCount'),
		call('GET', 'getWebhooksCount'),
	]);
	assert.deepEqual(control.queue(), [], 'the send queue is empty');
	control.setSettings({ delaySendMessagesMilliseconds: 500, incomingWebhook: 'no' });
}
