// Credentials and workflows for the e2e suite and the demo, written as import files for
// `n8n import:credentials` / `n8n import:workflow --separate`. Node types, credential type and
// parameter names are the package's public contract (saved workflows use them).
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { readExample } from './examples.mjs';

/** @typedef {import('./types.js').Credential} Credential */
/** @typedef {import('./types.js').Workflow} Workflow */
/** @typedef {import('./types.js').WorkflowNode} WorkflowNode */
/** @typedef {import('./types.js').JsonObject} JsonObject */
/** @typedef {Pick<import('../../../simulator/index.js').Simulator, 'url' | 'mediaUrl' | 'instance'>} SimulatorAddress */

export const ACTION = 'n8n-nodes-green-api.greenApi';
export const TRIGGER = 'n8n-nodes-green-api.greenApiTrigger';
export const CREDENTIAL_TYPE = 'greenApiApi';

/**
 * A token with characters that URL encoding changes (`/ + = & ?`), so a leak of the encoded path
 * segment is told apart from a leak of the raw value. `e2eSECRET` is in every form of it.
 */
export const SECRET_TOKEN = 'e2eSECRET/k9+Qz=Lm&Wp?Rt7';
/** The suite's WhatsApp instance: 12 digits, as the service issues them since July 2026. */
export const ID_INSTANCE = '110100000042';

/**
 * A credential pointing at a simulator; `token` defaults to the simulator's own.
 * @param {string} id
 * @param {string} name
 * @param {SimulatorAddress} sim
 * @param {string} [token]
 * @returns {Credential}
 */
export function credential(id, name, sim, token = sim.instance.apiTokenInstance) {
	return {
		id,
		name,
		type: CREDENTIAL_TYPE,
		data: {
			apiUrl: sim.url,
			mediaUrl: sim.mediaUrl,
			idInstance: sim.instance.idInstance,
			apiTokenInstance: token,
			useV3Paths: true,
			// Chosen, so the exact request logs hold no messenger detection (getSettings).
			messenger: 'whatsapp',
		},
	};
}

/** @param {Credential} cred */
const ref = (cred) => ({ [CREDENTIAL_TYPE]: { id: cred.id, name: cred.name } });

/**
 * @param {string} name
 * @param {JsonObject} parameters
 * @param {Credential} cred
 * @param {number[]} [position]
 * @returns {WorkflowNode}
 */
export function greenApiNode(name, parameters, cred, position = [240, 0]) {
	return {
		id: randomUUID(),
		name,
		type: ACTION,
		typeVersion: 1,
		position,
		parameters,
		credentials: ref(cred),
	};
}

/**
 * @param {string} name
 * @param {JsonObject} parameters
 * @param {Credential} cred
 * @param {string} [webhookId]
 * @returns {WorkflowNode}
 */
export function triggerNode(name, parameters, cred, webhookId = randomUUID()) {
	return {
		id: randomUUID(),
		name,
		type: TRIGGER,
		typeVersion: 1,
		position: [0, 0],
		webhookId,
		parameters,
		credentials: ref(cred),
	};
}

/**
 * A webhook that starts the workflow and answers with the last node's items (or 500 on error).
 * @param {string} path
 * @returns {WorkflowNode}
 */
export function webhookNode(path) {
	return {
		id: randomUUID(),
		name: 'Webhook',
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		position: [0, 0],
		webhookId: randomUUID(),
		parameters: {
			httpMethod: 'POST',
			path,
			responseMode: 'lastNode',
			responseData: 'allEntries',
			options: {},
		},
	};
}

/** @returns {WorkflowNode} */
export function manualNode() {
	return {
		id: randomUUID(),
		name: 'When clicking ‘Execute workflow’',
		type: 'n8n-nodes-base.manualTrigger',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
}

/**
 * A straight chain of nodes as an importable workflow.
 * @param {string} id
 * @param {string} name
 * @param {WorkflowNode[]} nodes
 * @returns {Workflow}
 */
export function chain(id, name, nodes) {
	/** @type {Workflow['connections']} */
	const connections = {};
	for (let i = 0; i + 1 < nodes.length; i++) {
		connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
	}
	return {
		id,
		name,
		active: false,
		nodes,
		connections,
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}

/**
 * Writes credentials and workflows into `dir` for the two import commands; returns their paths.
 * @param {string} dir
 * @param {Credential[]} credentials
 * @param {Workflow[]} workflows
 */
export function writeImportFiles(dir, credentials, workflows) {
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(join(dir, 'workflows'), { recursive: true });
	const credentialsFile = join(dir, 'credentials.json');
	writeFileSync(credentialsFile, JSON.stringify(credentials, null, 2));
	for (const workflow of workflows)
		writeFileSync(join(dir, 'workflows', `${workflow.id}.json`), JSON.stringify(workflow, null, 2));
	return { credentialsFile, workflowsDir: join(dir, 'workflows') };
}

/**
 * Imports through n8n's CLI (N8N_ENCRYPTION_KEY encrypts the credential data).
 * @param {{ cli(args: string[]): Promise<unknown> }} n8n
 * @param {string} dir
 * @param {Credential[]} credentials
 * @param {Workflow[]} workflows
 */
export async function importAll(n8n, dir, credentials, workflows) {
	const { credentialsFile, workflowsDir } = writeImportFiles(dir, credentials, workflows);
	await n8n.cli(['import:credentials', `--input=${credentialsFile}`]);
	await n8n.cli(['import:workflow', '--separate', `--input=${workflowsDir}`]);
}

/**
 * The demo's workflows: the manual "Send a message" (also run by the suite's CLI check) and the
 * two auto-replies of examples/ under the names the README gives them. The examples name their
 * credential "Green API account"; the import maps that name to the demo's credential.
 * @param {Credential} cred
 */
export function demoWorkflows(cred) {
	const send = chain('demoSendMessage1', 'Send a message', [
		manualNode(),
		greenApiNode(
			'Send text message',
			{
				resource: 'message',
				operation: 'sendText',
				chatId: { __rl: true, mode: 'id', value: '79001234561@c.us' },
				message: 'Hello from n8n and Green API!',
				additionalFields: {},
			},
			cred,
		),
	]);
	const reply = {
		...readExample('auto-reply'),
		id: 'demoAutoReply001',
		name: 'Auto-reply to incoming messages',
	};
	const polled = {
		...readExample('auto-reply-polling'),
		id: 'demoPollReply001',
		name: 'Auto-reply by polling (no public URL)',
	};
	return { send, reply, polled };
}
