// Workflows Webhook → one or more Green API nodes in a row, and what a run of one gave: the items
// each node stored, or the error that ended it. The runs go through runWorkflow (scenarios.mjs),
// which keeps every answer for the suite's last token scan.
import assert from 'node:assert/strict';

import { chain, greenApiNode, webhookNode } from './fixtures.mjs';
import { nodeOutput } from './n8n.mjs';

/** @typedef {import('./types.js').Credential} Credential */
/** @typedef {import('./types.js').Execution} Execution */
/** @typedef {import('./types.js').JsonObject} JsonObject */
/** @typedef {import('./types.js').Workflow} Workflow */
/** @typedef {{ answer: import('./scenarios.mjs').WebhookAnswer, execution: Execution }} RunResult */

/**
 * Webhook (at `/webhook/<path>`) → the Green API nodes, in the order given.
 * @param {string} id 16 characters, as n8n's own workflow IDs
 * @param {string} path
 * @param {Array<[string, JsonObject]>} nodes each node's name and parameters
 * @param {Credential} cred
 * @returns {Workflow}
 */
export function webhookChain(id, path, nodes, cred) {
	return chain(id, `e2e ${path}`, [
		webhookNode(path),
		...nodes.map(([name, parameters], i) =>
			greenApiNode(name, parameters, cred, [240 * (i + 1), 0]),
		),
	]);
}

/**
 * The stored items of each node of a run that succeeded, by node name.
 * @param {RunResult} result
 * @returns {(node: string) => JsonObject[]}
 */
export function outputsOf({ answer, execution }) {
	const error = JSON.stringify(execution.data?.resultData?.error ?? {}).slice(0, 800);
	assert.equal(execution.status, 'success', error);
	assert.equal(answer.status, 200, error);
	return (node) => {
		const items = nodeOutput(execution.data, node);
		assert.ok(items, `${node} ran`);
		return items;
	};
}

/**
 * The error a failed run stored, as `{ message, description, node }`.
 * @param {RunResult} result
 */
export function errorOf({ answer, execution }) {
	assert.equal(answer.status, 500, JSON.stringify(answer.json).slice(0, 300));
	assert.equal(execution.status, 'error');
	const error = execution.data?.resultData?.error;
	assert.ok(error, 'the execution stores the error');
	return { message: error.message, description: error.description, node: error.node?.name };
}
