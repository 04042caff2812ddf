// The Green API Partner node in a real n8n, against the partner API of the suite's automation
// simulator: its node and credential types (and no tool made of it), the credential's connection
// test through n8n's REST API, Get Many with and without Include API Tokens, the onboarding example
// run to `authorized` and the offboarding example; then n8n's database, files and log searched for
// the partner token (nowhere) and each instance token (only where Create's output or Include API
// Tokens put it on purpose).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { join } from 'node:path';

import { chain, webhookNode } from './fixtures.mjs';
import { n8nDir } from './install.mjs';
import { nodeOutput } from './n8n.mjs';
import { scanFiles, scanText, secretForms } from './scan.mjs';
import { callWebhook } from './scenarios.mjs';
import { listenOnLoopback, waitFor } from './util.mjs';

/** @typedef {import('../../../simulator/index.js').Simulator} Simulator */
/** @typedef {import('./n8n.mjs').N8n} N8n */
/** @typedef {import('./types.js').Credential} Credential */
/** @typedef {import('./types.js').JsonObject} JsonObject */
/** @typedef {import('./types.js').RunData} RunData */
/** @typedef {import('./types.js').Workflow} Workflow */
/** @typedef {import('./types.js').WorkflowNode} WorkflowNode */
/** @typedef {import('./types.js').SqliteDatabase} SqliteDatabase */
/** @typedef {import('./exampleChecks.mjs').ExampleContext} ExampleContext */
/** @typedef {{ path: string | undefined, type: string | undefined, body: Buffer }} HookRequest */

/** With characters URL encoding changes, so an encoded leak is told apart from a raw one. */
export const PARTNER_TOKEN = 'gac.e2ePARTNER/k9+Qz=Lm&';
const PARTNER = 'n8n-nodes-green-api.greenApiPartner';
/** The examples' placeholder URLs: the customer's page and the team's chat. */
const HOOKS = {
	qr: 'https://hooks.example.com/send-qr-to-customer',
	team: 'https://hooks.example.com/your-team-webhook',
};
/** Nodes whose output holds an instance token on purpose. */
const TOKEN_OUTPUTS = ['Create instance', 'List with tokens'];

/** A stand-in for the customer's page and the team's chat: keeps every request's raw body. */
async function startHooks() {
	/** @type {HookRequest[]} */
	const received = [];
	const server = createServer((req, res) => {
		/** @type {Buffer[]} */
		const chunks = [];
		req.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
		req.on('end', () => {
			const body = Buffer.concat(chunks);
			received.push({ path: req.url, type: req.headers['content-type'], body });
			res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
		});
	});
	const url = await listenOnLoopback(server);
	return {
		url,
		received,
		/**
		 * The bodies posted to `path`, parsed as JSON.
		 * @param {string} path
		 * @returns {JsonObject[]}
		 */
		json: (path) =>
			received.filter((r) => r.path === path).map((r) => JSON.parse(r.body.toString('utf8'))),
		close: () =>
			/** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve()))),
	};
}

/** @typedef {Awaited<ReturnType<typeof startHooks>>} Hooks */

/** The run's stand-in receiver, which partnerSetup starts. */
let hooks = /** @type {Hooks} */ (/** @type {unknown} */ (undefined));

/**
 * A Green API Partner node on the simulator (API URL), with the partner credential.
 * @param {string} name
 * @param {JsonObject} parameters
 * @param {Credential} credential
 * @param {Simulator} simulator
 * @returns {WorkflowNode}
 */
function partnerNode(name, parameters, credential, simulator) {
	return {
		id: `${name}-node`.replace(/\W/g, '-'),
		name,
		type: PARTNER,
		typeVersion: 1,
		position: [240, 0],
		parameters: { resource: 'instance', apiUrl: simulator.url, ...parameters },
		credentials: { greenApiPartnerApi: { id: credential.id, name: credential.name } },
	};
}

/**
 * The partner credential (named as the examples name it) on `simulator`'s partner API, and two
 * webhook workflows listing the account's instances, with and without their tokens.
 * @param {Simulator} simulator
 */
export async function partnerSetup(simulator) {
	hooks = await startHooks();
	/** @type {Credential} */
	const credential = {
		id: 'greenApiPartner1',
		name: 'Green API Partner account',
		type: 'greenApiPartnerApi',
		data: { partnerApiUrl: simulator.url, partnerToken: PARTNER_TOKEN },
	};
	/**
	 * @param {string} id
	 * @param {string} name
	 * @param {JsonObject} options
	 */
	const list = (id, name, options) =>
		chain(id, name, [
			webhookNode(`partner-${id}`),
			partnerNode(name, { operation: 'getAll', returnAll: true, options }, credential, simulator),
		]);
	const workflows = {
		list: list('partnerList00001', 'List instances', {}),
		listTokens: list('partnerListTok01', 'List with tokens', { includeApiTokens: true }),
	};
	return { credential, workflows, close: () => hooks.close() };
}

/**
 * Points the imported partner examples at the test: the customer's page and the team's chat at
 * the stand-in, API URL at the simulator (the general host would be the real service).
 * @param {Record<string, Workflow>} workflows
 * @param {Simulator} simulator
 */
export function pointPartnerExamples(workflows, simulator) {
	for (const name of ['onboard-customer', 'offboard-customer']) {
		for (const node of workflows[name].nodes) {
			if (node.type === PARTNER) node.parameters.apiUrl = simulator.url;
			for (const [key, url] of Object.entries(HOOKS))
				if (node.parameters.url === url) node.parameters.url = `${hooks.url}/${key}`;
		}
	}
}

/**
 * Submits a form trigger's production form with `values` in field order.
 * @param {N8n} n8n
 * @param {Workflow} workflow
 * @param {string[]} values
 */
async function submitForm(n8n, workflow, values) {
	const trigger = workflow.nodes.find((n) => n.type === 'n8n-nodes-base.formTrigger');
	const url = `${n8n.base}/form/${trigger?.webhookId}`;
	return waitFor(
		async () => {
			const form = new FormData();
			values.forEach((value, index) => form.append(`field-${index}`, value));
			const response = await fetch(url, { method: 'POST', body: form });
			return response.status === 404 ? undefined : { status: response.status };
		},
		{ timeout: 30000, interval: 200, what: `the form at ${url}` },
	);
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * n8n Form → Create (wait until ready) → Get QR Code → sent → Get State until authorized → team.
 * @param {ExampleContext} ctx
 */
async function onboard({ n8n, simulator, workflow }) {
	const control = simulator.partner.control;
	const before = control.instances().length;
	hooks.received.length = 0;
	await n8n.activate(workflow.id);
	try {
		const answer = await submitForm(n8n, workflow, ['Coffee House Ltd', 'owner@example.com']);
		assert.equal(answer.status, 200);
		const qr = await waitFor(() => hooks.received.find((r) => r.path === '/qr'), {
			timeout: 60000,
			what: 'the QR code at the customer’s page',
		});
		assert.match(String(qr.type), /^multipart\/form-data/);
		assert.ok(qr.body.includes(PNG), 'the QR code is posted as a PNG file');
		assert.match(qr.body.toString('latin1'), /owner@example\.com/);
		const created = control.instances().slice(before);
		assert.equal(created.length, 1, 'one instance created');
		const { idInstance, apiTokenInstance } = created[0];
		assert.equal(created[0].name, 'Coffee House Ltd');
		control.scan(idInstance);
		const [execution] = await n8n.waitForExecutions(workflow.id, 1, { timeout: 120000 });
		assert.equal(
			execution.status,
			'success',
			JSON.stringify(execution.data?.resultData?.error ?? {}),
		);
		assert.deepEqual(hooks.json('/team'), [
			{ text: `Linked: Coffee House Ltd, instance ${idInstance} (whatsapp), state authorized.` },
		]);
		const [output] = nodeOutput(execution.data, 'Create instance') ?? [];
		assert.equal(output?.apiTokenInstance, apiTokenInstance, 'Create gives the token');
		assert.equal(output?.stateInstance, 'notAuthorized');
		const calls = simulator.control.requests().filter((r) => r.method === 'createInstance');
		assert.equal(calls.length, 1, 'createInstance sent once');
	} finally {
		await n8n.deactivate(workflow.id);
	}
}

/**
 * n8n Form → Log Out → Delete → team; a second run for the same instance fails clearly.
 * @param {ExampleContext} ctx
 */
async function offboard({ n8n, simulator, workflow }) {
	const control = simulator.partner.control;
	const { idInstance } = control.create({ name: 'Leaving Ltd' }, { ready: true });
	control.scan(idInstance);
	hooks.received.length = 0;
	simulator.control.resetRequests();
	await n8n.activate(workflow.id);
	try {
		await submitForm(n8n, workflow, [String(idInstance)]);
		const [done] = await n8n.waitForExecutions(workflow.id, 1, { timeout: 60000 });
		assert.equal(done.status, 'success', JSON.stringify(done.data?.resultData?.error ?? {}));
		assert.deepEqual(hooks.json('/team'), [
			{ text: `Instance ${idInstance} logged out and deleted: billing stops.` },
		]);
		assert.deepEqual(
			simulator.control.requests().map((r) => [r.method, r.path.replace(/\d+/, 'ID'), r.status]),
			[
				['getInstances', '/partner/getInstances/{token}', 200],
				['logout', '/waInstanceID/logout/{token}', 200],
				['deleteInstanceAccount', '/partner/deleteInstanceAccount/{token}', 200],
			],
		);
		const record = control.instances().find((r) => r.idInstance === idInstance);
		assert.equal(record?.deleted, true);
		await submitForm(n8n, workflow, [String(idInstance)]);
		const [again] = await n8n.waitForExecutions(workflow.id, 2, { timeout: 60000 });
		assert.equal(again.status, 'error');
		assert.match(
			String(again.data?.resultData.error?.message),
			new RegExp(`^Instance ${idInstance} is deleted \\(since [\\dT:-]+\\) \\[item 0\\]$`),
		);
	} finally {
		await n8n.deactivate(workflow.id);
	}
}

export const partnerExampleChecks = { 'onboard-customer': onboard, 'offboard-customer': offboard };

/**
 * `POST /rest/credentials/test` as the editor's Test button sends it.
 * @param {N8n} n8n
 * @param {Credential} credential
 * @param {JsonObject} data over the credential's
 * @returns {Promise<{ status: string, message: string }>}
 */
async function credentialTest(n8n, credential, data) {
	const answer = /** @type {{ data: { status: string, message: string } }} */ (
		await n8n.rest('POST', '/credentials/test', {
			credentials: { ...credential, data: { ...credential.data, ...data } },
		})
	);
	return answer.data;
}

/**
 * The types n8n loaded (the partner node is no tool), the credential's test, and Get Many with and
 * without Include API Tokens.
 * @param {{ n8n: N8n, simulator: Simulator, setup: Awaited<ReturnType<typeof partnerSetup>> }} ctx
 */
export async function runPartnerChecks({ n8n, simulator, setup }) {
	const names = (await n8n.nodeTypes()).map((n) => n.name);
	assert.ok(names.includes(PARTNER), 'greenApiPartner is loaded');
	assert.ok(names.includes('n8n-nodes-green-api.greenApiTool'), 'the Green API node is a tool');
	assert.ok(!names.includes(`${PARTNER}Tool`), 'the partner node is offered to no AI agent');
	const credentials = /** @type {Array<{ name: string }>} */ (
		await n8n.rest('GET', '/types/credentials.json', undefined, '')
	).map((c) => c.name);
	assert.ok(credentials.includes('greenApiPartnerApi'), 'greenApiPartnerApi is loaded');

	const { credential, workflows } = setup;
	assert.deepEqual(await credentialTest(n8n, credential, {}), {
		status: 'OK',
		message: 'Connection successful!',
	});
	const wrong = await credentialTest(n8n, credential, { partnerToken: 'gac.not-the-token' });
	assert.equal(wrong.status, 'Error');
	assert.match(wrong.message, /^The partner API refused the Partner Token/);
	// n8n 1.x drops the answer from the error before the test's 404 rule can read it (its own
	// text shows); n8n 2.x keeps it, and the rule's advice shows.
	const nowhere = await credentialTest(n8n, credential, { partnerApiUrl: `${simulator.url}/x` });
	assert.deepEqual(nowhere, {
		status: 'Error',
		message:
			n8n.line.id === 1
				? 'The resource you are requesting could not be found'
				: 'Nothing answers getInstances at this Partner API URL: copy partnerApiUrl from the Green API console (Profile), without /v3, ? or #',
	});

	const control = simulator.partner.control;
	const record = control.create({ name: 'Listed Ltd' }, { ready: true });
	for (const workflow of Object.values(workflows)) await n8n.activate(workflow.id);
	/** @param {Workflow} workflow the listed instances, as its webhook answers them */
	const listOf = async (workflow) =>
		/** @type {JsonObject[]} */ ((await callWebhook(n8n, workflow, {})).json);
	const listed = (await listOf(workflows.list)).find((r) => r.idInstance === record.idInstance);
	assert.equal(listed?.name, 'Listed Ltd');
	assert.equal(listed?.messenger, 'whatsapp');
	assert.ok(listed && !('apiTokenInstance' in listed), 'no token without Include API Tokens');
	const withTokens = await listOf(workflows.listTokens);
	const tokenOf = withTokens.find((r) => r.idInstance === record.idInstance)?.apiTokenInstance;
	assert.equal(tokenOf, record.apiTokenInstance);
	for (const workflow of Object.values(workflows)) await n8n.deactivate(workflow.id);
}

/**
 * Every row of every table of n8n's database (opened read-only with n8n's own sqlite3), and n8n's
 * parser of the execution data it stores (flatted).
 * @param {N8n} n8n
 */
async function databaseRows(n8n) {
	const require = createRequire(join(n8nDir(n8n.line), 'node_modules', 'n8n', 'package.json'));
	const sqlite3 = /** @type {import('./types.js').Sqlite3} */ (require('sqlite3'));
	const { parse } = /** @type {{ parse(text: string): RunData }} */ (require('flatted'));
	const file = join(n8n.home, '.n8n', 'database.sqlite');
	/** @type {SqliteDatabase} */
	const db = await new Promise((resolve, reject) => {
		const handle = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (e) =>
			e ? reject(e) : resolve(handle),
		);
	});
	/**
	 * @param {string} sql
	 * @returns {Promise<JsonObject[]>}
	 */
	const all = (sql) =>
		new Promise((resolve, reject) => db.all(sql, (e, rows) => (e ? reject(e) : resolve(rows))));
	/** @type {Array<{ table: string, row: JsonObject }>} */
	const rows = [];
	try {
		for (const { name } of await all("SELECT name FROM sqlite_master WHERE type = 'table'"))
			for (const row of await all(`SELECT * FROM "${name}"`))
				rows.push({ table: String(name), row });
	} finally {
		await new Promise((resolve) => db.close(resolve));
	}
	return { rows, parse };
}

/**
 * An execution's data with the token fields of the outputs that hold a token on purpose removed.
 * @param {RunData} data
 */
function withoutAllowedTokens(data) {
	for (const name of TOKEN_OUTPUTS)
		for (const run of data?.resultData?.runData?.[name] ?? [])
			for (const item of run.data?.main?.[0] ?? []) delete item.json?.apiTokenInstance;
	return data;
}

/**
 * With n8n stopped: where the partner token occurs (anywhere in the database, the files under
 * .n8n, the log) and where an instance token occurs outside the outputs that hold one on purpose
 * (then in no file but the database and not in the log). Returns the hits and what was seen.
 * @param {N8n} n8n
 * @param {Simulator} simulator
 */
export async function scanPartnerSecrets(n8n, simulator) {
	const partnerForms = secretForms(PARTNER_TOKEN);
	const instanceForms = simulator.partner.control
		.instances()
		.flatMap((i) => secretForms(i.apiTokenInstance));
	const hits = [];
	let allowed = 0;
	const { rows, parse } = await databaseRows(n8n);
	for (const { table, row } of rows) {
		const where = `${table} row`;
		hits.push(...scanText(where, JSON.stringify(row), partnerForms));
		const data = typeof row.data === 'string' ? row.data : '';
		if (table === 'execution_data' && instanceForms.some((f) => data.includes(f))) {
			allowed += 1;
			const rest = { ...row, data: JSON.stringify(withoutAllowedTokens(parse(data))) };
			const label = `${where} (outside the token outputs)`;
			hits.push(...scanText(label, JSON.stringify(rest), instanceForms));
		} else hits.push(...scanText(where, JSON.stringify(row), instanceForms));
	}
	const folder = join(n8n.home, '.n8n');
	const files = scanFiles(folder, partnerForms, [join(folder, 'nodes')]);
	hits.push(...files.hits);
	const notDatabase = scanFiles(folder, instanceForms, [join(folder, 'nodes')]).hits.filter(
		(h) => !/database\.sqlite/.test(h.where),
	);
	hits.push(...notDatabase);
	hits.push(...scanText('n8n log', n8n.output, [...partnerForms, ...instanceForms]));
	return { hits, allowed, instances: instanceForms.length, files: files.files };
}
