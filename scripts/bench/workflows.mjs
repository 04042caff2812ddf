// The bench's workflows: Webhook (answers when the last node is done) → Split Out (one item per
// entry of the posted `items`) → the node under test, always named MEASURED so its run data is
// found the same way for every contender.
import { randomUUID } from 'node:crypto';

import { chain, greenApiNode, webhookNode } from '../../test/e2e/lib/fixtures.mjs';

/** @typedef {import('../../test/e2e/lib/types.js').Credential} Credential */
/** @typedef {import('../../test/e2e/lib/types.js').WorkflowNode} WorkflowNode */

export const MEASURED = 'Measured';

/** @type {Set<string>} */
const workflowIds = new Set();
/**
 * A 16-character workflow ID (n8n's import keeps it) derived from a readable tag.
 * @param {string} tag
 */
export function workflowId(tag) {
	const id = `bench${tag.replace(/[^A-Za-z0-9]/g, '')}0000000000000000`.slice(0, 16);
	if (workflowIds.has(id)) throw new Error(`workflow id ${id} (${tag}) is taken`);
	workflowIds.add(id);
	return id;
}

/** @returns {WorkflowNode} */
function splitOut() {
	return {
		id: randomUUID(),
		name: 'Split Out',
		type: 'n8n-nodes-base.splitOut',
		typeVersion: 1,
		position: [120, 0],
		parameters: { fieldToSplitOut: 'body.items', options: {} },
	};
}

/**
 * Webhook → Split Out → `node` (renamed MEASURED); the webhook path is the tag.
 * @param {string} tag
 * @param {WorkflowNode} node
 * @returns {import('./types.js').WebhookWorkflow}
 */
export function itemsWorkflow(tag, node) {
	const webhook = webhookNode(`bench-${tag}`);
	webhook.parameters.responseData = 'noData';
	const measured = { ...node, name: MEASURED, position: [360, 0] };
	const workflow = chain(workflowId(tag), `bench ${tag}`, [webhook, splitOut(), measured]);
	return Object.assign(workflow, { webhookPath: `bench-${tag}` });
}

/**
 * Our sendText; `requestsPerSecond` sets the node's Options → Requests per Second (0: pacing off).
 * @param {Credential} cred
 * @param {{ requestsPerSecond?: number }} [options]
 */
export function oursSendText(cred, { requestsPerSecond } = {}) {
	return greenApiNode(
		MEASURED,
		{
			resource: 'message',
			operation: 'sendText',
			chatId: '={{ $json.chatId }}',
			message: '={{ $json.message }}',
			additionalFields: {},
			...(requestsPerSecond === undefined ? {} : { options: { requestsPerSecond } }),
		},
		cred,
	);
}

/** @param {Credential} cred */
export function oursChatHistory(cred) {
	return greenApiNode(
		MEASURED,
		// 100 = the service's own default count, which the HTTP Request contenders get by leaving it out.
		{ resource: 'history', operation: 'getChat', chatId: '={{ $json.chatId }}', limit: 100 },
		cred,
	);
}

/**
 * n8n's HTTP Request node as a user would set it up for a Green API method: the token in the URL,
 * the fields as a JSON body; `batch` adds the Batching option ({size, intervalMs}).
 * @param {string} url
 * @param {string[]} fields
 * @param {{ size: number, intervalMs: number }} [batch]
 * @returns {WorkflowNode}
 */
export function httpRequest(url, fields, batch) {
	/** @type {import('../../test/e2e/lib/types.js').JsonObject} */
	const options = batch
		? { batching: { batch: { batchSize: batch.size, batchInterval: batch.intervalMs } } }
		: {};
	return {
		id: randomUUID(),
		name: MEASURED,
		type: 'n8n-nodes-base.httpRequest',
		typeVersion: 4.2,
		position: [360, 0],
		parameters: {
			method: 'POST',
			url,
			sendBody: true,
			bodyParameters: {
				parameters: fields.map((name) => ({ name, value: `={{ $json.${name} }}` })),
			},
			options,
		},
	};
}

/**
 * The path of a method on a simulator: with /v3 unless `v3` is false.
 * @param {{ url: string, instance: { idInstance: string, apiTokenInstance: string } }} sim
 * @param {string} method
 * @param {{ v3?: boolean }} [options]
 */
export function methodUrl(sim, method, { v3 = true } = {}) {
	const { idInstance, apiTokenInstance } = sim.instance;
	return `${sim.url}${v3 ? '/v3' : ''}/waInstance${idInstance}/${method}/${encodeURIComponent(apiTokenInstance)}`;
}
