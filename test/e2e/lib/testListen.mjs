// "Listen for test event" on the Green API Trigger, through n8n's own test webhooks, as the editor
// starts and stops it: a test listen points the instance at n8n's test URL, and when it ends the
// instance points back at the production registration with its secret, also after two test
// listens of one workflow and after a test listen of another workflow that took the instance
// over; a test listen that outlives its production workflow's deactivation leaves the instance
// cleared. Runs on its own simulator, so the main trigger's registration is not touched.
import assert from 'node:assert/strict';

import sim from '../../../simulator/index.js';
import { ID_INSTANCE, SECRET_TOKEN, chain, credential, triggerNode } from './fixtures.mjs';
import { waitFor } from './util.mjs';

/** @typedef {import('./n8n.mjs').N8n} N8n */
/** @typedef {import('./types.js').Workflow} Workflow */

const TRIGGER = 'Trigger';

/**
 * "Listen for test event" on a trigger node, as the editor starts it (POST /rest/workflows/:id/run).
 * @param {N8n} n8n
 * @param {string} workflowId
 * @param {string} triggerName
 */
export async function startTestListen(n8n, workflowId, triggerName) {
	const data = await n8n.runFrom(workflowId, triggerName);
	if (!data?.waitingForWebhook)
		throw new Error(`test listen did not start: ${JSON.stringify(data)}`);
}

/**
 * Stops the test listen (the editor's DELETE /rest/test-webhook/:id).
 * @param {N8n} n8n
 * @param {string} workflowId
 */
export async function stopTestListen(n8n, workflowId) {
	await n8n.rest('DELETE', `/test-webhook/${workflowId}`);
}

/**
 * Its own simulator (notifications re-sent after 1 s; the suite's token, so its last scan covers
 * this run), credential and two trigger workflows.
 */
export async function testListenSetup() {
	const simulator = await sim.start({
		instance: { idInstance: ID_INSTANCE, apiTokenInstance: SECRET_TOKEN },
		webhookRetryMs: 1000,
	});
	const cred = credential('listenCredential', 'Green API test listens', simulator);
	const events = ['incomingMessageReceived'];
	const own = chain('listenOwn0000001', 'Test listen: production', [
		triggerNode(TRIGGER, { events }, cred),
	]);
	const other = chain('listenOther00001', 'Test listen: takes over', [
		triggerNode(TRIGGER, { events, options: { takeOver: true } }, cred),
	]);
	return {
		simulator,
		credentials: [cred],
		workflows: [own, other],
		own,
		other,
		close: () => simulator.close(),
	};
}

/**
 * @param {object} ctx
 * @param {N8n} ctx.n8n
 * @param {Awaited<ReturnType<typeof testListenSetup>>} ctx.setup
 */
export async function runTestListen({ n8n, setup }) {
	const { simulator, own, other } = setup;
	const settings = () => simulator.control.settings();
	/**
	 * @param {Workflow} workflow
	 * @param {boolean} test
	 */
	const url = (workflow, test) =>
		`${n8n.base}/${test ? 'webhook-test' : 'webhook'}/${workflow.nodes[0].webhookId}/webhook`;
	/**
	 * @param {Workflow} workflow
	 * @param {boolean} test
	 * @param {string} what
	 */
	const pointsAt = (workflow, test, what) =>
		waitFor(() => settings().webhookUrl === url(workflow, test), { timeout: 20000, what });

	await n8n.activate(own.id);
	await pointsAt(own, false, 'the production URL once active');
	const production = { ...settings() };
	assert.ok(production.webhookUrlToken, 'the production registration has a secret');
	/** @param {string} what */
	const backHome = async (what) => {
		await pointsAt(own, false, what);
		assert.equal(settings().webhookUrlToken, production.webhookUrlToken, `${what}: its secret`);
	};

	// A test event ends the listen (n8n removes the test webhook).
	await startTestListen(n8n, own.id, TRIGGER);
	await pointsAt(own, true, 'the test URL, as n8n gives it');
	simulator.control.injectIncoming({ chatId: sim.fixtures.ids.alice, text: 'test event' });
	await backHome('back at production after the test event');

	// Two listens of one workflow, one stop.
	await startTestListen(n8n, own.id, TRIGGER);
	await pointsAt(own, true, 'the test URL');
	await startTestListen(n8n, own.id, TRIGGER);
	await stopTestListen(n8n, own.id);
	await backHome('back at production after two listens and one stop');

	// Another workflow listens with Take Over, then stops.
	await startTestListen(n8n, other.id, TRIGGER);
	await pointsAt(other, true, 'the other workflow’s test URL');
	await stopTestListen(n8n, other.id);
	await backHome('back at production after the other workflow’s listen');

	// Production deactivated during a listen: nothing to go back to.
	await startTestListen(n8n, own.id, TRIGGER);
	await pointsAt(own, true, 'the test URL');
	await n8n.deactivate(own.id);
	await stopTestListen(n8n, own.id);
	await waitFor(() => settings().webhookUrl === '', {
		timeout: 20000,
		what: 'the instance cleared after production was deactivated',
	});
}
