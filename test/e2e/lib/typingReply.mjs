// Show "typing…", then reply: Green API Trigger → Send Typing in the chat that wrote → Send Text
// to the chat Send Typing gives. One incoming message starts one execution, whose requests reach
// the instance in that order.
import assert from 'node:assert/strict';

import sim from '../../../simulator/index.js';
import { ID_INSTANCE, chain, greenApiNode, triggerNode } from './fixtures.mjs';
import { nodeOutput } from './n8n.mjs';
import { activateTrigger, deactivateTrigger } from './trigger.mjs';

/** @typedef {import('./types.js').Credential} Credential */
/** @typedef {import('./types.js').Workflow} Workflow */
/** @typedef {import('./addressBook.mjs').ChatbotContext} ChatbotContext */

const { alice } = sim.fixtures.ids;
const TRIGGER = 'Green API Trigger';
const TYPING = 'Send Typing';
const REPLY = 'Send Text';
const REPLY_TEXT = "=Thanks, {{ $('Green API Trigger').item.json.senderName }}! One moment.";

/** @param {Credential} cred */
export function typingReplyWorkflow(cred) {
	return chain('e2eChatbotTyping', 'e2e chatbot typing reply', [
		triggerNode(TRIGGER, { events: ['incomingMessageReceived'], options: {} }, cred),
		greenApiNode(
			TYPING,
			{
				resource: 'message',
				operation: 'sendTyping',
				chatId: { __rl: true, mode: 'id', value: '={{ $json.chatId }}' },
				typingTime: 3000,
				typingType: 'text',
			},
			cred,
			[240, 0],
		),
		greenApiNode(
			REPLY,
			{
				resource: 'message',
				operation: 'sendText',
				chatId: { __rl: true, mode: 'id', value: '={{ $json.chatId }}' },
				message: REPLY_TEXT,
				additionalFields: {},
			},
			cred,
			[480, 0],
		),
	]);
}

/**
 * @param {ChatbotContext} ctx
 * @param {Workflow} workflow
 */
export async function runTypingReply({ n8n, control, state, shape }, workflow) {
	await activateTrigger(n8n, control, workflow);
	control.resetRequests();
	control.injectIncoming({ chatId: alice, senderName: 'Alice', text: 'Are you open today?' });
	const [execution, ...more] = await n8n.waitForExecutions(workflow.id, 1);
	state.apiResponses.push(execution);
	assert.deepEqual(more, [], 'one execution');
	assert.equal(
		execution.status,
		'success',
		JSON.stringify(execution.data?.resultData?.error ?? {}).slice(0, 800),
	);
	assert.deepEqual(nodeOutput(execution.data, TYPING), [
		{ typing: true, chatId: alice, typingType: 'text', typingTime: 3000 },
	]);
	const [reply, ...others] = nodeOutput(execution.data, REPLY) ?? [];
	assert.deepEqual(others, []);
	assert.match(String(reply?.idMessage), /^[0-9A-F]{16,}$/i);
	/**
	 * @param {string} path
	 * @param {unknown} body
	 */
	const posted = (path, body) => ({ httpMethod: 'POST', path, query: {}, body, status: 200 });
	// Both calls returned before the execution finished.
	assert.deepEqual(control.requests().map(shape), [
		posted(`/waInstance${ID_INSTANCE}/sendTyping/{token}`, { chatId: alice, typingTime: 3000 }),
		posted(`/v3/waInstance${ID_INSTANCE}/sendMessage/{token}`, {
			chatId: alice,
			message: 'Thanks, Alice! One moment.',
		}),
	]);
	await deactivateTrigger(n8n, control, workflow);
}
