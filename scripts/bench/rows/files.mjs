// (e) Peak resident memory of the n8n process while a 100 MB file goes out (Send File, multipart;
// Upload File, raw body) and comes in (Download; the trigger with Download Files), with n8n
// keeping binary data on disk: this package vs the HTTP Request node doing the same transfer. The
// file is read from disk by n8n's Read/Write Files node; the download is of an incoming document
// message holding the same bytes, the trigger's of a voice note holding them.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { chain, credential, webhookNode } from '../../../test/e2e/lib/fixtures.mjs';
import sim from '../../../simulator/index.js';
import { rssBytes, settle, withPeakRss } from '../proc.mjs';
import { runItems } from '../server.mjs';
import { startSim } from '../sims.mjs';
import { workflowId } from '../workflows.mjs';
import { medians } from '../report.mjs';
import { credentialId, megabytes, rotate } from './common.mjs';
import { OPS, httpNodes, oursNodes } from './fileNodes.mjs';
import { deliverFile, prepareTrigger, triggerTarget } from './triggerFile.mjs';

export const FILE_BYTES = 100_000_000;
/** A voice note of about a minute in WhatsApp's Opus quality. */
const VOICE_BYTES = 100_000;
const { alice } = sim.fixtures.ids;

/** @typedef {import('../types.js').WebhookWorkflow} WebhookWorkflow */

/**
 * Webhook (answers when the last node is done) → `nodes`.
 * @param {string} tag
 * @param {import('../../../test/e2e/lib/types.js').WorkflowNode[]} nodes
 * @returns {WebhookWorkflow}
 */
function flow(tag, nodes) {
	const webhook = webhookNode(`bench-${tag}`);
	webhook.parameters.responseData = 'noData';
	const workflow = chain(workflowId(tag), `bench ${tag}`, [webhook, ...nodes]);
	return Object.assign(workflow, { webhookPath: `bench-${tag}` });
}

/**
 * A 100 MB file on disk and the same bytes as an incoming document message on the simulator.
 * @param {import('../../../simulator/index.js').Simulator} s
 * @param {string} dataDir
 */
function seedFile(s, dataDir) {
	const path = join(dataDir, 'bench-100MB.bin');
	const bytes = randomBytes(FILE_BYTES);
	writeFileSync(path, bytes);
	const idMessage = s.control.injectIncoming({
		chatId: alice,
		typeMessage: 'documentMessage',
		data: { body: bytes, fileName: 'bench-100MB.bin', mimeType: 'application/octet-stream' },
	}).idMessage;
	const link = s.control.history(alice).find((m) => m.idMessage === idMessage)?.downloadUrl;
	if (typeof link !== 'string' || typeof idMessage !== 'string')
		throw new Error('the simulator gave no download link for the injected document');
	return { path, messageId: idMessage, link, bytes };
}

/** @returns {import('../types.js').Producer} */
export function files() {
	/** @type {Record<string, WebhookWorkflow>} */
	const workflows = {};
	/** @type {ReturnType<typeof prepareTrigger> | undefined} */
	let trigger;
	/** @type {Awaited<ReturnType<typeof triggerTarget>> | undefined} */
	let target;
	/**
	 * One delivery to the trigger, whose item must hold the whole file: → the answer time (s).
	 * @param {import('../types.js').BenchContext} ctx
	 * @param {'large' | 'voice'} key
	 * @param {number} bytes
	 */
	const deliver = async (ctx, key, bytes) => {
		if (!trigger || !target) throw new Error('(e): the trigger was not prepared');
		const { workflow, notifications } = trigger;
		const run = await deliverFile(ctx.n8n, target, workflow, notifications[key]);
		if (run.download?.status !== 'downloaded' || run.download.fileSize !== bytes)
			throw new Error(`trigger ${key}: ${JSON.stringify(run.download)}`);
		return run.answerSeconds;
	};
	return {
		id: 'e',
		title: '(e) 100 MB files, n8n with binary data on disk: peak RSS growth of the n8n process',
		note: 'Peak RSS growth = highest resident memory during the run minus the resident memory just before it (MB, machine-dependent). The HTTP Request node downloads from the file link directly; this package first asks downloadFile for it. The trigger rows: this package’s Green API Trigger with Download Files gets a signed notification of an incoming voice note, as the service sends it, and downloads the file from the notification’s link before it answers; answer time is from the POST to its 200, which the service waits for (up to 180 s). Ratios (times only): this package ÷ HTTP Request.',
		columns: [
			{ key: 'ours', label: 'this package' },
			{ key: 'http', label: 'HTTP Request' },
		],
		metrics: [
			...OPS.map((op) => ({ key: `${op}Rss`, label: `${op}: peak RSS growth (MB)`, digits: 0 })),
			...OPS.map((op) => ({
				key: `${op}Seconds`,
				label: `${op}: time (s)`,
				digits: 2,
				ratio: true,
			})),
			{
				key: 'triggerRss',
				label: 'trigger with Download Files, 100 MB voice note: peak RSS growth (MB)',
				digits: 0,
			},
			{
				key: 'triggerSeconds',
				label: 'trigger with Download Files, 100 MB voice note: answer time (s)',
				digits: 2,
			},
			{
				key: 'voiceSeconds',
				label: 'trigger with Download Files, 100 KB voice note: answer time (s)',
				digits: 3,
			},
			{ key: 'idle', label: 'n8n RSS at the start of the round (MB)', digits: 0 },
		],
		headline(rounds) {
			const m = medians(rounds);
			/** @param {string} op */
			const pair = (op) =>
				`${op} +${m.at('ours', `${op}Rss`, 0)} MB (HTTP Request +${m.at('http', `${op}Rss`, 0)} MB)`;
			const triggerText = `the trigger with Download Files +${m.at('ours', 'triggerRss', 0)} MB, answering the service after ${m.at('ours', 'triggerSeconds', 2)} s (a 100 KB voice note ${m.at('ours', 'voiceSeconds', 3)} s)`;
			return `100 MB files, peak RSS growth of n8n: ${OPS.map(pair).join(', ')}; ${triggerText}.`;
		},
		async prepare({ dataDir }) {
			const s = await startSim();
			const file = seedFile(s, dataDir);
			const cred = credential(credentialId('eours'), 'bench e', s);
			const nodes = {
				ours: oursNodes({ cred, path: file.path, chatId: alice, messageId: file.messageId }),
				http: httpNodes({ sim: s, path: file.path, chatId: alice, link: file.link }),
			};
			for (const key of /** @type {const} */ (['ours', 'http']))
				for (const op of OPS) workflows[`${key}-${op}`] = flow(`e-${key}-${op}`, nodes[key][op]);
			trigger = prepareTrigger(s, {
				large: file.bytes,
				voice: file.bytes.subarray(0, VOICE_BYTES),
			});
			return {
				credentials: [cred, trigger.cred],
				workflows: [...Object.values(workflows), trigger.workflow],
			};
		},
		async ready(ctx) {
			if (trigger) target = await triggerTarget(ctx.n8n, trigger);
		},
		async measure(ctx, round) {
			const pid = ctx.n8n.serverPid();
			await settle(pid);
			const idle = megabytes(rssBytes(pid));
			/** @type {import('../types.js').Round} */
			const result = { ours: { idle }, http: { idle } };
			for (const op of OPS) {
				for (const key of rotate(['ours', 'http'], round)) {
					await settle(pid);
					const {
						result: run,
						peak,
						before,
					} = await withPeakRss(pid, () => runItems(ctx.n8n, workflows[`${key}-${op}`], [{}]));
					if (run.error) throw new Error(`${key} ${op}: ${run.error}`);
					result[key][`${op}Rss`] = megabytes(peak - before);
					result[key][`${op}Seconds`] = run.seconds;
				}
			}
			await settle(pid);
			const large = await withPeakRss(pid, () => deliver(ctx, 'large', FILE_BYTES));
			result.ours.triggerRss = megabytes(large.peak - large.before);
			result.ours.triggerSeconds = large.result;
			await settle(pid);
			result.ours.voiceSeconds = await deliver(ctx, 'voice', VOICE_BYTES);
			return result;
		},
	};
}
