// Send and Wait for Response in a real n8n: a webhook starts Webhook → Green API (sendAndWait);
// the simulator receives the question with its answer links; a test HTTP client follows a link
// as the recipient would, and the execution finishes with the answer. Also: link previews and
// forged, foreign or reused links do not answer; an expired wait ends as n8n's own nodes end.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';

import sim from '../../../simulator/index.js';
import { chain, greenApiNode } from './fixtures.mjs';
import { nodeOutput } from './n8n.mjs';
import { say, waitFor } from './util.mjs';

/** @typedef {import('../../../simulator/index.js').Control} Control */
/** @typedef {import('../../../simulator/index.js').RequestLogEntry} RequestLogEntry */
/** @typedef {import('./n8n.mjs').N8n} N8n */
/** @typedef {import('./types.js').Execution} Execution */
/** @typedef {import('./types.js').JsonObject} JsonObject */
/** @typedef {import('./types.js').Workflow} Workflow */

/**
 * The question as the simulator received it (sendMessage or sendInteractiveButtons).
 * @typedef {RequestLogEntry & { body: { chatId?: string, message?: string, linkPreview?: boolean } }} Question
 */

/**
 * An item of Send and Wait's output: the answer under `data`, or the input passed on.
 * @typedef {{ data?: { approved?: boolean, respondedAt?: string, text?: string }, [key: string]: unknown }} AnswerItem
 */

const { alice } = sim.fixtures.ids;
const NODE = 'Green API';
const BROWSER =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/**
 * @param {string} path
 * @returns {import('./types.js').WorkflowNode}
 */
function startNode(path) {
	return {
		id: randomUUID(),
		name: 'Webhook',
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		position: [0, 0],
		webhookId: randomUUID(),
		parameters: { httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
	};
}

/** @type {Record<string, JsonObject>} */
const PARAMETERS = {
	approval: {
		resource: 'message',
		operation: 'sendAndWait',
		chatId: { __rl: true, mode: 'list', value: alice, cachedResultName: 'Alice Smith' },
		message: '=Approve the order {{ $json.body.order }}?',
		responseType: 'approval',
		approvalOptions: { values: { approvalType: 'double' } },
		options: {},
	},
	freeText: {
		resource: 'message',
		operation: 'sendAndWait',
		chatId: { __rl: true, mode: 'phone', value: '+7 (900) 123-45-61' },
		message: 'What should we write on the cake?',
		responseType: 'freeText',
		options: { responseFormTitle: 'Cake', appendAttribution: false },
	},
	expiring: {
		resource: 'message',
		operation: 'sendAndWait',
		chatId: alice,
		message: 'Answer within 3 seconds',
		responseType: 'approval',
		options: {
			limitWaitTime: {
				values: { limitType: 'afterTimeInterval', resumeAmount: 0.05, resumeUnit: 'minutes' },
			},
		},
	},
};

const IDS = {
	approval: 'e2eSendWait00001',
	freeText: 'e2eSendWait00002',
	expiring: 'e2eSendWait00003',
};

/** @param {import('./types.js').Credential} cred */
export function sendAndWaitWorkflows(cred) {
	return Object.fromEntries(
		Object.entries(IDS).map(([key, id]) => [
			key,
			chain(id, `e2e sendAndWait ${key}`, [
				startNode(`e2e-send-wait-${key.toLowerCase()}`),
				greenApiNode(NODE, PARAMETERS[key], cred),
			]),
		]),
	);
}

/**
 * @param {N8n} n8n
 * @param {Workflow} workflow
 * @param {unknown} body
 */
async function start(n8n, workflow, body) {
	const path = workflow.nodes[0].parameters.path;
	return waitFor(
		async () => {
			const response = await fetch(`${n8n.base}/webhook/${path}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify(body),
			});
			return response.status === 404 ? undefined : response.status;
		},
		{ timeout: 30000, what: `webhook ${path}` },
	);
}

/**
 * The question the simulator received for `marker`, and the links in it.
 * @param {Control} control
 * @param {string} marker
 */
export async function questionFor(control, marker) {
	return waitFor(
		() => {
			const entry = control
				.requests()
				.find(
					(r) =>
						/\/(sendMessage|sendInteractiveButtons)\//.test(r.path) &&
						JSON.stringify(r.body).includes(marker),
				);
			if (!entry) return undefined;
			const question = /** @type {Question} */ (entry); // both methods send a JSON body
			const links = [...String(question.body.message).matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
			return { entry: question, links };
		},
		{ timeout: 30000, what: `the question "${marker}" at the simulator` },
	);
}

/**
 * One execution with its data; the list endpoint leaves out executions n8n still holds active.
 * @param {N8n} n8n
 * @param {string} workflowId
 * @param {string} id
 * @returns {Promise<Execution>}
 */
async function execution(n8n, workflowId, id) {
	const { status, body } = await n8n.api('GET', `/executions/${id}?includeData=true`);
	assert.equal(status, 200, `execution ${id}: ${JSON.stringify(body).slice(0, 300)}`);
	const found = /** @type {Execution} */ (body);
	assert.equal(found.workflowId, workflowId);
	return found;
}

/**
 * @param {N8n} n8n
 * @param {string} workflowId
 * @param {string} id
 * @param {string[]} statuses
 * @param {number} [timeout]
 */
export async function waitForStatus(n8n, workflowId, id, statuses, timeout = 30000) {
	return waitFor(
		async () => {
			const e = await execution(n8n, workflowId, id);
			return e && statuses.includes(e.status) ? e : undefined;
		},
		{ timeout, interval: 250, what: `execution ${id} to be ${statuses.join('/')}` },
	);
}

/**
 * The execution ID in an answer link (…/webhook-waiting/<id>/<node>?…).
 * @param {string} link
 */
export const executionIdOf = (link) => String(new URL(link).pathname.split('/').at(-2));

/**
 * The Green API node's items of a finished Send and Wait execution.
 * @param {Execution} done
 * @returns {AnswerItem[]}
 */
function answersOf(done) {
	const items = nodeOutput(done.data, NODE);
	assert.ok(items, `execution ${done.id}: the Green API node ran`);
	return items;
}

/**
 * Opens a link as the recipient's browser does (or POSTs `form` to it).
 * @param {string} link
 * @param {{ userAgent?: string, method?: string, form?: Record<string, string> }} [options]
 */
export async function follow(link, { userAgent = BROWSER, method = 'GET', form } = {}) {
	const response = await fetch(link, {
		method,
		redirect: 'manual',
		headers: {
			'user-agent': userAgent,
			...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
		},
		body: form ? new URLSearchParams(form).toString() : undefined,
	});
	return { status: response.status, text: await response.text() };
}

/**
 * @param {object} ctx
 * @param {N8n} ctx.n8n
 * @param {Control} ctx.control
 * @param {ReturnType<typeof sendAndWaitWorkflows>} ctx.workflows
 * @param {import('./install.mjs').Line} ctx.line
 */
export async function runSendAndWait({ n8n, control, workflows, line }) {
	const { approval, freeText, expiring } = workflows;
	// n8n 2.x offers every node with a Send and Wait operation as a human-review tool for agents.
	const types = /** @type {Array<{ name: string }>} */ (
		await n8n.rest('GET', '/types/nodes.json', undefined, '')
	);
	const hitl = types.some((t) => t.name === 'n8n-nodes-green-api.greenApiHitlTool');
	assert.equal(hitl, Number(line.id) === 2, `greenApiHitlTool listed: ${hitl}`);
	await Promise.all(Object.values(workflows).map((w) => n8n.activate(w.id)));

	// 1. Approval: two executions wait at once, each with its own signed links.
	assert.equal(await start(n8n, approval, { order: 'A-1' }), 200);
	const a = await questionFor(control, 'A-1');
	assert.equal(await start(n8n, approval, { order: 'B-2' }), 200);
	const b = await questionFor(control, 'B-2');
	assert.equal(a.entry.body.chatId, alice);
	assert.equal(
		a.entry.body.linkPreview,
		false,
		'no link preview: the service must not open the links',
	);
	assert.match(
		String(a.entry.body.message),
		/^Approve the order A-1\?\n\n\*✓ Approve:\*\nhttp\S+approved=true\S*\n\n\*✗ Decline:\*\nhttp\S+approved=false\S*\n\n_This message was sent automatically with n8n_$/,
	);
	assert.equal(a.links.length, 2);
	for (const link of a.links) assert.match(link, /[?&]signature=[0-9a-f]{64}/);
	const [aApprove, aDecline] = a.links;
	const [bApprove] = b.links;
	const idA = executionIdOf(aApprove);
	const idB = executionIdOf(bApprove);
	assert.notEqual(idA, idB);
	await waitForStatus(n8n, approval.id, idA, ['waiting']);
	await waitForStatus(n8n, approval.id, idB, ['waiting']);

	// A link preview (WhatsApp's fetcher) does not answer.
	const preview = await follow(aApprove, { userAgent: 'WhatsApp/2.23.20.0 A' });
	assert.equal(preview.status, 204);
	// A forged signature, A's signature on B's execution, and a flipped answer are refused.
	const forged = await follow(
		aApprove.replace(/signature=([0-9a-f])/, (m, c) => `signature=${c === '0' ? '1' : '0'}`),
	);
	assert.equal(forged.status, 401, 'a forged signature');
	const foreign = await follow(aApprove.replace(`/${idA}/`, `/${idB}/`));
	assert.equal(foreign.status, 401, 'A’s link pointed at execution B');
	const flipped = await follow(aDecline.replace('approved=false', 'approved=true'));
	assert.equal(flipped.status, 401, 'a decline link turned into an approval');
	const unsigned = await follow(aApprove.replace(/[?&]signature=[0-9a-f]+/, ''));
	assert.equal(unsigned.status, 401, 'a link without signature');
	assert.equal((await execution(n8n, approval.id, idA)).status, 'waiting');
	assert.equal((await execution(n8n, approval.id, idB)).status, 'waiting');

	// The recipient of A declines; B approves.
	const declined = await follow(aDecline);
	assert.equal(declined.status, 200);
	assert.match(declined.text, /Got it, thanks/);
	const doneA = await waitForStatus(n8n, approval.id, idA, ['success', 'error']);
	assert.equal(doneA.status, 'success');
	const outA = answersOf(doneA);
	assert.deepEqual(Object.keys(outA[0]), ['data']);
	assert.equal(outA[0].data?.approved, false);
	assert.match(String(outA[0].data?.respondedAt), /^\d{4}-\d\d-\d\dT/);
	assert.equal((await execution(n8n, approval.id, idB)).status, 'waiting', 'B still waits');
	assert.equal((await follow(bApprove)).status, 200);
	const doneB = await waitForStatus(n8n, approval.id, idB, ['success', 'error']);
	assert.equal(answersOf(doneB)[0].data?.approved, true);

	// Reused: A's approve link after A finished changes nothing.
	const reused = await follow(aApprove);
	assert.match(reused.text, /No action required/, `reused link: ${reused.status}`);
	const againA = await execution(n8n, approval.id, idA);
	assert.equal(answersOf(againA)[0].data?.approved, false, 'A keeps its answer');
	assert.equal((await n8n.executions(approval.id)).length, 2, 'no new execution');

	// 2. Free text: the link opens a form; its answer is the node's output.
	assert.equal(await start(n8n, freeText, {}), 200);
	const q = await questionFor(control, 'What should we write on the cake?');
	assert.equal(q.entry.body.chatId, alice);
	assert.match(
		String(q.entry.body.message),
		/^What should we write on the cake\?\n\n\*Respond:\*\nhttp\S+$/,
	);
	const idF = executionIdOf(q.links[0]);
	await waitForStatus(n8n, freeText.id, idF, ['waiting']);
	const form = await follow(q.links[0]);
	assert.equal(form.status, 200);
	assert.match(form.text, /<h1>Cake<\/h1>/);
	assert.match(form.text, /<form method="post">/);
	const empty = await follow(q.links[0], { method: 'POST', form: { response: '  ' } });
	assert.equal(empty.status, 400);
	assert.equal((await execution(n8n, freeText.id, idF)).status, 'waiting');
	const answer = 'Happy birthday, Ann! <3';
	const posted = await follow(q.links[0], { method: 'POST', form: { response: answer } });
	assert.equal(posted.status, 200);
	const doneF = await waitForStatus(n8n, freeText.id, idF, ['success', 'error']);
	assert.equal(doneF.status, 'success');
	assert.equal(answersOf(doneF)[0].data?.text, answer);

	// 3. Expired: n8n's wait tracker resumes it; the node passes its input on, as n8n's own do.
	const began = Date.now();
	assert.equal(await start(n8n, expiring, { order: 'late' }), 200);
	const e = await questionFor(control, 'Answer within 3 seconds');
	const idE = executionIdOf(e.links[0]);
	const doneE = await waitForStatus(n8n, expiring.id, idE, ['success', 'error'], 150000);
	say(`line ${line.id}: the 3 s wait ended after ${((Date.now() - began) / 1000).toFixed(1)} s`);
	assert.equal(doneE.status, 'success');
	const outE = answersOf(doneE);
	assert.equal(outE.length, 1);
	assert.deepEqual(outE[0].body, { order: 'late' }, 'the input item passed on');
	assert.equal(outE[0].data, undefined, 'no answer');
	const late = await follow(e.links[0]);
	assert.match(late.text, /No action required/, `late answer: ${late.status}`);
	assert.equal((await n8n.executions(expiring.id)).length, 1);
	return { a: outA[0], b: answersOf(doneB)[0], f: answersOf(doneF)[0] };
}
