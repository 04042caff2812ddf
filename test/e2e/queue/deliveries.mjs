// Many deliveries through the webhook processors. The simulator delivers like the
// service: one notification at a time, the next one when the previous got its answer (20 ms
// apart). 1,000 incoming messages must give 1,000 executions on the workers; then, with Ignore
// Duplicates on and two webhook processors taking turns behind the balancer, re-sent
// notifications must start nothing while new ones still start one execution each.
import assert from 'node:assert/strict';

import sim from '../../../simulator/index.js';
import { ID_INSTANCE, chain, triggerNode } from '../lib/fixtures.mjs';
import { acceptingDeliveries } from '../lib/trigger.mjs';
import { say, waitFor } from '../lib/util.mjs';
import { assertRanOnWorkers } from './cluster.mjs';

/** @typedef {import('../lib/types.js').Credential} Credential */
/** @typedef {import('../lib/types.js').Workflow} Workflow */
/** @typedef {import('../../../simulator/index.js').Notification} Notification */
/** @typedef {import('./cluster.mjs').QueueSetup<{ all: Workflow[] }>} QueueSetup */
/** @typedef {QueueSetup['postgres']} Postgres */
/** @typedef {{ webhookUrl: string, webhookUrlToken: string }} Registration */

const { alice } = sim.fixtures.ids;

/** @param {Credential} cred */
export function deliveriesWorkflow(cred) {
	return chain('e2eQueueDeliver1', 'e2e queue deliveries', [
		triggerNode(
			'Green API Trigger',
			{ events: ['incomingMessageReceived'], options: { ignoreDuplicates: true } },
			cred,
		),
	]);
}

/**
 * Message ids the tests choose, so every execution's data can be matched to its delivery.
 * @param {string} prefix
 * @param {number} i
 */
export const loadId = (prefix, i) => `${prefix}${String(i).padStart(6, '0')}`;

/**
 * Executions of the workflow in PostgreSQL with the load ids found in their data.
 * @param {Postgres} postgres
 * @param {string} workflowId
 * @param {RegExp} pattern
 */
async function executionsWithIds(postgres, workflowId, pattern) {
	const rows = /** @type {Array<{ id: string, status: string, data: string }>} */ (
		await postgres.query(
			`SELECT e.id::text AS id, e.status, d.data FROM execution_entity e
		 JOIN execution_data d ON d."executionId" = e.id WHERE e."workflowId" = $1 ORDER BY e.id`,
			[workflowId],
		)
	);
	return rows.map((row) => ({
		id: row.id,
		status: row.status,
		ids: [...new Set(row.data.match(pattern) ?? [])],
	}));
}

/**
 * @param {Postgres} postgres
 * @param {string} workflowId
 * @returns {Promise<Record<string, number>>} executions by status
 */
async function countByStatus(postgres, workflowId) {
	const rows = /** @type {Array<{ status: string, n: number }>} */ (
		await postgres.query(
			`SELECT status, count(*)::int AS n FROM execution_entity WHERE "workflowId" = $1 GROUP BY status`,
			[workflowId],
		)
	);
	return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/**
 * @param {Postgres} postgres
 * @param {string} workflowId
 * @param {number} count
 * @param {number} timeout
 */
async function waitForFinished(postgres, workflowId, count, timeout) {
	return waitFor(
		async () => {
			const byStatus = await countByStatus(postgres, workflowId);
			const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
			const open = (byStatus.new ?? 0) + (byStatus.running ?? 0);
			return total >= count && open === 0 ? byStatus : undefined;
		},
		{ timeout, interval: 500, what: `${count} finished executions of ${workflowId}` },
	);
}

/**
 * Activates the workflow and waits until the webhook processors accept signed deliveries.
 * @param {QueueSetup} setup
 * @param {Workflow} workflow
 */
export async function activateTrigger(setup, workflow) {
	const { control, main } = setup;
	control.setSettings({ webhookUrl: '', webhookUrlToken: '' });
	await main.activate(workflow.id);
	const settings = await waitFor(
		() => (control.settings().webhookUrl ? control.settings() : undefined),
		{ timeout: 30000, what: 'SetSettings with the webhook URL' },
	);
	await acceptingDeliveries(
		settings.webhookUrl,
		settings.webhookUrlToken,
		'the webhook processors',
	);
	return settings;
}

/**
 * 1,000 deliveries → 1,000 executions. Returns the figures.
 * @param {QueueSetup} setup
 * @param {Workflow} workflow
 */
export async function runThousandDeliveries(setup, workflow, count = 1000) {
	const { control, postgres } = setup;
	control.resetDeliveries();
	const t0 = Date.now();
	/** @type {Notification[]} */
	const bodies = [];
	for (let i = 0; i < count; i++)
		bodies.push(
			control.injectIncoming({ chatId: alice, text: `load ${i}`, idMessage: loadId('LOAD', i) }),
		);
	const attempts = await control.waitForDeliveries(count, 180000);
	const deliveredMs = Date.now() - t0;
	const refused = attempts.filter((a) => a.status !== 200);
	assert.deepEqual(
		refused.map((a) => ({ status: a.status, error: a.error })),
		[],
		'every delivery answered 200 the first time',
	);
	const rate = count / ((attempts[attempts.length - 1].time - attempts[0].time) / 1000 || 1);
	const byStatus = await waitForFinished(postgres, workflow.id, count, 240000);
	const allDoneMs = Date.now() - t0;
	assert.deepEqual(byStatus, { success: count }, 'exactly one successful execution per delivery');
	const executions = await executionsWithIds(postgres, workflow.id, /LOAD\d{6}/g);
	const seen = executions.flatMap((e) => e.ids);
	assert.ok(
		executions.every((e) => e.ids.length === 1),
		'each execution carries one delivered message',
	);
	assert.equal(new Set(seen).size, count, 'every delivered message has its execution');
	const perWorker = assertRanOnWorkers(
		setup,
		executions.map((e) => e.id),
	);
	const figures = {
		deliveries: count,
		executions: executions.length,
		deliveryRate: Number(rate.toFixed(1)),
		deliveredSeconds: Number((deliveredMs / 1000).toFixed(1)),
		allExecutedSeconds: Number((allDoneMs / 1000).toFixed(1)),
		perWorker,
	};
	say(`1,000 deliveries: ${JSON.stringify(figures)}`);
	return { figures, bodies };
}

/**
 * With two webhook processors behind the balancer, `resend` earlier notifications again,
 * then `fresh` new ones each followed at once by a re-sent copy. Only the new ones may start
 * executions, whichever processor gets each delivery.
 * @param {QueueSetup} setup
 * @param {Workflow} workflow
 * @param {Notification[]} bodies the first run's notifications
 * @param {{ resend?: number, fresh?: number }} [options]
 */
export async function runDuplicates(setup, workflow, bodies, { resend = 200, fresh = 100 } = {}) {
	const { control, postgres, balancer } = setup;
	const before = (await countByStatus(postgres, workflow.id)).success ?? 0;
	control.resetDeliveries();
	const servedBefore = Object.fromEntries(balancer.served);
	// Spread over the whole first run, so old and recent keys are both asked for.
	const step = Math.max(1, Math.floor(bodies.length / resend));
	let sent = 0;
	for (let i = 0; i < bodies.length && sent < resend; i += step, sent++) control.notify(bodies[i]);
	for (let i = 0; i < fresh; i++) {
		const body = control.injectIncoming({
			chatId: alice,
			text: `fresh ${i}`,
			idMessage: loadId('NEWM', i),
		});
		control.notify(body);
	}
	const total = sent + 2 * fresh;
	const attempts = await control.waitForDeliveries(total, 120000);
	assert.equal(attempts.filter((a) => a.status === 200).length, total, 'all answered 200');
	const byStatus = await waitForFinished(postgres, workflow.id, before + fresh, 120000);
	assert.deepEqual(
		byStatus,
		{ success: before + fresh },
		`only the ${fresh} new notifications started executions (${sent} re-sent and ${fresh} immediate copies started none)`,
	);
	const executions = await executionsWithIds(postgres, workflow.id, /NEWM\d{6}/g);
	const fresh_ = executions.flatMap((e) => e.ids);
	assert.equal(fresh_.length, fresh, 'one execution per new message');
	assert.equal(new Set(fresh_).size, fresh);
	const served = Object.fromEntries(
		[...balancer.served].map(([name, n]) => [name, n - (servedBefore[name] ?? 0)]),
	);
	assert.ok(
		Object.keys(served).length === 2 && Object.values(served).every((n) => n >= total / 3),
		`both webhook processors took deliveries: ${JSON.stringify(served)}`,
	);
	const figures = { resent: sent, fresh, copies: fresh, executions: fresh, served };
	say(`duplicates over two webhook processors: ${JSON.stringify(figures)}`);
	return figures;
}

/**
 * The documented limit, measured: `pairs` notifications, each sent twice at the same moment (which
 * the service does not do), the two copies going to different webhook processors. Both copies can
 * read the duplicate memory before either saves it. Nothing may be lost; how many ran twice is
 * reported.
 * @param {QueueSetup} setup
 * @param {Workflow} workflow
 * @param {Registration} settings
 * @param {{ pairs?: number }} [options]
 */
export async function runSimultaneousCopies(setup, workflow, settings, { pairs = 50 } = {}) {
	const { postgres } = setup;
	const before = (await countByStatus(postgres, workflow.id)).success ?? 0;
	/** @param {unknown} body */
	const post = (body) =>
		fetch(settings.webhookUrl, {
			method: 'POST',
			headers: {
				'content-type': 'application/json',
				authorization: `Bearer ${settings.webhookUrlToken}`,
			},
			body: JSON.stringify(body),
		}).then(async (response) => {
			await response.arrayBuffer();
			return response.status;
		});
	const statuses = await Promise.all(
		Array.from({ length: pairs }, (_, i) => {
			const body = {
				typeWebhook: 'incomingMessageReceived',
				instanceData: { idInstance: Number(ID_INSTANCE), wid: '79990000000@c.us' },
				timestamp: Math.floor(Date.now() / 1000),
				idMessage: loadId('SAME', i),
				senderData: { chatId: alice, sender: alice, senderName: 'Alice' },
				messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: `same ${i}` } },
			};
			return Promise.all([post(body), post(body)]);
		}),
	);
	assert.deepEqual([...new Set(statuses.flat())], [200]);
	// Executions are stored before a delivery is answered, so their number is final now.
	const total = Object.values(await countByStatus(postgres, workflow.id)).reduce(
		(a, b) => a + b,
		0,
	);
	await waitForFinished(postgres, workflow.id, total, 120000);
	const executions = await executionsWithIds(postgres, workflow.id, /SAME\d{6}/g);
	const ids = executions.flatMap((e) => e.ids);
	assert.equal(new Set(ids).size, pairs, 'every notification started the workflow at least once');
	const figures = { pairs, executions: ids.length, ranTwice: ids.length - pairs, before };
	say(`simultaneous copies (the limit): ${JSON.stringify(figures)}`);
	return figures;
}

/** @param {Credential} cred */
export function pacedWorkflow(cred) {
	return chain('e2eQueuePaced001', 'e2e queue paced deliveries', [
		triggerNode('Green API Trigger', { events: ['incomingMessageReceived'], options: {} }, cred),
	]);
}

/**
 * How long the service keeps re-sending one notification in this check (it does for 24 hours),
 * and how often. On a 2-core machine at a load average of 15 the webhook processor answered 503
 * for over a minute.
 */
const REDELIVERY_MS = 180_000;
const REDELIVERY_PAUSE_MS = 1000;

/**
 * One signed delivery as the service makes it: a notification answered with anything but 200 is
 * sent again (1 s later here, as the simulator does). Returns the last status (or error text);
 * every refused answer is recorded in `refused`.
 * @param {Registration} settings
 * @param {unknown} body
 * @param {Array<number | string>} refused
 * @returns {Promise<number | string>}
 */
async function deliverUntilAccepted(settings, body, refused) {
	const until = Date.now() + REDELIVERY_MS;
	for (;;) {
		const status = await fetch(settings.webhookUrl, {
			method: 'POST',
			headers: {
				'content-type': 'application/json',
				authorization: `Bearer ${settings.webhookUrlToken}`,
			},
			body: JSON.stringify(body),
		}).then(
			async (response) => {
				await response.arrayBuffer();
				return response.status;
			},
			(/** @type {Error} */ error) => error.message,
		);
		if (status === 200 || Date.now() > until) return status;
		refused.push(status);
		await new Promise((resolve) => setTimeout(resolve, REDELIVERY_PAUSE_MS));
	}
}

/**
 * At the stated rate: `count` signed deliveries sent to the balancer every 1000/`rate` ms
 * whether or not the previous ones were answered (so a few overlap), as a burst from a busy
 * instance would arrive if the service delivered faster than one at a time.
 * @param {QueueSetup} setup
 * @param {Workflow} workflow
 * @param {Registration} settings
 * @param {{ count?: number, rate?: number }} [options]
 */
export async function runPacedDeliveries(
	setup,
	workflow,
	settings,
	{ count = 1000, rate = 50 } = {},
) {
	const { postgres } = setup;
	const spacing = 1000 / rate;
	const t0 = Date.now();
	let inFlight = 0;
	let maxInFlight = 0;
	/** @type {Promise<number | string>[]} */
	const answers = [];
	/** @type {Array<number | string>} */
	const refusedAnswers = [];
	for (let i = 0; i < count; i++) {
		const due = t0 + i * spacing;
		const wait = due - Date.now();
		if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
		const body = {
			typeWebhook: 'incomingMessageReceived',
			instanceData: {
				idInstance: Number(ID_INSTANCE),
				wid: '79990000000@c.us',
				typeInstance: 'whatsapp',
			},
			timestamp: Math.floor(Date.now() / 1000),
			idMessage: loadId('PACE', i),
			senderData: { chatId: alice, sender: alice, senderName: 'Alice' },
			messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: `paced ${i}` } },
		};
		inFlight += 1;
		maxInFlight = Math.max(maxInFlight, inFlight);
		answers.push(
			deliverUntilAccepted(settings, body, refusedAnswers).finally(() => {
				inFlight -= 1;
			}),
		);
	}
	const dispatchedSeconds = (Date.now() - t0) / 1000;
	const statuses = await Promise.all(answers);
	const sentSeconds = (Date.now() - t0) / 1000;
	assert.deepEqual(
		statuses.filter((s) => s !== 200),
		[],
		'every delivery answered 200 in the end',
	);
	const byStatus = await waitForFinished(postgres, workflow.id, count, 240000);
	const allDoneSeconds = (Date.now() - t0) / 1000;
	assert.deepEqual(byStatus, { success: count }, 'exactly one successful execution per delivery');
	const executions = await executionsWithIds(postgres, workflow.id, /PACE\d{6}/g);
	assert.ok(executions.every((e) => e.ids.length === 1));
	assert.equal(new Set(executions.flatMap((e) => e.ids)).size, count, 'none lost');
	const perWorker = assertRanOnWorkers(
		setup,
		executions.map((e) => e.id),
	);
	const figures = {
		deliveries: count,
		executions: executions.length,
		deliveryRate: Number((count / dispatchedSeconds).toFixed(1)),
		maxInFlight,
		// n8n's webhook processor answers 503 "Database is not ready!" while its database health
		// check is late (a loaded machine); the service sends such a notification again.
		answersOtherThan200: refusedAnswers.length,
		answeredSeconds: Number(sentSeconds.toFixed(1)),
		allExecutedSeconds: Number(allDoneSeconds.toFixed(1)),
		perWorker,
	};
	say(`1,000 deliveries at ${rate}/s: ${JSON.stringify(figures)}`);
	return figures;
}
