// The Green API Partner node under the reliability suite's conditions: its calls to the simulator
// and to a hostile server that echoes the requested URL (partner token or instance token in it,
// in several encodings) end as expected, and every token it handles joins the suite's token scan:
// the partner token, a wrong one, and the tokens of the instances it acts on. Create, whose output
// holds a token on purpose, is not run here.
import { chain, webhookNode } from '../../e2e/lib/fixtures.mjs';
import { callWebhook } from '../../e2e/lib/scenarios.mjs';
import { makeToken, scanFragments } from './leaks.mjs';

/** @typedef {import('../../../simulator/index.js').Simulator} Simulator */
/** @typedef {import('../../../simulator/index.js').PartnerInstance} PartnerInstance */
/** @typedef {import('../../e2e/lib/types.js').Credential} Credential */
/** @typedef {import('../../e2e/lib/types.js').JsonObject} JsonObject */
/** @typedef {import('../../e2e/lib/types.js').Workflow} Workflow */
/** @typedef {import('./types.js').Context} Context */
/** @typedef {import('./types.js').HostileServer} HostileServer */

const SECTION = 'partner node';
const PARTNER = 'n8n-nodes-green-api.greenApiPartner';

/**
 * @param {string} id
 * @param {string} name
 * @param {string} partnerApiUrl
 * @param {string} partnerToken
 * @returns {Credential}
 */
function credential(id, name, partnerApiUrl, partnerToken) {
	return { id, name, type: 'greenApiPartnerApi', data: { partnerApiUrl, partnerToken } };
}

/**
 * Webhook → Green API Partner, started with POST /webhook/rel-<key>.
 * @param {string} id
 * @param {string} key
 * @param {JsonObject} parameters
 * @param {Credential} cred
 * @returns {Workflow}
 */
function workflow(id, key, parameters, cred) {
	return chain(id, `reliability ${key}`, [
		webhookNode(`rel-${key.toLowerCase()}`),
		{
			id: `${id}-node`,
			name: 'Green API Partner',
			type: PARTNER,
			typeVersion: 1,
			position: [240, 0],
			parameters: { resource: 'instance', ...parameters },
			credentials: { greenApiPartnerApi: { id: cred.id, name: cred.name } },
		},
	]);
}

/**
 * Two instances of the simulator's partner account with tokens of the suite's shape (every
 * 8-character piece telling), the credentials and workflows that act on them, and every token.
 * @param {{ simulator: Simulator, hostile: HostileServer }} servers
 */
export function partnerFixtures({ simulator, hostile }) {
	const control = simulator.partner.control;
	/** @param {string} name */
	const create = (name) => control.create({ name }, { ready: true, apiTokenInstance: makeToken() });
	const kept = create('Reliability kept');
	const removed = create('Reliability removed');
	const wrongToken = makeToken();
	const { partnerToken } = simulator.partner;
	const sim = simulator.url;
	const creds = {
		partner: credential('relPartner000001', 'Reliability partner', sim, partnerToken),
		partnerWrong: credential('relPartnerWrong1', 'Reliability partner, wrong', sim, wrongToken),
		partnerHostile: credential(
			'relPartnerHost01',
			'Reliability partner, hostile',
			hostile.url,
			partnerToken,
		),
	};
	/**
	 * @param {PartnerInstance} instance
	 * @param {string} [apiUrl]
	 */
	const on = (instance, apiUrl = sim) => ({ idInstance: String(instance.idInstance), apiUrl });
	const list = { operation: 'getAll', returnAll: true };
	const workflows = {
		partnerState: workflow(
			'relPartnerState1',
			'partnerState',
			{ operation: 'getState', ...on(kept) },
			creds.partner,
		),
		partnerQr: workflow(
			'relPartnerQr0001',
			'partnerQr',
			{ operation: 'getQr', ...on(kept) },
			creds.partner,
		),
		partnerLogout: workflow(
			'relPartnerOut001',
			'partnerLogout',
			{ operation: 'logout', ...on(kept) },
			creds.partner,
		),
		partnerDelete: workflow(
			'relPartnerDel001',
			'partnerDelete',
			{ operation: 'delete', ...on(removed) },
			creds.partner,
		),
		partnerWrong: workflow('relPartnerWrong2', 'partnerWrong', list, creds.partnerWrong),
		partnerHostileApi: workflow(
			'relPartnerHost02',
			'partnerHostileApi',
			list,
			creds.partnerHostile,
		),
		partnerHostileInstance: workflow(
			'relPartnerHost03',
			'partnerHostileInstance',
			{ operation: 'getState', ...on(kept, hostile.url) },
			creds.partner,
		),
	};
	const tokens = [partnerToken, wrongToken, kept.apiTokenInstance, removed.apiTokenInstance];
	return { creds, workflows, tokens, kept, removed };
}

/** @typedef {ReturnType<typeof partnerFixtures>} PartnerFixtures */

/**
 * One partner call: [kind, workflow key, expected, the execution's status, how often the call
 * reached the server, the most it may].
 * @typedef {[string, keyof PartnerFixtures['workflows'], string, string, () => number, number]} PartnerCase
 */

/**
 * Each partner call: its outcome, how often it reached the server, no token piece in its answer.
 * @param {Context} ctx
 */
export async function runPartner(ctx) {
	const { report, hostile, control, partner } = ctx;
	const { kept, removed, workflows } = partner;
	/** @param {string} method */
	const calls = (method) => () => control.requests().filter((r) => r.method === method).length;
	/** @param {string} method */
	const hostileCalls = (method) => () => hostile.count(method);
	/** @type {PartnerCase[]} */
	const cases = [
		[
			'Get State',
			'partnerState',
			'success, getStateInstance once',
			'success',
			calls('getStateInstance'),
			1,
		],
		['Get QR Code', 'partnerQr', 'success, qr once', 'success', calls('qr'), 1],
		['Log Out', 'partnerLogout', 'success, logout once', 'success', calls('logout'), 1],
		[
			'Delete (Log Out First)',
			'partnerDelete',
			'success, deleteInstanceAccount once',
			'success',
			calls('deleteInstanceAccount'),
			1,
		],
		[
			'wrong partner token (200 with code 401)',
			'partnerWrong',
			'error naming the token, getInstances once',
			'error',
			calls('getInstances'),
			1,
		],
		[
			'partner API behind a 502 proxy page echoing the URL',
			'partnerHostileApi',
			'error naming 502, no token',
			'error',
			hostileCalls('getInstances'),
			4,
		],
		[
			'instance behind a 502 proxy page echoing the URL',
			'partnerHostileInstance',
			'error naming 502, no token',
			'error',
			hostileCalls('getStateInstance'),
			4,
		],
	];
	for (const [kind, key, expected, status, count, most] of cases) {
		await report.check(SECTION, kind, expected, async () => {
			hostile.reset();
			hostile.mode = 'proxy502';
			control.resetRequests();
			const flow = workflows[key];
			await ctx.n8n.activate(flow.id);
			const before = (await ctx.executions(flow.id)).length;
			const answer = await callWebhook(ctx.n8n, flow, {});
			const [latest] = await ctx.waitForCount(flow.id, before + 1, { timeout: 60000 });
			const execution = await ctx.execution(latest.id);
			await ctx.n8n.deactivate(flow.id);
			const error = execution.data?.resultData?.error ?? null;
			ctx.seen.push(JSON.stringify(answer), JSON.stringify(error));
			const leak = scanFragments('run', JSON.stringify([answer, error]), ctx.fragments);
			const n = count();
			const text = error ? `${error.message} — ${error.description ?? ''}` : 'no error';
			const leaked = leak.count ? `TOKEN PIECES ${leak.count}, ` : '';
			return {
				observed: `${execution.status}, ${n} request(s), ${leaked}${text.slice(0, 160)}`,
				pass: execution.status === status && leak.count === 0 && n >= 1 && n <= most,
			};
		});
	}
	const records = ctx.simulator.partner.control.instances();
	report.add(
		SECTION,
		'the deleted instance is flagged, the other kept',
		'deleted: true, false',
		records.map((r) => `${r.idInstance}: ${r.deleted}`).join(', '),
		records.find((r) => r.idInstance === removed.idInstance)?.deleted === true &&
			records.find((r) => r.idInstance === kept.idInstance)?.deleted === false,
	);
}
