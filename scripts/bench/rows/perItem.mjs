// (a′) Node cost per item: 1,000 sendText on an unlimited simulator with pacing off (the node's
// Options → Requests per Second = 0), so the time is the node's own work (parameters,
// credentials, request, output) and n8n's request path.
// n8n's request helper alone (no workflow, node, expression or credential) is the floor every
// node that sends through httpRequestWithAuthentication stands on.
// The official node talks HTTPS to its fixed host, so it is also compared with this package
// going the same way (HTTPS through the same gateway).
import { credential } from '../../../test/e2e/lib/fixtures.mjs';
import { SERVICE_HOST } from '../gateway.mjs';
import { bareLoop, helperLoop } from '../client.mjs';
import { peerCredential, peerSendText } from '../peer.mjs';
import { settle } from '../proc.mjs';
import { runItems } from '../server.mjs';
import { countSends, startSim } from '../sims.mjs';
import { itemsWorkflow, methodUrl, oursSendText } from '../workflows.mjs';
import { medians } from '../report.mjs';
import { credentialId, rotate } from './common.mjs';
import { SENDS, sendItems } from './sends.mjs';

const UNPACED = { requestsPerSecond: 0 };
/** Requests the helper loop sends untimed first, as the bench's n8n has sent before a run. */
const WARM_UP = 300;

const columns = [
	{ key: 'ours', label: 'this package, pacing off' },
	{ key: 'bare', label: 'bare keep-alive loop' },
	{ key: 'helper', label: 'n8n’s request helper alone' },
	{ key: 'oursTls', label: 'this package, pacing off, HTTPS via the gateway' },
	{ key: 'peer', label: 'official node, HTTPS via the gateway', ratioTo: 'oursTls' },
];

/** @returns {import('../types.js').Producer} */
export function perItem() {
	/**
	 * @type {{
	 *   line?: import('../../../test/e2e/lib/install.mjs').Line,
	 *   sim?: import('../../../simulator/index.js').Simulator,
	 *   workflows: Record<string, import('../types.js').WebhookWorkflow>,
	 * }}
	 */
	const state = { workflows: {} };
	return {
		id: 'a2',
		title: '(a′) Node cost per item: 1,000 sendText, unlimited simulator, pacing off',
		note: 'Ratios: this package ÷ that column; for the official node, this package through the same gateway ÷ the official node.',
		columns,
		metrics: [
			{ key: 'perItem', label: 'per item (ms)', digits: 2, ratio: true },
			{ key: 'accepted', label: 'messages accepted', digits: 0 },
		],
		headline(rounds, { peer }) {
			const m = medians(rounds);
			const official = peer
				? `; through the same HTTPS gateway ${m.at('oursTls', 'perItem', 2)} ms against the official node's ${m.at('peer', 'perItem', 2)} ms (${m.ratio('oursTls', 'peer', 'perItem')})`
				: '';
			return `Cost per item with pacing off: ${m.at('ours', 'perItem', 2)} ms against ${m.at('bare', 'perItem', 2)} ms for a bare keep-alive loop (${m.ratio('ours', 'bare', 'perItem')}) and ${m.at('helper', 'perItem', 2)} ms for n8n’s request helper alone (${m.ratio('ours', 'helper', 'perItem')})${official}.`;
		},
		async prepare({ peer, line }) {
			state.line = line;
			const sim = await startSim();
			state.sim = sim;
			const cred = credential(credentialId('a2ours'), 'bench a2', sim);
			state.workflows = { ours: itemsWorkflow('a2-ours', oursSendText(cred, UNPACED)) };
			/** @type {import('../../../test/e2e/lib/types.js').Credential[]} */
			const credentials = [cred];
			if (peer) {
				const https = `https://${SERVICE_HOST}`;
				const tls = credential(credentialId('a2tls'), 'bench a2 via gateway', sim);
				tls.data = { ...tls.data, apiUrl: https, mediaUrl: https };
				const peerCred = peerCredential(credentialId('a2peer'), sim);
				credentials.push(tls, peerCred);
				state.workflows.oursTls = itemsWorkflow('a2-ours-tls', oursSendText(tls, UNPACED));
				state.workflows.peer = itemsWorkflow('a2-peer', peerSendText(peer, peerCred));
			}
			return { credentials, workflows: Object.values(state.workflows) };
		},
		/** Also gives (a) its official-node cell: the same 1,000 sends, which it never paces. */
		async measure(ctx, round) {
			const { sim, line } = state;
			if (!sim || !line) throw new Error('(a′) measured before it was prepared');
			/** @type {import('../types.js').Measured} */
			const result = {};
			for (const column of rotate(columns, round)) {
				const tag = `a2${round}${column.key}`;
				const items = sendItems(tag);
				await settle(ctx.n8n.serverPid());
				sim.control.resetRequests();
				/** @type {{ seconds?: number, error?: string }} */
				let run;
				const url = methodUrl(sim, 'sendMessage');
				if (column.key === 'bare') run = await bareLoop(url, items);
				else if (column.key === 'helper')
					run = await helperLoop(line, url, items, sendItems(`${tag}w`, WARM_UP));
				else if (state.workflows[column.key])
					run = await runItems(ctx.n8n, state.workflows[column.key], items);
				else continue;
				const accepted = countSends(sim, tag, SENDS).accepted;
				const seconds = run.seconds ?? NaN;
				result[column.key] = {
					perItem: run.error ? `failed: ${run.error.slice(0, 80)}` : (seconds * 1000) / SENDS,
					accepted,
				};
				if (column.key === 'peer')
					result.elsewhere = {
						a: { peer: { seconds: run.error ? 'failed' : seconds, accepted } },
					};
			}
			return result;
		},
	};
}
