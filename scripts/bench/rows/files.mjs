// (e) Peak resident memory of the n8n process while a 100 MB file goes out (Send File, multipart;
// Upload File, raw body) and comes in (Download), with n8n keeping binary data on disk: this
// package vs the HTTP Request node doing the same transfer. The file is read from disk by n8n's
// Read/Write Files node; the download is of an incoming document message holding the same bytes.
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

export const FILE_BYTES = 100_000_000;
const { alice } = sim.fixtures.ids;

/** Webhook (answers when the last node is done) → `nodes`. */
function flow(tag, nodes) {
	const webhook = webhookNode(`bench-${tag}`);
	webhook.parameters.responseData = 'noData';
	const workflow = chain(workflowId(tag), `bench ${tag}`, [webhook, ...nodes]);
	workflow.webhookPath = `bench-${tag}`;
	return workflow;
}

/** A 100 MB file on disk and the same bytes as an incoming document message on the simulator. */
function seedFile(s, dataDir) {
	const path = join(dataDir, 'bench-100MB.bin');
	const bytes = randomBytes(FILE_BYTES);
	writeFileSync(path, bytes);
	const { idMessage } = s.control.injectIncoming({
		chatId: alice,
		typeMessage: 'documentMessage',
		data: { body: bytes, fileName: 'bench-100MB.bin', mimeType: 'application/octet-stream' },
	});
	const link = s.control.history(alice).find((m) => m.idMessage === idMessage)?.downloadUrl;
	if (!link) throw new Error('the simulator gave no download link for the injected document');
	return { path, messageId: idMessage, link };
}

export function files() {
	const state = {};
	return {
		id: 'e',
		title: '(e) 100 MB files, n8n with binary data on disk: peak RSS growth of the n8n process',
		note: 'Peak RSS growth = highest resident memory during the run minus the resident memory just before it (MB, machine-dependent). The HTTP Request node downloads from the file link directly; this package first asks downloadFile for it. Ratios (times only): this package ÷ HTTP Request.',
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
			{ key: 'idle', label: 'n8n RSS at the start of the round (MB)', digits: 0 },
		],
		headline(rounds) {
			const m = medians(rounds);
			const pair = (op) =>
				`${op} +${m.at('ours', `${op}Rss`, 0)} MB (HTTP Request +${m.at('http', `${op}Rss`, 0)} MB)`;
			return `100 MB files, peak RSS growth of n8n: ${OPS.map(pair).join(', ')}.`;
		},
		async prepare({ dataDir }) {
			state.sim = await startSim();
			const file = seedFile(state.sim, dataDir);
			const cred = credential(credentialId('eours'), 'bench e', state.sim);
			const nodes = {
				ours: oursNodes({ cred, path: file.path, chatId: alice, messageId: file.messageId }),
				http: httpNodes({ sim: state.sim, path: file.path, chatId: alice, link: file.link }),
			};
			state.workflows = {};
			for (const key of ['ours', 'http'])
				for (const op of OPS)
					state.workflows[`${key}-${op}`] = flow(`e-${key}-${op}`, nodes[key][op]);
			return { credentials: [cred], workflows: Object.values(state.workflows) };
		},
		async measure(ctx, round) {
			const pid = ctx.n8n.child.pid;
			await settle(pid);
			const idle = megabytes(rssBytes(pid));
			const result = { ours: { idle }, http: { idle } };
			for (const op of OPS) {
				for (const key of rotate(['ours', 'http'], round)) {
					await settle(pid);
					const {
						result: run,
						peak,
						before,
					} = await withPeakRss(pid, () =>
						runItems(ctx.n8n, state.workflows[`${key}-${op}`], [{}]),
					);
					if (run.error) throw new Error(`${key} ${op}: ${run.error}`);
					result[key][`${op}Rss`] = megabytes(peak - before);
					result[key][`${op}Seconds`] = run.seconds;
				}
			}
			return result;
		},
	};
}
