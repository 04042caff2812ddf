// One check per workflow of examples/, run in a real n8n against the simulator (and the AI one
// against the model stand-in): each starts the example as a user would (a WhatsApp message, a
// state change, a webhook call, "Execute workflow") and asserts its visible result: the reply, the
// alert, the file's bytes, the branch taken, the broadcast's counts. Examples started by a Green
// API Trigger share one instance, so each activates and deactivates its own in turn.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

import sim from '../../../simulator/index.js';
import { answer, callTools, lastUserText, toolResults } from './modelStandIn.mjs';
import { nodeOutput } from './n8n.mjs';
import { partnerExampleChecks } from './partner.mjs';
import { callWebhook } from './scenarios.mjs';
import { executionIdOf, follow, questionFor, waitForStatus } from './sendAndWait.mjs';
import { activateTrigger, deactivateTrigger } from './trigger.mjs';
import { listenOnLoopback, waitFor } from './util.mjs';
import { voiceAssistant } from './voiceAssistant.mjs';

/** @typedef {import('../../../simulator/index.js').Control} Control */
/** @typedef {import('./n8n.mjs').N8n} N8n */
/** @typedef {import('./types.js').Execution} Execution */
/** @typedef {import('./types.js').Workflow} Workflow */

/**
 * What the suite hands each example's check.
 * @typedef {object} ExampleContext
 * @property {N8n} n8n
 * @property {Control} control the simulator instance the examples share
 * @property {import('../../../simulator/index.js').Simulator} simulator
 * @property {import('./modelStandIn.mjs').ModelStandIn} model
 * @property {Receiver} receiver
 * @property {string} filesDir where the file example writes
 * @property {Workflow} workflow the example as imported
 * @property {string} out the suite's output folder
 */

/** @typedef {Awaited<ReturnType<typeof startReceiver>>} Receiver */

const { alice, bob, group } = sim.fixtures.ids;

/**
 * The requests of one API method the simulator received since the last reset.
 * @param {Control} control
 * @param {string} method
 */
const calls = (control, method) => control.requests().filter((r) => r.method === method);
/** @param {Control} control */
const sent = (control) => calls(control, 'sendMessage').map((r) => r.body);

/** @param {Execution} execution */
function succeeded(execution) {
	assert.equal(
		execution.status,
		'success',
		JSON.stringify(execution.data?.resultData?.error ?? {}).slice(0, 800),
	);
	return execution;
}

/**
 * Waits for the workflow's `count`-th execution and returns it (it must have succeeded).
 * @param {N8n} n8n
 * @param {Workflow} workflow
 * @param {number} count
 */
async function nth(n8n, workflow, count, timeout = 60000) {
	const list = await n8n.waitForExecutions(workflow.id, count, { timeout });
	assert.equal(list.length, count, `${count} execution(s) of ${workflow.name}`);
	return succeeded(list[0]);
}

/** A stand-in for the alert's receiver (a chat service's incoming webhook). */
export async function startReceiver() {
	/** @type {Array<{ text?: string }>} */
	const bodies = [];
	const server = createServer((req, res) => {
		let raw = '';
		req.on('data', (chunk) => (raw += chunk));
		req.on('end', () => {
			bodies.push(JSON.parse(raw));
			res.writeHead(200, { 'content-type': 'application/json' });
			res.end('{"ok":true}');
		});
	});
	const url = `${await listenOnLoopback(server)}/alerts`;
	return {
		url,
		bodies,
		/** @type {() => Promise<void>} */
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
}

/**
 * Runs `check` with the example's trigger activated, and deactivates it whatever happens: the next
 * example needs the instance's webhook URL free.
 * @param {ExampleContext} ctx
 * @param {() => Promise<void>} check
 */
async function withTrigger({ n8n, control, workflow }, check) {
	await activateTrigger(n8n, control, workflow);
	try {
		await check();
	} finally {
		await deactivateTrigger(n8n, control, workflow);
	}
}

/** @param {string} name */
const thanks = (name) => `Thanks, ${name}! We got your message and will answer soon.`;

/** @param {ExampleContext} ctx */
async function autoReply(ctx) {
	const { n8n, control, workflow } = ctx;
	await withTrigger(ctx, async () => {
		control.resetRequests();
		// A group message first: the example answers personal chats only, so it starts nothing.
		control.injectIncoming({ chatId: group, text: 'Hello group' });
		control.injectIncoming({ chatId: alice, text: 'Are you open today?' });
		await nth(n8n, workflow, 1);
		assert.deepEqual(sent(control), [{ chatId: alice, message: thanks('Alice') }]);
	});
}

/** @param {ExampleContext} ctx */
async function autoReplyPolling({ n8n, control, workflow }) {
	// The message waits in the instance's queue (no webhook URL); activation's first poll reads it.
	control.setSettings({ webhookUrl: '', incomingWebhook: 'yes' });
	control.injectIncoming({ chatId: bob, text: 'Anyone there?' });
	control.resetRequests();
	await n8n.activate(workflow.id);
	try {
		await nth(n8n, workflow, 1);
		assert.deepEqual(sent(control), [{ chatId: bob, message: thanks('Bob') }]);
		assert.equal(calls(control, 'deleteNotification').length, 1, 'the notification was deleted');
	} finally {
		await n8n.deactivate(workflow.id);
	}
}

/** @param {ExampleContext} ctx */
async function aiAssistant(ctx) {
	const { n8n, control, model, workflow, out } = ctx;
	const first = 'When are you open?';
	model.script = (body) => {
		const text = lastUserText(body);
		if (text === first && toolResults(body).length === 0)
			return callTools({ name: 'Read_this_chat', args: { limit: 5 } });
		return answer(`About "${text}": we are open 9 to 18.`);
	};
	const talk = [
		[alice, first],
		[alice, 'And on Sunday?'],
		[bob, 'Hello, who is this?'],
	];
	await withTrigger(ctx, async () => {
		control.resetRequests();
		model.requests.length = 0;
		for (const [i, [chatId, text]] of talk.entries()) {
			control.injectIncoming({ chatId, text });
			await nth(n8n, workflow, i + 1);
		}
	});
	writeFileSync(
		join(out, 'ai-assistant-model-requests.json'),
		JSON.stringify(model.requests, null, 2),
	);
	assert.deepEqual(
		sent(control),
		talk.map(([chatId, text]) => ({ chatId, message: `About "${text}": we are open 9 to 18.` })),
		'each answer went to the chat that wrote',
	);
	assert.deepEqual(
		calls(control, 'sendTyping').map((r) => r.body),
		talk.map(([chatId]) => ({ chatId, typingTime: 10000 })),
		'"typing…" in each chat while the agent worked',
	);
	// The tool's chat ID is the trigger's, whatever the model says; the model filled only the limit.
	assert.deepEqual(
		calls(control, 'getChatHistory').map((r) => r.body),
		[{ chatId: alice, count: 5 }],
	);
	const [tool] = model.requests[0].tools ?? [];
	assert.equal(tool.function.name, 'Read_this_chat');
	assert.deepEqual(Object.keys(tool.function.parameters.properties), ['limit']);
	// Memory per chat: Alice's second question comes with her first exchange, Bob's with nothing.
	/** @param {import('./modelStandIn.mjs').ChatRequest | undefined} request */
	const said = (request) =>
		(request?.messages ?? [])
			.filter((m) => ['user', 'assistant'].includes(m.role) && typeof m.content === 'string')
			.map((m) => String(m.content));
	/** @param {string} text */
	const askedBy = (text) => model.requests.find((r) => lastUserText(r) === text);
	// (n8n 1.x keeps the answer in memory behind a "[Used tools: …]" note of the tool calls.)
	const [question, reply, next, ...more] = said(askedBy('And on Sunday?'));
	assert.deepEqual([question, next, more], [first, 'And on Sunday?', []]);
	assert.ok(reply.endsWith(`About "${first}": we are open 9 to 18.`), reply.slice(-200));
	assert.deepEqual(said(askedBy('Hello, who is this?')), ['Hello, who is this?']);
}

/** @param {ExampleContext} ctx */
async function instanceStateAlert(ctx) {
	const { n8n, control, workflow, receiver, simulator } = ctx;
	await withTrigger(ctx, async () => {
		control.setState('notAuthorized');
		await nth(n8n, workflow, 1);
		assert.equal(receiver.bodies.length, 1, 'one alert');
		assert.deepEqual(Object.keys(receiver.bodies[0]), ['text']);
		assert.match(
			String(receiver.bodies[0].text),
			new RegExp(`^WhatsApp instance ${simulator.instance.idInstance} .*is now "notAuthorized"\\.`),
		);
		// Back to authorized: the execution takes the other branch and sends nothing.
		control.setState('authorized');
		const back = await nth(n8n, workflow, 2);
		assert.equal(nodeOutput(back.data, 'Send the alert'), undefined);
		assert.equal(receiver.bodies.length, 1, 'no alert for authorized');
	});
}

/** @param {ExampleContext} ctx */
async function saveIncomingFiles(ctx) {
	const { n8n, control, workflow, filesDir } = ctx;
	const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(20000)]);
	let idMessage;
	await withTrigger(ctx, async () => {
		// A text is no file: the trigger's message types leave it out.
		control.injectIncoming({ chatId: alice, text: 'the report follows' });
		({ idMessage } = control.injectIncoming({
			chatId: alice,
			typeMessage: 'documentMessage',
			data: { body: bytes, fileName: 'Q3 report.pdf', mimeType: 'application/pdf' },
		}));
		await nth(n8n, workflow, 1);
	});
	const path = join(filesDir, `${alice.split('@')[0]}_${idMessage}_Q3_report.pdf`);
	assert.ok(readFileSync(path).equals(bytes), `${path} holds the file byte for byte`);
}

/** @param {ExampleContext} ctx */
async function approval({ n8n, control, workflow }) {
	await n8n.activate(workflow.id);
	/** @type {Array<[string, number, string]>} order, the link followed (0 approve, 1 decline), the answer */
	const cases = [
		['A-1001', 0, 'Good news: your refund of 25 EUR for order A-1001 is approved.'],
		['A-1002', 1, 'Sorry, we could not approve the refund for order A-1002. We will call you.'],
	];
	for (const [order, link, expected] of cases) {
		control.resetRequests();
		const started = await callWebhook(n8n, workflow, { order, amount: '25 EUR', chatId: alice });
		assert.equal(started.status, 200);
		const question = await questionFor(control, order);
		assert.equal(question.entry.body.chatId, '447700900100@c.us', 'asked the manager');
		assert.equal(question.links.length, 2, 'Approve and Decline');
		const id = executionIdOf(question.links[link]);
		await waitForStatus(n8n, workflow.id, id, ['waiting']);
		assert.equal((await follow(question.links[link])).status, 200);
		const done = succeeded(await waitForStatus(n8n, workflow.id, id, ['success', 'error']));
		const branches = ['Tell the customer: approved', 'Tell the customer: declined'].map(
			(name) => nodeOutput(done.data, name) !== undefined,
		);
		assert.deepEqual(branches, [link === 0, link === 1], `the branch for ${order}`);
		await waitFor(() => sent(control).length === 2, { what: `the answer for ${order}` });
		assert.deepEqual(sent(control)[1], { chatId: alice, message: expected });
	}
	await n8n.deactivate(workflow.id);
}

/** @param {ExampleContext} ctx */
async function broadcast({ n8n, control, workflow }) {
	control.resetRequests();
	// The service fails the first send: it is counted, not repeated, and the rest go on.
	control.fail('sendMessage', { times: 1, status: 500 });
	const id = await n8n.runManually(workflow.id, 'When clicking ‘Execute workflow’');
	const execution = succeeded(await n8n.waitForExecution(id));
	assert.deepEqual(
		sent(control),
		[
			{ chatId: '447700900101@c.us', message: 'Hello Ann, your order is ready for pickup.' },
			{ chatId: '447700900102@c.us', message: 'Hello Ben, your table is booked for 7 pm.' },
			{ chatId: '447700900103@c.us', message: 'Hello Cleo, your parcel left our warehouse.' },
		],
		'one request per valid recipient, each with its own text',
	);
	const [summary] = /** @type {BroadcastSummary[]} */ (nodeOutput(execution.data, 'Summary') ?? []);
	assert.deepEqual(
		{ ...summary, failures: summary.failures.map(({ name, phone }) => ({ name, phone })) },
		{
			total: 4,
			sent: 2,
			failed: 2,
			failures: [
				{ name: 'Ann', phone: '+44 7700 900101' },
				{ name: 'Dan', phone: '+44 7700 9001O4' },
			],
		},
	);
	assert.match(summary.failures[0].error, /500|Internal Server Error/);
	assert.equal(
		summary.failures[1].error,
		'Chat ID "+44 7700 9001O4" is not a chat ID or phone number',
	);
}

/**
 * What the broadcast example's Summary node outputs.
 * @typedef {{ total: number, sent: number, failed: number, failures: Array<{ name: string, phone: string, error: string }> }} BroadcastSummary
 */

/**
 * In run order: the polling one first, while the instance's notification queue is empty.
 * @type {Record<string, (ctx: ExampleContext) => Promise<void>>}
 */
export const exampleChecks = {
	'auto-reply-polling': autoReplyPolling,
	'auto-reply': autoReply,
	'ai-assistant': aiAssistant,
	'instance-state-alert': instanceStateAlert,
	'save-incoming-files': saveIncomingFiles,
	approval,
	broadcast,
	'voice-assistant': voiceAssistant,
	...partnerExampleChecks,
};
