// The Green API Poll Trigger inside a running n8n, without any webhook: activation stops with a
// token-free error for a wrong token and for a foreign webhook URL (naming only its host); an
// active polling workflow sets the instance's flags; n8n is stopped, 500 messages (with group
// messages and failed statuses the filters and events drop) wait in the service's queue, and
// after the restart every one of the 500 arrives once, in order (over one or more polls).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';

import sim from '../../../simulator/index.js';
import { ID_INSTANCE, SECRET_TOKEN, chain } from './fixtures.mjs';
import { nodeOutput } from './n8n.mjs';
import { secretForms, scanText } from './scan.mjs';
import { phase, waitFor } from './util.mjs';

/** @typedef {import('./n8n.mjs').N8n} N8n */
/** @typedef {import('./types.js').Credential} Credential */

const { alice, bob, group } = sim.fixtures.ids;
export const POLL_TRIGGER = 'n8n-nodes-green-api.greenApiPollTrigger';
const NODE = 'Green API Poll Trigger';
const COUNT = 500;

/**
 * @param {Credential} cred
 * @param {import('./types.js').JsonObject} [options]
 * @returns {import('./types.js').WorkflowNode}
 */
export function pollNode(cred, options = {}) {
	return {
		id: randomUUID(),
		name: NODE,
		type: POLL_TRIGGER,
		typeVersion: 1,
		position: [0, 0],
		parameters: {
			pollTimes: { item: [{ mode: 'everyMinute' }] },
			events: ['incomingMessageReceived'],
			options: { chatType: 'personal', maxPerPoll: 1000, ...options },
		},
		credentials: { [cred.type]: { id: cred.id, name: cred.name } },
	};
}

/** @param {{ good: Credential, bad: Credential }} creds */
export function pollingWorkflows(creds) {
	return {
		poll: chain('e2ePollTrigger01', 'e2e poll trigger', [pollNode(creds.good)]),
		badToken: chain('e2ePollBadTok01', 'e2e poll trigger, wrong token', [pollNode(creds.bad)]),
	};
}

/**
 * The error n8n recorded for a failed activation, if any (both places 2.x may use). Also used by
 * the reliability suite (test/reliability/lib/failures.mjs).
 * @param {N8n} n8n
 * @param {string} id
 * @returns {Promise<string | undefined>}
 */
export async function recordedActivationError(n8n, id) {
	const error = /** @type {{ data?: unknown } | undefined} */ (
		await n8n.rest('GET', `/active-workflows/error/${id}`).catch(() => undefined)
	);
	if (error?.data) return JSON.stringify(error.data);
	// 2.x publishes through an outbox, retries the activation a few times, then marks the trigger
	// failed with its message (GET /rest/workflows/:id/publication-status).
	const status = /** @type {PublicationStatus | undefined} */ (
		await n8n.rest('GET', `/workflows/${id}/publication-status`).catch(() => undefined)
	);
	const failed = (status?.data?.triggers ?? []).filter((t) => t.status === 'failed');
	return failed.length ? failed.map((t) => t.errorMessage).join('; ') : undefined;
}

/**
 * What GET /rest/workflows/:id/publication-status answers on n8n 2.x.
 * @typedef {{ data?: { triggers?: Array<{ status: string, errorMessage?: string }> } }} PublicationStatus
 */

/**
 * Activation that must fail: 1.x answers the activate call with the error; 2.x publishes first
 * and records the error once its activation retries are spent.
 * @param {N8n} n8n
 * @param {string} id
 * @returns {Promise<string>}
 */
async function activationFailure(n8n, id) {
	try {
		await n8n.activate(id);
	} catch (error) {
		return /** @type {Error} */ (error).message; // activate() throws Errors
	}
	const recorded = await waitFor(() => recordedActivationError(n8n, id), {
		timeout: 90000,
		interval: 500,
		what: `the activation error of ${id}`,
	});
	await n8n.deactivate(id).catch(() => undefined);
	return recorded;
}

/** @param {string} idMessage */
function statusBody(idMessage) {
	return {
		typeWebhook: 'outgoingMessageStatus',
		instanceData: {
			idInstance: Number(ID_INSTANCE),
			wid: '79990000000@c.us',
			typeInstance: 'whatsapp',
		},
		timestamp: Math.floor(Date.now() / 1000),
		chatId: bob,
		idMessage,
		status: 'failed',
		description: 'SWE004: the number of participants in the group has been exceeded - 300',
		sendByApi: true,
	};
}

/**
 * @param {object} ctx
 * @param {N8n} ctx.n8n
 * @param {import('../../../simulator/index.js').Control} ctx.control
 * @param {ReturnType<typeof pollingWorkflows>} ctx.workflows
 * @param {import('./install.mjs').Line} ctx.line
 * @param {{ apiResponses: unknown[] }} ctx.state
 */
export async function runPolling({ n8n, control, workflows, line, state }) {
	const forms = secretForms(SECRET_TOKEN);
	control.setSettings({ webhookUrl: '', webhookUrlToken: '' });

	// 1. A wrong token: the 401 stops the activation, and the token is nowhere in the message.
	const unauthorized = await activationFailure(n8n, workflows.badToken.id);
	assert.match(unauthorized, /401|[Uu]nauthori[sz]ed|token/, unauthorized);
	assert.deepEqual(scanText('activation error', unauthorized, forms), []);

	// 2. A foreign webhook URL stops the activation, naming only its host.
	control.setSettings({ webhookUrl: 'https://hooks.example.org/in/abc?key=k1' });
	const foreign = await activationFailure(n8n, workflows.poll.id);
	assert.match(foreign, /sends its notifications to hooks\.example\.org, so polling receives none/);
	assert.doesNotMatch(foreign, /key=k1|\/in\/abc/);
	control.setSettings({ webhookUrl: '' });

	// 3. Activation: the first poll switches on incomingWebhook (and drains what earlier tests left).
	control.setSettings({ incomingWebhook: 'no', stateWebhook: 'no', outgoingWebhook: 'no' });
	control.resetRequests();
	await n8n.activate(workflows.poll.id);
	await waitFor(() => control.settings().incomingWebhook === 'yes', {
		timeout: 30000,
		what: 'the poll trigger to switch on incomingWebhook',
	});
	const before = (await n8n.executions(workflows.poll.id)).length;

	// 4. n8n stops; 500 messages, 20 group messages and 10 failed statuses wait in the queue.
	await phase(`line ${line.id}: n8n stop`, () => n8n.stop());
	/** @type {string[]} */
	const expected = [];
	for (let i = 1; i <= COUNT; i++) {
		const text = `queued ${i}`;
		control.injectIncoming({ chatId: i % 2 ? alice : bob, text });
		expected.push(text);
		if (i % 25 === 0) control.injectIncoming({ chatId: group, text: `group ${i}` });
		if (i % 50 === 0) control.notify(statusBody(`BAE5FAILED${String(i).padStart(6, '0')}`));
	}
	control.resetRequests();

	// 5. n8n starts: activating the workflow runs its first poll, which drains the queue.
	await phase(`line ${line.id}: n8n start, drain ${COUNT} queued notifications`, async () => {
		await n8n.start();
		await waitFor(
			async () => {
				const list = await n8n.executions(workflows.poll.id);
				const items = list
					.slice(0, list.length - before)
					.flatMap((e) => nodeOutput(e.data, NODE) ?? []);
				return items.length >= COUNT && list.every((e) => e.finished || e.status === 'success');
			},
			// A poll reads for at most 40 s (DRAIN_BUDGET_MS) and n8n polls once a minute: where a
			// call takes 130 ms (n8n 2.40.7 on a busy 2-core machine) the 500 take four polls or more.
			{ timeout: 420000, interval: 500, what: `${COUNT} polled items` },
		);
	});
	const list = await n8n.executions(workflows.poll.id);
	const fresh = list.slice(0, list.length - before).reverse();
	for (const execution of fresh) {
		assert.equal(
			execution.status,
			'success',
			JSON.stringify(execution.data?.resultData?.error ?? {}),
		);
		assert.equal(execution.mode, 'trigger');
		state.apiResponses.push(execution);
	}
	const items = fresh.flatMap((execution) => nodeOutput(execution.data, NODE) ?? []);
	assert.deepEqual(
		items.map((item) => item.text),
		expected,
		'every queued personal message once, in order; no group message, no status',
	);
	assert.ok(items.every((item) => item.typeWebhook === 'incomingMessageReceived'));

	// Each notification was read once and deleted once.
	const requests = control.requests();
	const deletes = requests
		.filter((r) => r.method === 'deleteNotification')
		.map((r) => `${r.status} ${r.path.split('/').pop()}`);
	assert.equal(deletes.length, COUNT + COUNT / 25 + COUNT / 50, 'one delete per notification');
	assert.equal(new Set(deletes).size, deletes.length, 'no receipt deleted twice');
	assert.ok(deletes.every((d) => d.startsWith('200 ')));
	assert.deepEqual(
		requests.filter((r) => r.method === 'setSettings'),
		[],
		'the restart changed no setting',
	);

	// 6. Deactivation: n8n runs no code for a polling node, so nothing is sent to the service.
	control.resetRequests();
	await n8n.deactivate(workflows.poll.id);
	assert.deepEqual(control.requests(), []);
	control.setSettings({ incomingWebhook: 'no' });
}
