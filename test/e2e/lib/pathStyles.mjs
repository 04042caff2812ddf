// The nine operations that the Webhook → Green API scenarios run, against a gateway without /v3 routes (the
// simulator's `pathStyle: 'classic'`: sendMessage, getChatHistory and showMessagesQueue only at
// /waInstance…, any /v3 path the framework's 404), with the default credential (/v3 paths on).
// The first /v3 call falls back once to the classic path; later ones go straight there, and the
// one message is sent exactly once. Same instance ID and token as the main simulator, so the
// suite's token scan covers this run too.
import assert from 'node:assert/strict';

import sim from '../../../simulator/index.js';
import {
	ID_INSTANCE,
	SECRET_TOKEN,
	chain,
	credential,
	greenApiNode,
	webhookNode,
} from './fixtures.mjs';
import { nodeOutput } from './n8n.mjs';
import { actionScenarioParameters, callWebhook } from './scenarios.mjs';

/** @typedef {import('../../../simulator/index.js').Simulator} Simulator */
/** @typedef {import('./types.js').Workflow} Workflow */

const { alice } = sim.fixtures.ids;
const NODE = 'Green API';
/** The methods with a /v3 path. */
const V3 = new Set(['sendMessage', 'getChatHistory', 'showMessagesQueue']);

/** Run order and the method each operation calls. */
const OPERATIONS = [
	['sendText', 'sendMessage'],
	['sendContact', 'sendContact'],
	['forward', 'forwardMessages'],
	['getAll', 'showMessagesQueue'],
	['getChat', 'getChatHistory'],
	['getInfo', 'getContactInfo'],
	['getAvatar', 'getAvatar'],
	['sendVoice', 'sendVoiceStatus'],
	['getOutgoing', 'getOutgoingStatuses'],
];

export async function startClassicSimulator() {
	return await sim.start({
		pathStyle: 'classic',
		instance: { idInstance: ID_INSTANCE, apiTokenInstance: SECRET_TOKEN },
	});
}

/** @param {Simulator} classic */
export function classicCredential(classic) {
	return credential('greenApiClassic1', 'Green API classic-only gateway', classic);
}

/**
 * @param {import('./types.js').Credential} cred
 * @returns {Record<string, Workflow>}
 */
export function pathStyleWorkflows(cred) {
	return Object.fromEntries(
		OPERATIONS.map(([key], index) => [
			key,
			chain(`e2eClassicPath${String(index).padStart(2, '0')}`, `e2e classic ${key}`, [
				webhookNode(`e2e-classic-${key.toLowerCase()}`),
				greenApiNode(NODE, actionScenarioParameters[key], cred),
			]),
		]),
	);
}

/**
 * Runs the nine workflows in order against the classic-only simulator and checks every path.
 * @param {object} ctx
 * @param {import('./n8n.mjs').N8n} ctx.n8n
 * @param {Simulator} ctx.classic
 * @param {Record<string, Workflow>} ctx.workflows
 * @param {{ apiResponses: unknown[] }} ctx.state
 */
export async function runPathStyles({ n8n, classic, workflows, state }) {
	await Promise.all(Object.values(workflows).map((w) => n8n.activate(w.id)));
	const control = classic.control;
	control.setSettings({ delaySendMessagesMilliseconds: 600000 });
	/** @param {string} method */
	const base = (method) => `/waInstance${ID_INSTANCE}/${method}/{token}`;
	let v3Seen = false;
	for (const [key, method] of OPERATIONS) {
		/** @type {{ ids?: unknown[], urlFile?: string }} */
		const body = {};
		if (key === 'forward') {
			body.ids = [1, 2].map(
				(n) => control.injectIncoming({ chatId: alice, text: `to forward ${n}` }).idMessage,
			);
		}
		if (key === 'sendVoice') body.urlFile = `${classic.url}/files/voice.mp3`;
		const before = (await n8n.executions(workflows[key].id)).length;
		control.resetRequests();
		const answer = await callWebhook(n8n, workflows[key], body);
		const [execution] = await n8n.waitForExecutions(workflows[key].id, before + 1);
		state.apiResponses.push(answer, execution);
		assert.equal(
			execution.status,
			'success',
			`${key}: ${JSON.stringify(execution.data?.resultData?.error ?? {}).slice(0, 600)}`,
		);
		assert.ok(Array.isArray(nodeOutput(execution.data, NODE)), `${key}: the node ran`);
		/** @type {boolean} */
		const fallback = V3.has(method) && !v3Seen;
		if (V3.has(method)) v3Seen = true;
		const seen = control
			.requests()
			.filter((r) => r.path.includes(`/${method}/`))
			.map((r) => [r.path, r.status]);
		assert.deepEqual(
			seen,
			fallback
				? [
						[`/v3${base(method)}`, 404],
						[base(method), 200],
					]
				: [[base(method), 200]],
			`${key}: ${fallback ? 'one /v3 try, then the classic path' : 'straight to the classic path'}`,
		);
	}
	const sent = control
		.queue()
		.filter((item) => JSON.stringify(item.body ?? {}).includes('Hello from the n8n e2e test'));
	assert.equal(sent.length, 1, 'the text was sent exactly once');
}
