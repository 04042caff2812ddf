// (d) Trigger ingest: 2,000 incomingMessageReceived deliveries, 10 at a time, to this package's
// trigger (which checks the secret the simulator holds after activation), to n8n's own Webhook
// node (no check at all) and to the official trigger. Each delivery starts one execution; the
// next contender waits until n8n has finished them.
import { randomUUID } from 'node:crypto';

import { chain, credential, triggerNode } from '../../../test/e2e/lib/fixtures.mjs';
import { waitFor } from '../../../test/e2e/lib/util.mjs';
import { flood } from '../client.mjs';
import { peerCredential, peerTrigger } from '../peer.mjs';
import { settle } from '../proc.mjs';
import { marked } from '../profile.mjs';
import { startSim } from '../sims.mjs';
import { workflowId } from '../workflows.mjs';
import { medians } from '../report.mjs';
import { credentialId, rotate } from './common.mjs';

const DELIVERIES = 2000;
const CONCURRENCY = 10;

const columns = [
	{ key: 'ours', label: 'this package’s trigger' },
	{ key: 'webhook', label: 'n8n Webhook node' },
	{ key: 'peer', label: 'official trigger', ratioTo: 'ours' },
];

/** @typedef {import('../../../simulator/index.js').Simulator} Simulator */
/** @typedef {{ url: string, headers: Record<string, string>, id: Simulator }} Target */

/** @param {string} idInstance */
function notification(idInstance) {
	return {
		typeWebhook: 'incomingMessageReceived',
		instanceData: {
			idInstance: Number(idInstance),
			wid: '79990000000@c.us',
			typeInstance: 'whatsapp',
		},
		timestamp: 1767225600,
		idMessage: 'BAE5F4886F6F2D05',
		senderData: {
			chatId: '79001234561@c.us',
			chatName: 'Alice',
			sender: '79001234561@c.us',
			senderName: 'Alice',
			senderContactName: 'Alice Smith',
		},
		messageData: { typeMessage: 'textMessage', textMessageData: { textMessage: 'Hello' } },
	};
}

/**
 * @param {string} path
 * @returns {import('../../../test/e2e/lib/types.js').WorkflowNode}
 */
function webhookOnly(path) {
	return {
		id: randomUUID(),
		name: 'Webhook',
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		position: [0, 0],
		webhookId: randomUUID(),
		parameters: { httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
	};
}

/**
 * Posts `count` notifications to `target`, CONCURRENCY at a time.
 * @param {Target} target
 * @param {number} count
 */
async function deliver(target, count) {
	const body = JSON.stringify(notification(target.id.instance.idInstance));
	const result = await flood(target.url, {
		count,
		concurrency: Math.min(count, CONCURRENCY),
		body,
		headers: target.headers,
	});
	return { ...result, failed: count - (result.statuses[200] ?? 0) };
}

/** @returns {import('../types.js').Producer} */
export function ingest() {
	/**
	 * @type {{
	 *   sim?: Simulator,
	 *   peerSim?: Simulator,
	 *   workflows: Record<string, import('../../../test/e2e/lib/types.js').Workflow>,
	 *   paths: Record<string, string>,
	 *   targets: Record<string, Target>,
	 * }}
	 */
	const state = { workflows: {}, paths: {}, targets: {} };
	return {
		id: 'd',
		title: `(d) Trigger ingest: ${DELIVERIES.toLocaleString('en-US')} deliveries, ${CONCURRENCY} at a time`,
		note: 'Ratios: this package ÷ that column (acknowledgement times: lower is better).',
		columns,
		metrics: [
			{ key: 'perSecond', label: 'deliveries/s', digits: 0, ratio: true },
			{ key: 'p50', label: 'p50 acknowledgement (ms)', digits: 1, ratio: true },
			{ key: 'p99', label: 'p99 acknowledgement (ms)', digits: 1, ratio: true },
			{ key: 'failed', label: 'answers other than 200', digits: 0 },
		],
		headline(rounds, { peer }) {
			const m = medians(rounds);
			const official = peer
				? `, ${m.ratio('ours', 'peer', 'perSecond')} the official trigger's`
				: '';
			return `Trigger ingest: ${m.at('ours', 'perSecond', 0)} deliveries/s, ${m.ratio('ours', 'webhook', 'perSecond')} those of n8n's bare Webhook node (p99 acknowledgement ${m.ratio('ours', 'webhook', 'p99')})${official}.`;
		},
		async prepare({ peer }) {
			const sim = await startSim();
			state.sim = sim;
			const cred = credential(credentialId('dours'), 'bench d', sim);
			const ours = triggerNode(
				'Green API Trigger',
				{ events: ['incomingMessageReceived'], options: {} },
				cred,
			);
			state.workflows = {
				ours: chain(workflowId('d-ours'), 'bench d ours', [ours]),
				webhook: chain(workflowId('d-webhook'), 'bench d webhook', [webhookOnly('bench-ingest')]),
			};
			state.paths = { ours: `${ours.webhookId}/webhook`, webhook: 'bench-ingest' };
			const credentials = [cred];
			if (peer) {
				const peerSim = await startSim();
				state.peerSim = peerSim;
				const peerCred = peerCredential(credentialId('dpeer'), peerSim);
				const node = peerTrigger(peer, peerCred);
				state.workflows.peer = chain(workflowId('d-peer'), 'bench d peer', [node]);
				state.paths.peer = `${node.webhookId}/webhook`;
				credentials.push(peerCred);
			}
			for (const workflow of Object.values(state.workflows))
				workflow.settings = { ...workflow.settings, saveDataSuccessExecution: 'none' };
			return { credentials, workflows: Object.values(state.workflows) };
		},
		/** After activation: the simulators hold the webhook URLs, and ours its secret. */
		async ready(ctx) {
			const { sim, peerSim } = state;
			if (!sim) throw new Error('(d) made ready before it was prepared');
			/** @param {string} key */
			const url = (key) => `${ctx.n8n.base}/webhook/${state.paths[key]}`;
			const secret = await waitFor(() => sim.control.settings().webhookUrlToken, {
				what: 'the trigger’s SetSettings',
			});
			const ours = { url: url('ours'), headers: { authorization: `Bearer ${secret}` }, id: sim };
			state.targets.ours = ours;
			state.targets.webhook = { url: url('webhook'), headers: {}, id: sim };
			if (peerSim) {
				await waitFor(() => peerSim.control.settings().webhookUrl, {
					what: 'the official trigger’s SetSettings',
				});
				state.targets.peer = { url: url('peer'), headers: {}, id: peerSim };
			}
			// n8n saves a trigger's static data (the secret) after activation: wait until it answers 200.
			await waitFor(async () => (await deliver(ours, 1)).failed === 0, {
				what: 'the trigger to accept signed deliveries',
			});
		},
		async measure(ctx, round) {
			/** @type {import('../types.js').Round} */
			const result = {};
			for (const { key } of rotate(columns, round)) {
				if (!state.targets[key]) continue;
				await settle(ctx.n8n.serverPid(), { timeoutMs: 60000 });
				const { perSecond, p50, p99, failed } = await marked(`bench d ${key}`, DELIVERIES, () =>
					deliver(state.targets[key], DELIVERIES),
				);
				result[key] = { perSecond, p50, p99, failed };
			}
			await settle(ctx.n8n.serverPid(), { timeoutMs: 60000 });
			return result;
		},
	};
}
