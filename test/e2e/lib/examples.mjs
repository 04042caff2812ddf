// The importable workflows of examples/ as the e2e suite imports them: each file as a user would
// download it, given a fixed workflow ID. Its credential references are left as they are: they
// name the credentials by n8n's default names ("Green API account", "OpenAi account") with a
// placeholder ID, and n8n's import maps them to the one credential of that name and type. Only the
// two settings a user must change anyway are pointed at the test: the alert's URL and the folder
// files are written to.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { ROOT } from './util.mjs';

/** @typedef {import('./types.js').Workflow} Workflow */
/** @typedef {import('./types.js').WorkflowNode} WorkflowNode */
/** A workflow file of examples/: as a user downloads it, without an ID. */
/** @typedef {Omit<Workflow, 'id'> & { id?: string }} ExampleFile */

export const EXAMPLES_DIR = join(ROOT, 'examples');
/** The folder the file example writes to, in n8n's Docker image (replaced by the test's). */
export const EXAMPLE_FILES_DIR = '/home/node/.n8n-files';
const ALERT_URL = 'https://hooks.example.com/your-alert-webhook';

/**
 * File name (without .json) → the workflow ID the suite imports it under (at most 16 characters).
 * @type {Record<string, string | undefined>}
 */
export const EXAMPLE_IDS = {
	'auto-reply': 'exampleAutoReply',
	'auto-reply-polling': 'exampleAutoPoll1',
	'ai-assistant': 'exampleAiAssist1',
	'instance-state-alert': 'exampleStateAlrt',
	'save-incoming-files': 'exampleSaveFiles',
	approval: 'exampleApproval1',
	broadcast: 'exampleBroadcast',
	'voice-assistant': 'exampleVoiceAsst',
	'onboard-customer': 'exampleOnboard01',
	'offboard-customer': 'exampleOffboard1',
};

export function exampleFiles() {
	return readdirSync(EXAMPLES_DIR)
		.filter((name) => name.endsWith('.json'))
		.map((name) => name.slice(0, -'.json'.length))
		.sort();
}

/**
 * @param {string} name the file name without .json
 * @returns {ExampleFile}
 */
export function readExample(name) {
	return JSON.parse(readFileSync(join(EXAMPLES_DIR, `${name}.json`), 'utf8'));
}

/**
 * @param {ExampleFile} workflow
 * @param {string} name
 */
function nodeNamed(workflow, name) {
	const node = workflow.nodes.find((n) => n.name === name);
	assert.ok(node, `${workflow.name} has a node "${name}"`);
	return node;
}

/**
 * Every example as the suite imports it: `{ name: workflow }`. `alertUrl` and `filesDir` replace the
 * alert's placeholder URL and the Docker folder of the file example.
 * @param {{ alertUrl: string, filesDir: string }} places
 */
export function exampleWorkflows({ alertUrl, filesDir }) {
	/** @type {Record<string, Workflow>} */
	const workflows = {};
	for (const name of exampleFiles()) {
		const id = EXAMPLE_IDS[name];
		assert.ok(id, `examples/${name}.json has an ID in EXAMPLE_IDS`);
		workflows[name] = { ...readExample(name), id };
	}
	const alert = nodeNamed(workflows['instance-state-alert'], 'Send the alert');
	assert.equal(alert.parameters.url, ALERT_URL);
	alert.parameters.url = alertUrl;
	const write = nodeNamed(workflows['save-incoming-files'], 'Write to disk');
	const fileName = String(write.parameters.fileName);
	assert.ok(fileName.startsWith(`=${EXAMPLE_FILES_DIR}/`));
	write.parameters.fileName = fileName.replace(EXAMPLE_FILES_DIR, filesDir);
	return workflows;
}

/**
 * Every example exactly as in its file, under IDs of its own: the editor's pictures show these.
 * @returns {Record<string, Workflow>}
 */
export function pictureWorkflows() {
	return Object.fromEntries(
		exampleFiles().map((name) => [
			name,
			{ ...readExample(name), id: String(EXAMPLE_IDS[name]).replace(/^example/, 'picture') },
		]),
	);
}

/**
 * Every node's credential references: `{ node, type, id, name }`.
 * @param {{ nodes: WorkflowNode[] }} workflow
 */
export function credentialReferences(workflow) {
	return workflow.nodes.flatMap((node) =>
		Object.entries(node.credentials ?? {}).map(([type, ref]) => ({
			node: node.name,
			type,
			id: ref.id,
			name: ref.name,
		})),
	);
}

const CHAT_PARAMETERS = ['chatId', 'chatIdFrom', 'groupId', 'participantChatId'];
/**
 * The only phone numbers an example may hold: +44 7700 900000–900999, which Ofcom keeps free for
 * fiction (and a typo of one, to show a failure).
 */
const FICTIONAL_PHONE = /^447700900\d{0,3}$/;

/**
 * Every string a node's parameters hold, with its path.
 * @param {unknown} value
 * @param {string} [path]
 * @returns {Array<{ path: string, value: string }>}
 */
function strings(value, path = '') {
	if (typeof value === 'string') return [{ path, value }];
	if (value && typeof value === 'object')
		return Object.entries(value).flatMap(([key, v]) => strings(v, `${path}.${key}`));
	return [];
}

/**
 * What every example must be: one sticky note at least; credentials only as references by n8n's
 * default name (no data, no token); chat parameters of Green API nodes in resource-locator form;
 * no phone number outside the fictional range.
 * @param {string} name
 */
export function assertExampleFile(name) {
	const workflow = readExample(name);
	assert.equal(workflow.id, undefined, `${name}: no workflow ID (import gives it one)`);
	const notes = workflow.nodes.filter((n) => n.type === 'n8n-nodes-base.stickyNote');
	assert.ok(
		notes.length >= 1 && String(notes[0].parameters.content).length > 200,
		`${name}: a sticky note`,
	);
	for (const ref of credentialReferences(workflow)) {
		const node = workflow.nodes.find((n) => n.name === ref.node);
		assert.deepEqual(
			Object.keys(node?.credentials?.[ref.type] ?? {}),
			['id', 'name'],
			`${name}/${ref.node}`,
		);
		assert.equal(
			ref.name,
			/** @type {Record<string, string>} */ ({
				greenApiApi: 'Green API account',
				greenApiPartnerApi: 'Green API Partner account',
				openAiApi: 'OpenAi account',
			})[ref.type],
			`${name}/${ref.node}: the credential is named as n8n names a new one`,
		);
	}
	for (const node of workflow.nodes.filter((n) => n.type.startsWith('n8n-nodes-green-api.'))) {
		for (const parameter of CHAT_PARAMETERS.filter((p) => p in node.parameters)) {
			const value = /** @type {{ __rl?: boolean, mode?: string } | undefined} */ (
				node.parameters[parameter]
			);
			assert.equal(value?.__rl, true, `${name}/${node.name}: ${parameter} is a resource locator`);
			assert.ok(
				['list', 'id', 'phone'].includes(String(value?.mode)),
				`${name}/${node.name}: its mode`,
			);
		}
	}
	for (const { path, value } of workflow.nodes.flatMap((n) => strings(n.parameters, n.name))) {
		for (const [written] of value.matchAll(/\+?\d[\d\s().-]{7,}\d/g)) {
			const digits = written.replace(/\D/g, '');
			if (digits.length >= 10)
				assert.match(
					digits,
					FICTIONAL_PHONE,
					`${name}/${path}: ${written} is not a fictional number`,
				);
		}
	}
	return workflow;
}
