// The Green API node as an AI Agent's tool in a real n8n: Green API Trigger → AI Agent (OpenAI
// Chat Model pointed at the local model stand-in) with two Green API tools whose parameters the
// model fills through $fromAI → Green API "Reply" with the agent's answer to the chat that wrote.
// The stand-in's script sends a message, reads a chat, tries a bad chat ID and answers; the test
// reads what the model was given and what the simulator received.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import sim from '../../../simulator/index.js';
import { ACTION, SECRET_TOKEN, greenApiNode, triggerNode } from './fixtures.mjs';
import { answer, callTools, lastUserText, toolResults } from './modelStandIn.mjs';
import { nodeOutput } from './n8n.mjs';
import { secretForms, scanText } from './scan.mjs';
import { activateTrigger, deactivateTrigger } from './trigger.mjs';

/** @typedef {import('./modelStandIn.mjs').ChatRequest} ChatRequest */
/** @typedef {import('./types.js').Credential} Credential */
/** @typedef {import('./types.js').JsonObject} JsonObject */
/** @typedef {import('./types.js').NodeTypeDescription} NodeTypeDescription */
/** @typedef {import('./types.js').WorkflowNode} WorkflowNode */

const { alice, bob } = sim.fixtures.ids;
export const TOOL = `${ACTION}Tool`;
const SEND = 'Send WhatsApp message';
const READ = 'Read WhatsApp chat';
/**
 * n8n names a tool after its node: every character outside [a-zA-Z0-9_-] becomes `_`.
 * @param {string} node
 */
export const toolName = (node) => node.replace(/[^a-zA-Z0-9_-]+/g, '_');
const FROM_AI = {
	chatId: `$fromAI('chatId', 'The chat ID to use: digits@c.us for a person, digits@g.us for a group', 'string')`,
	message: `$fromAI('message', 'The text to send', 'string')`,
	limit: `$fromAI('limit', 'How many of the newest messages to read', 'number')`,
};
const BAD_CHAT = 'the Smiths';

/** n8n's AI nodes (package @n8n/n8n-nodes-langchain); the versions exist in both lines. */
const LANGCHAIN = '@n8n/n8n-nodes-langchain';

/**
 * @param {{ text: string, systemMessage: string }} prompt
 * @returns {WorkflowNode}
 */
export function agentNode({ text, systemMessage }) {
	return {
		id: randomUUID(),
		name: 'AI Agent',
		type: `${LANGCHAIN}.agent`,
		typeVersion: 3,
		position: [240, 0],
		parameters: { promptType: 'define', text, options: { systemMessage } },
	};
}

/**
 * OpenAI Chat Model on the Chat Completions API (the stand-in serves no Responses API).
 * @param {Credential} cred
 * @returns {WorkflowNode}
 */
export function chatModelNode(cred) {
	return {
		id: randomUUID(),
		name: 'OpenAI Chat Model',
		type: `${LANGCHAIN}.lmChatOpenAi`,
		typeVersion: 1.3,
		position: [200, 240],
		parameters: {
			model: { __rl: true, mode: 'id', value: 'stand-in-model' },
			responsesApiEnabled: false,
			options: {},
		},
		credentials: { openAiApi: { id: cred.id, name: cred.name } },
	};
}

/**
 * A Green API node as a tool, with n8n's default error setting: the node itself hands a refused
 * call back to the model as an item `{ error, description }`.
 * @param {string} name
 * @param {JsonObject} parameters
 * @param {Credential} cred
 * @param {number[]} position
 * @returns {WorkflowNode}
 */
export function toolNode(name, parameters, cred, position) {
	return { ...greenApiNode(name, parameters, cred, position), type: TOOL };
}

/**
 * @param {{ greenApi: Credential, openAi: Credential }} creds
 * @returns {import('./types.js').Workflow}
 */
export function aiAgentWorkflow({ greenApi, openAi }) {
	const nodes = [
		triggerNode(
			'Green API Trigger',
			{ events: ['incomingMessageReceived'], options: {} },
			greenApi,
		),
		agentNode({
			text: '={{ $json.text }}',
			systemMessage:
				'=You answer WhatsApp messages. The person writing is {{ $json.senderName }}, chat ID {{ $json.chatId }}.',
		}),
		chatModelNode(openAi),
		toolNode(
			SEND,
			{
				resource: 'message',
				operation: 'sendText',
				chatId: { __rl: true, mode: 'id', value: `={{ ${FROM_AI.chatId} }}` },
				message: `={{ ${FROM_AI.message} }}`,
				additionalFields: {},
			},
			greenApi,
			[440, 240],
		),
		toolNode(
			READ,
			{
				resource: 'history',
				operation: 'getChat',
				chatId: { __rl: true, mode: 'id', value: `={{ ${FROM_AI.chatId} }}` },
				limit: `={{ ${FROM_AI.limit} }}`,
			},
			greenApi,
			[600, 240],
		),
		greenApiNode(
			'Reply',
			{
				resource: 'message',
				operation: 'sendText',
				chatId: { __rl: true, mode: 'id', value: "={{ $('Green API Trigger').item.json.chatId }}" },
				message: '={{ $json.output }}',
				additionalFields: {},
			},
			greenApi,
			[700, 0],
		),
	];
	return {
		id: 'e2eAiAgentTool01',
		name: 'e2e AI agent with Green API tools',
		active: false,
		nodes,
		connections: {
			'Green API Trigger': { main: [[{ node: 'AI Agent', type: 'main', index: 0 }]] },
			'AI Agent': { main: [[{ node: 'Reply', type: 'main', index: 0 }]] },
			'OpenAI Chat Model': {
				ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]],
			},
			[SEND]: { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
			[READ]: { ai_tool: [[{ node: 'AI Agent', type: 'ai_tool', index: 0 }]] },
		},
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}

/**
 * The action text n8n builds a tool's automatic description from (the operation's `action`).
 * @param {NodeTypeDescription[]} types
 * @param {string} resource
 * @param {string} operation
 */
function actionOf(types, resource, operation) {
	const type = types.find((t) => t.name === TOOL);
	const option = (type?.properties ?? [])
		.filter((p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource))
		.flatMap((p) => p.options ?? [])
		.find((o) => o.value === operation);
	assert.ok(option, `${TOOL} has the operation ${resource} ${operation}`);
	return option.action;
}

/**
 * The conversation the stand-in plays, decided by how many tool results it has been given.
 * @param {string} bobSaid
 * @returns {import('./modelStandIn.mjs').ModelStandIn['script']}
 */
function script(bobSaid) {
	return (body) => {
		const results = toolResults(body);
		switch (results.length) {
			case 0:
				return callTools({
					name: toolName(SEND),
					args: { chatId: bob, message: 'Hi Bob, the meeting moved to 15:00.' },
				});
			case 1:
				return callTools({ name: toolName(READ), args: { chatId: bob, limit: 3 } });
			case 2:
				return callTools({
					name: toolName(SEND),
					args: { chatId: BAD_CHAT, message: 'Hello Smiths' },
				});
			default: {
				const said = results[1].content.includes(bobSaid) ? bobSaid : '(not in the history)';
				return answer(`Done: Bob knows about 15:00. The last message in his chat: "${said}"`);
			}
		}
	};
}

/**
 * Checks the tool list of the model's first request against the node types n8n loaded.
 * @param {ChatRequest} request
 * @param {NodeTypeDescription[]} types
 */
function assertToolList(request, types) {
	const tools = Object.fromEntries((request.tools ?? []).map((t) => [t.function.name, t.function]));
	assert.deepEqual(Object.keys(tools).sort(), [toolName(READ), toolName(SEND)]);
	assert.equal(
		tools[toolName(SEND)].description,
		`${actionOf(types, 'message', 'sendText')} in Green API`,
	);
	assert.equal(
		tools[toolName(READ)].description,
		`${actionOf(types, 'history', 'getChat')} in Green API`,
	);
	/**
	 * @param {string} name
	 * @param {string} type
	 * @param {string | undefined} description
	 */
	const property = (name, type, description) => ({ type, description, name });
	/** @param {import('./modelStandIn.mjs').ChatTool['function']} fn */
	const schema = (fn) =>
		Object.entries(fn.parameters.properties).map(([name, p]) =>
			property(name, p.type, p.description),
		);
	assert.deepEqual(schema(tools[toolName(SEND)]), [
		property(
			'chatId',
			'string',
			'The chat ID to use: digits@c.us for a person, digits@g.us for a group',
		),
		property('message', 'string', 'The text to send'),
	]);
	assert.deepEqual(tools[toolName(SEND)].parameters.required, ['chatId', 'message']);
	assert.deepEqual(schema(tools[toolName(READ)]), [
		property(
			'chatId',
			'string',
			'The chat ID to use: digits@c.us for a person, digits@g.us for a group',
		),
		property('limit', 'number', 'How many of the newest messages to read'),
	]);
	return tools;
}

/**
 * @param {object} ctx
 * @param {import('./n8n.mjs').N8n} ctx.n8n
 * @param {import('../../../simulator/index.js').Control} ctx.control
 * @param {import('./modelStandIn.mjs').ModelStandIn} ctx.model
 * @param {import('./types.js').Workflow} ctx.workflow
 * @param {{ apiResponses: unknown[] }} ctx.state
 * @param {string} ctx.out where the model's requests are written
 */
export async function runAiAgent({ n8n, control, model, workflow, state, out }) {
	const types = await n8n.nodeTypes();
	const tool = types.find((t) => t.name === TOOL);
	assert.ok(tool, `n8n offers ${TOOL}`);
	assert.deepEqual(tool.outputs, ['ai_tool']);
	assert.ok(types.some((t) => t.name === `${LANGCHAIN}.agent`));

	await activateTrigger(n8n, control, workflow);
	// Written to Bob from the phone: in his chat's history, and no notification for the workflow.
	const bobSaid = `Running late, sorry (${randomUUID().slice(0, 8)})`;
	control.injectOutgoingFromPhone({ chatId: bob, text: bobSaid });
	control.resetRequests();
	model.requests.length = 0;
	model.script = script(bobSaid);

	const asked = 'Tell Bob the meeting moved to 15:00 and show me the last message in his chat';
	control.injectIncoming({ chatId: alice, text: asked });
	const [execution] = await n8n.waitForExecutions(workflow.id, 1, { timeout: 60000 });
	state.apiResponses.push(execution);
	assert.equal(
		execution.status,
		'success',
		JSON.stringify(execution.data?.resultData?.error ?? {}).slice(0, 800),
	);

	// Kept for reading: the tool list and messages exactly as n8n sent them to the model.
	writeFileSync(join(out, 'ai-agent-model-requests.json'), JSON.stringify(model.requests, null, 2));

	// What the model was given: the incoming text, the tools with their descriptions and schemas.
	assert.equal(model.requests.length, 4, 'four model calls: three tool rounds and the answer');
	const [first, second, third, last] = model.requests;
	assert.equal(lastUserText(first), asked);
	assert.match(JSON.stringify(first.messages), new RegExp(`chat ID ${alice.replace('.', '\\.')}`));
	assertToolList(first, types);

	// The first tool call: exactly one request at the simulator, with the model's chat ID and text.
	const sends = control.requests().filter((r) => r.method === 'sendMessage');
	assert.deepEqual(
		sends.map((r) => r.body),
		[
			{ chatId: bob, message: 'Hi Bob, the meeting moved to 15:00.' },
			{
				chatId: alice,
				message: `Done: Bob knows about 15:00. The last message in his chat: "${bobSaid}"`,
			},
		],
		'the tool’s message to Bob, then the agent’s answer to Alice; nothing for the bad chat ID',
	);
	const reads = control.requests().filter((r) => r.method === 'getChatHistory');
	assert.deepEqual(
		reads.map((r) => r.body),
		[{ chatId: bob, count: 3 }],
	);

	// Each tool's answer went back to the model in the next request.
	const [sent] = toolResults(second);
	assert.equal(sent.id, 'call_1_1');
	/** @type {Array<{ idMessage?: string } | undefined>} the Send tool's output items */
	const sentItems = JSON.parse(sent.content);
	const idMessage = sentItems[0]?.idMessage;
	assert.match(idMessage ?? '', /^[0-9A-F]{16,}$/i, sent.content);
	assert.equal(sends[0].status, 200);
	const history = toolResults(third)[1];
	assert.equal(history.id, 'call_2_1');
	assert.ok(history.content.includes(bobSaid), history.content.slice(0, 500));

	// The bad chat ID: a readable error for the model, no request, no token, no crash.
	const refused = toolResults(last)[2];
	assert.equal(refused.id, 'call_3_1');
	/** @type {Array<{ error?: string, description?: string }>} the refused call's item */
	const [error] = JSON.parse(refused.content);
	assert.equal(error.error, `Chat ID "${BAD_CHAT}" is not a chat ID or phone number`);
	assert.match(
		String(error.description),
		/@c\.us/,
		'the description says which forms a chat ID takes',
	);
	assert.deepEqual(
		scanText('model requests', JSON.stringify(model.requests), secretForms(SECRET_TOKEN)),
		[],
	);

	// The agent's answer went to the chat that wrote, through the Reply node.
	const reply = nodeOutput(execution.data, 'Reply') ?? [];
	assert.equal(reply.length, 1);
	assert.match(String(reply[0].idMessage), /^[0-9A-F]{16,}$/i);
	await deactivateTrigger(n8n, control, workflow);
	return { tools: first.tools, refused: refused.content };
}
