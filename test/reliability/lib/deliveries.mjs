// The trigger under load and across a restart: every delivery the simulator makes must start
// exactly one execution, re-sent duplicates none, and an n8n that was down for 30 s must get
// every notification once after it is back, still registered with the same secret.
import { waitFor } from '../../e2e/lib/util.mjs';
import { nodeOutput } from '../../e2e/lib/n8n.mjs';
import { TRIGGER_NODE } from './workflows.mjs';

/** @typedef {import('./types.js').Context} Context */
/** @typedef {import('../../e2e/lib/types.js').Execution} Execution */

const LOAD = 1000;
const DUPLICATES = 200;
const DOWN_MS = 30000;
const DOWN_EVERY_MS = 300;

/**
 * Activates the trigger and waits until n8n accepts deliveries signed with the new secret.
 * @param {Context} ctx
 */
export async function activateTrigger(ctx) {
	const { n8n, control, trigger } = ctx;
	control.setSettings({ webhookUrl: '', webhookUrlToken: '' });
	await n8n.activate(trigger.workflowId);
	const settings = await waitFor(
		() => (control.settings().webhookUrl ? control.settings() : undefined),
		{ timeout: 30000, what: 'SetSettings with the webhook URL' },
	);
	trigger.secret = settings.webhookUrlToken;
	// create() stores the secret in static data, which n8n saves after create() returns; an
	// unselected kind answers 200 (and starts nothing) once it is saved.
	await waitFor(
		async () => {
			const response = await fetch(`${n8n.base}${trigger.path}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json', authorization: `Bearer ${trigger.secret}` },
				body: JSON.stringify({
					typeWebhook: 'quotaExceeded',
					instanceData: { idInstance: Number(ctx.idInstance) },
					quotaData: {},
				}),
			});
			return response.status === 200;
		},
		{ timeout: 30000, what: 'n8n to accept deliveries signed with the new secret' },
	);
	return settings;
}

/**
 * The text of each execution's trigger item (incoming text messages). n8n 1.123.50 marks an
 * execution that started before its event bus read the log at start-up as `crashed` and saves it
 * back as not run: the item is then still first on the node execution stack.
 * @param {Execution[]} executions
 * @returns {unknown[]}
 */
function textsOf(executions) {
	return executions.map(
		(e) =>
			nodeOutput(e.data, TRIGGER_NODE)?.[0]?.text ??
			e.data?.executionData?.nodeExecutionStack?.[0]?.data?.main?.[0]?.[0]?.json?.text ??
			null,
	);
}

/**
 * The text of an incoming text message's notification.
 * @param {import('../../../simulator/index.js').Notification} body
 */
function textOfDelivery(body) {
	const data = /** @type {{ textMessageData?: { textMessage?: string } } | undefined} */ (
		body.messageData
	);
	return data?.textMessageData?.textMessage;
}

/**
 * How many of `<prefix>0` … `<prefix><count - 1>` are missing from `texts`, and how many are there twice.
 * @param {unknown[]} texts
 * @param {string} prefix
 * @param {number} count
 */
function tally(texts, prefix, count) {
	/** @type {Map<string, number>} */
	const seen = new Map();
	for (const text of texts)
		if (typeof text === 'string' && text.startsWith(prefix))
			seen.set(text, (seen.get(text) ?? 0) + 1);
	const lost = [];
	let twice = 0;
	for (let i = 0; i < count; i++) {
		const n = seen.get(`${prefix}${i}`) ?? 0;
		if (n === 0) lost.push(`${prefix}${i}`);
		if (n > 1) twice += 1;
	}
	return { missing: lost.length, lost, twice, distinct: seen.size };
}

/** @param {Context} ctx */
export async function runLoad(ctx) {
	const { control, report, trigger } = ctx;
	const section = 'load: valid deliveries at the service’s pace';
	const before = (await ctx.executions(trigger.workflowId)).length;
	control.resetDeliveries();
	/** @type {import('../../../simulator/index.js').Notification[]} */
	const injected = [];
	for (let i = 0; i < LOAD; i++)
		injected.push(control.injectIncoming({ chatId: '79001234561@c.us', text: `load ${i}` }));
	const t0 = Date.now();
	const attempts = await control.waitForDeliveries(LOAD, 240000);
	const seconds = (Date.now() - t0) / 1000;
	const ok = attempts.filter((a) => a.status === 200).length;
	report.add(
		section,
		`${LOAD} deliveries answered 200 at first attempt`,
		`${LOAD}`,
		`${ok} in ${seconds.toFixed(1)} s (${(LOAD / seconds).toFixed(0)}/s)`,
		ok === LOAD,
	);
	await report.check(
		section,
		`executions for ${LOAD} deliveries, none lost, none twice`,
		`${LOAD}, 0 lost, 0 twice`,
		async () => {
			const list = await ctx.waitForCount(trigger.workflowId, before + LOAD, { timeout: 120000 });
			const data = await ctx.executions(trigger.workflowId, { includeData: true });
			const { missing, twice } = tally(textsOf(data), 'load ', LOAD);
			const failed = data.filter((e) => e.status !== 'success').length;
			return {
				observed: `${list.length - before}, ${missing} lost, ${twice} twice, ${failed} not successful`,
				pass: list.length - before === LOAD && missing === 0 && twice === 0 && failed === 0,
			};
		},
	);

	// Ignore Duplicates: 200 of those notifications again, as the service re-sends them.
	await report.check(
		section,
		`${DUPLICATES} re-sent duplicates (Ignore Duplicates on)`,
		'0 extra executions',
		async () => {
			const count = (await ctx.executions(trigger.workflowId)).length;
			control.resetDeliveries();
			const picks = [...injected].sort(() => Math.random() - 0.5).slice(0, DUPLICATES);
			for (const body of picks) control.notify(body);
			control.injectIncoming({ chatId: '79001234561@c.us', text: 'after the duplicates' });
			const resent = await control.waitForDeliveries(DUPLICATES + 1, 60000);
			const answered = resent.filter((a) => a.status === 200).length;
			const list = await ctx.waitForCount(trigger.workflowId, count + 1);
			const extra = list.length - count - 1;
			return {
				observed: `${extra} extra (${answered} of ${DUPLICATES + 1} answered 200)`,
				pass: extra === 0 && answered === DUPLICATES + 1,
			};
		},
	);
}

/** @param {Context} ctx */
export async function runRestart(ctx) {
	const { n8n, control, report, trigger } = ctx;
	const section = 'restart: n8n down for 30 s while the service keeps delivering';
	const registered = control.settings();
	const before = (await ctx.executions(trigger.workflowId)).length;
	control.resetDeliveries();
	control.resetRequests();
	const logMark = n8n.output.length;

	await n8n.stop();
	const t0 = Date.now();
	let sent = 0;
	while (Date.now() - t0 < DOWN_MS) {
		control.injectIncoming({ chatId: '79001234561@c.us', text: `restart ${sent}` });
		sent += 1;
		await new Promise((resolve) => setTimeout(resolve, DOWN_EVERY_MS));
	}
	const refused = control.deliveries().filter((a) => a.status !== 200).length;
	await n8n.start();
	const upAfter = (Date.now() - t0) / 1000;

	await report.check(
		section,
		`${sent} notifications made while n8n was down`,
		`${sent} executions, 0 lost, 0 twice`,
		async () => {
			await waitFor(() => control.deliveries().filter((a) => a.status === 200).length >= sent, {
				timeout: 120000,
				interval: 250,
				what: `${sent} deliveries answered 200`,
			});
			// A shortfall is reported with what explains it rather than as a time-out.
			await ctx
				.waitForCount(trigger.workflowId, before + sent, { timeout: 30000 })
				.catch(() => undefined);
			const data = await ctx.executions(trigger.workflowId, { includeData: true });
			const { missing, twice, lost } = tally(textsOf(data), 'restart ', sent);
			const count = data.length - before;
			/** @type {Record<string, number>} */
			const statuses = {};
			for (const e of data.slice(0, count)) statuses[e.status] = (statuses[e.status] ?? 0) + 1;
			/** @param {string} text */
			const history = (text) =>
				control
					.deliveries()
					.filter((a) => textOfDelivery(a.body) === text)
					.map((a) => a.status ?? a.error)
					.join('→');
			const why = lost
				.slice(0, 3)
				.map((text) => `"${text}" answered ${history(text)}`)
				.join('; ');
			return {
				observed: `${count} executions (${Object.entries(statuses)
					.map(([k, v]) => `${v} ${k}`)
					.join(
						', ',
					)}), ${missing} lost, ${twice} twice (${refused} attempts refused while down, back after ${upAfter.toFixed(0)} s)${why ? `; lost: ${why}` : ''}`,
				pass: count === sent && missing === 0 && twice === 0,
			};
		},
	);
	await report.check(
		section,
		'trigger still active with the same URL and secret',
		'active, same URL, same secret',
		async () => {
			const { body } = await n8n.api('GET', `/workflows/${trigger.workflowId}`);
			const workflow = /** @type {{ active?: boolean }} */ (body);
			const now = control.settings();
			const sameUrl = now.webhookUrl === registered.webhookUrl;
			const sameSecret = now.webhookUrlToken === registered.webhookUrlToken;
			return {
				observed: `${workflow.active ? 'active' : 'INACTIVE'}, ${sameUrl ? 'same' : 'other'} URL, ${sameSecret ? 'same' : 'other'} secret`,
				pass: workflow.active === true && sameUrl && sameSecret,
			};
		},
	);
	await report.check(section, 'SetSettings calls at start-up (nothing changed)', '0', async () => {
		const calls = control.requests().filter((r) => /^setsettings$/i.test(r.method ?? ''));
		return { observed: String(calls.length), pass: calls.length === 0 };
	});
	await report.check(
		section,
		'activation errors in n8n’s log after the restart',
		'none',
		async () => {
			const log = n8n.output.slice(logMark);
			const found =
				/already sends its notifications to|could not be activated|There was a problem activating/i.exec(
					log,
				);
			return {
				observed: found ? log.slice(found.index, found.index + 200).split('\n')[0] : 'none',
				pass: !found,
			};
		},
	);
}
