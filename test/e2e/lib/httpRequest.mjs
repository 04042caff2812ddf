// The README's promise for methods the node does not cover: n8n's HTTP Request node with the
// "Green API" credential as a predefined credential type reaches any method, and the credential
// adds the token (HTTP Request sends legacy `uri` requests, which authenticate must handle too).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';

import { ID_INSTANCE, chain, webhookNode } from './fixtures.mjs';
import { runWorkflow } from './scenarios.mjs';

/**
 * @param {import('./types.js').Credential} cred
 * @param {{ url: string }} sim
 */
export function httpRequestWorkflow(cred, sim) {
	const request = {
		id: randomUUID(),
		name: 'HTTP Request',
		type: 'n8n-nodes-base.httpRequest',
		typeVersion: 4.2,
		position: [240, 0],
		parameters: {
			method: 'GET',
			url: `${sim.url}/waInstance${ID_INSTANCE}/getContacts?group=false`,
			authentication: 'predefinedCredentialType',
			nodeCredentialType: 'greenApiApi',
			options: {},
		},
		credentials: { greenApiApi: { id: cred.id, name: cred.name } },
	};
	return chain('e2eHttpRequest01', 'e2e HTTP Request with the Green API credential', [
		webhookNode('e2e-http-request'),
		request,
	]);
}

/** @param {Omit<import('./types.js').ScenarioContext, 'simulator' | 'requestsOf'>} ctx */
export async function runHttpRequest(ctx) {
	const result = await runWorkflow(ctx, ctx.workflow);
	assert.equal(result.answer.status, 200, JSON.stringify(result.answer.json).slice(0, 500));
	assert.equal(result.execution.status, 'success');
	assert.ok(
		Array.isArray(result.answer.json) && result.answer.json.length > 0,
		'contacts came back',
	);
	assert.deepEqual(result.requests.map(ctx.shape), [
		{
			httpMethod: 'GET',
			path: `/waInstance${ID_INSTANCE}/getContacts/{token}`,
			query: { group: 'false' },
			body: null,
			status: 200,
		},
	]);
}
