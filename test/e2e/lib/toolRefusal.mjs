// Rotate API Token is kept from AI agents, checked where n8n decides. The editor: the operation
// list of the node's tool variant (greenApiTool) lacks it while the plain node offers it — n8n's
// editor shows an option only when NodeHelpers.displayParameter passes its displayOptions, and
// there '@tool' is true for a node type whose name ends in "Tool". At run time: a saved tool node
// set to it anyway is refused when the agent calls it; the model gets the error, the instance no
// request.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { agentNode, chatModelNode, toolName, toolNode } from './aiAgent.mjs';
import { closeOptions, launchChromium, openOptions, signIn } from './editor.mjs';
import { greenApiNode, manualNode, webhookNode } from './fixtures.mjs';
import { answer, callTools, toolResults } from './modelStandIn.mjs';
import { runWorkflow } from './scenarios.mjs';

/** @typedef {import('./types.js').Credential} Credential */
/** @typedef {import('./types.js').Workflow} Workflow */
/** @typedef {import('./types.js').WorkflowNode} WorkflowNode */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */

const AGENT = 'AI Agent';
const ROTATE = 'Rotate token';
const TOOL_STATE = 'Read state';
const PLAIN_STATE = 'Get State';
const ROTATE_OPTION = 'Rotate API Token';

/** @param {string} operation */
const instance = (operation) => ({ resource: 'instance', operation });

/**
 * `start` → AI Agent (OpenAI Chat Model, `tool`) [→ `next`].
 * @param {string} id
 * @param {WorkflowNode} start
 * @param {WorkflowNode} tool
 * @param {Credential} openAi
 * @param {WorkflowNode} [next]
 * @returns {Workflow}
 */
function agentWorkflow(id, start, tool, openAi, next) {
	const agent = agentNode({
		text: '={{ $json.body.text }}',
		systemMessage: 'You look after a WhatsApp instance.',
	});
	const model = chatModelNode(openAi);
	/** @param {string} node @param {string} type */
	const to = (node, type) => ({ [type]: [[{ node, type, index: 0 }]] });
	return {
		id,
		name: `e2e ${id}`,
		active: false,
		nodes: [start, agent, model, tool, ...(next ? [next] : [])],
		connections: {
			[start.name]: to(AGENT, 'main'),
			[model.name]: to(AGENT, 'ai_languageModel'),
			[tool.name]: to(AGENT, 'ai_tool'),
			...(next ? { [AGENT]: to(next.name, 'main') } : {}),
		},
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}

/** @param {{ greenApi: Credential, openAi: Credential }} creds */
export function toolRefusalWorkflows({ greenApi, openAi }) {
	return {
		// Saved with the operation set, as an import or an older editor could leave it.
		run: agentWorkflow(
			'e2eToolRotateTkn',
			webhookNode('e2e-tool-rotate-token'),
			toolNode(ROTATE, instance('rotateToken'), greenApi, [440, 240]),
			openAi,
		),
		editor: agentWorkflow(
			'e2eToolOperation',
			manualNode(),
			toolNode(TOOL_STATE, instance('getState'), greenApi, [440, 240]),
			openAi,
			greenApiNode(PLAIN_STATE, instance('getState'), greenApi, [560, 0]),
		),
	};
}

/**
 * The agent calls the Rotate API Token tool once, then answers.
 * @param {object} ctx
 * @param {import('./types.js').ScenarioN8n} ctx.n8n
 * @param {import('../../../simulator/index.js').Control} ctx.control
 * @param {import('./modelStandIn.mjs').ModelStandIn} ctx.model
 * @param {Workflow} ctx.workflow
 * @param {import('./types.js').SuiteState} ctx.state
 */
export async function runToolRefusal({ n8n, control, model, workflow, state }) {
	await n8n.activate(workflow.id);
	model.requests.length = 0;
	model.script = (body) =>
		toolResults(body).length === 0
			? callTools({ name: toolName(ROTATE), args: {} })
			: answer('The token stays as it is.');
	const result = await runWorkflow({ n8n, control, state }, workflow, {
		text: 'Rotate the API token of the instance',
	});
	const error = JSON.stringify(result.execution.data?.resultData?.error ?? {}).slice(0, 800);
	assert.equal(result.execution.status, 'success', error);
	assert.deepEqual(result.answer, {
		status: 200,
		json: [{ output: 'The token stays as it is.' }],
	});
	assert.equal(model.requests.length, 2, 'the tool call and the answer');
	const [refused] = toolResults(model.requests[1]);
	assert.deepEqual(JSON.parse(refused.content), [
		{
			error: 'Rotate API Token is not available to AI agents',
			description:
				'A new token locks out every workflow that uses the old one, and a model would see the new token: rotate it in a workflow of its own, without an agent.',
		},
	]);
	assert.deepEqual(result.requests, [], 'no request reached the instance, updateApiToken least');
	await n8n.deactivate(workflow.id);
}

/**
 * The option names of a node's Operation, read from its settings in the editor on a page of its
 * own (the workflow opened afresh, so nothing of the other node's settings is left open).
 * @param {BrowserContext} context signed in
 * @param {string} url the workflow's page
 * @param {string} node
 * @param {string} shot
 */
async function operationsOf(context, url, node, shot) {
	const page = await context.newPage();
	try {
		await page.goto(url);
		await page.locator(`[data-test-id="canvas-node"][data-node-name="${node}"]`).dblclick();
		await page.locator('[data-test-id="ndv"] [data-test-id="parameter-input-operation"]').waitFor();
		const texts = await openOptions(page, 'operation');
		// The picture shows where Rotate API Token is or would be: after Reboot.
		await page.getByRole('option', { name: /^Reboot/ }).scrollIntoViewIfNeeded();
		await page.screenshot({ path: shot });
		await closeOptions(page);
		return texts.map((text) => text.split('\n')[0].trim());
	} catch (error) {
		await page.screenshot({ path: shot.replace(/\.png$/, '-failure.png') }).catch(() => {});
		throw error;
	} finally {
		await page.close();
	}
}

/**
 * @param {object} options
 * @param {string} options.base n8n's URL
 * @param {typeof import('./n8n.mjs').OWNER} options.owner
 * @param {string} options.shots the folder of the screenshots
 * @param {Workflow} options.workflow the editor workflow of toolRefusalWorkflows
 */
export async function runToolOptions({ base, owner, shots, workflow }) {
	mkdirSync(shots, { recursive: true });
	const browser = await launchChromium();
	try {
		const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
		context.setDefaultTimeout(30000);
		await signIn(await context.newPage(), base, owner);
		const url = `${base}/workflow/${workflow.id}`;
		/** @param {string} node @param {string} shot */
		const read = (node, shot) => operationsOf(context, url, node, join(shots, shot));
		const tool = await read(TOOL_STATE, '21-tool-operations.png');
		const plain = await read(PLAIN_STATE, '22-node-operations.png');
		assert.ok(plain.includes(ROTATE_OPTION), `the node offers it: ${plain.join(', ')}`);
		assert.ok(plain.includes('Get Pairing Code'), plain.join(', '));
		assert.deepEqual(
			tool,
			plain.filter((name) => name !== ROTATE_OPTION),
			'the tool offers every instance operation but Rotate API Token',
		);
		return { tool, plain };
	} finally {
		await browser.close();
	}
}
