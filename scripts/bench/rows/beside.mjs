// (b′) This package's sendText beside another client of the same instance that sends at half the
// limit: the bench's bare keep-alive loop, one request every 1 / 25 s, sending a 429'd body again
// after 1,000 ÷ limit ms. One simulator enforces the limit over both; the request log tells whose
// calls were accepted, refused, lost or doubled.
import { credential } from '../../../test/e2e/lib/fixtures.mjs';
import { bareLoop } from '../client.mjs';
import { settle } from '../proc.mjs';
import { runItems } from '../server.mjs';
import { countSends, startSim } from '../sims.mjs';
import { itemsWorkflow, methodUrl, oursSendText } from '../workflows.mjs';
import { medians } from '../report.mjs';
import { credentialId } from './common.mjs';
import { sendItems } from './sends.mjs';

const SENDS = 500;
const LIMIT = 50; // sendMessage: 50 requests per second per instance (service's documented limit)
const CLIENT_RATE = LIMIT / 2;

/** @typedef {import('../../../simulator/index.js').Simulator} Simulator */

/**
 * The sendMessage requests with texts tagged `tag`, as [time, accepted].
 * @param {Simulator} sim
 * @param {string} tag
 * @returns {Array<[number, boolean]>}
 */
function requestsOf(sim, tag) {
	const prefix = `bench ${tag} #`;
	return sim.control.requests().flatMap((r) => {
		const message = /** @type {{ message?: unknown } | null} */ (r.body)?.message; // JSON bodies
		return r.method === 'sendMessage' && typeof message === 'string' && message.startsWith(prefix)
			? [[Number(r.time), r.status === 200]]
			: [];
	});
}

/**
 * When the requests tagged `tag` came, first to last (ms).
 * @param {Simulator} sim
 * @param {string} tag
 * @returns {[number, number]}
 */
function spanOf(sim, tag) {
	const times = requestsOf(sim, tag).map(([t]) => t);
	return [Math.min(...times), Math.max(...times)];
}

/**
 * @param {Simulator} sim
 * @param {string} tag
 * @param {[number, number]} span
 */
function acceptedPerSecond(sim, tag, [from, to]) {
	const accepted = requestsOf(sim, tag).filter(([t, ok]) => ok && t >= from && t <= to);
	return accepted.length / ((to - from) / 1000);
}

/** @returns {import('../types.js').Producer} */
export function besideClient() {
	/** @type {{ sim?: Simulator, workflow?: import('../types.js').WebhookWorkflow }} */
	const state = {};
	return {
		id: 'b2',
		title: `(b′) ${SENDS} sendText beside another client sending ${SENDS} at half the limit, one simulator enforcing ${LIMIT} sendMessage/s`,
		note: `The other client is the bare keep-alive loop of (b), paced to ${CLIENT_RATE} requests per second; both start together. While both send: each one's messages accepted between the client's first and last request, per second. Alone after: this package's messages accepted per second from the client's last request to its own.`,
		columns: [
			{ key: 'ours', label: 'this package' },
			{ key: 'client', label: `other client at ${CLIENT_RATE}/s` },
		],
		metrics: [
			{ key: 'perSecond', label: 'accepted per second while both send', digits: 1 },
			{ key: 'share', label: `… % of the limit (${LIMIT}/s)`, digits: 1 },
			{ key: 'after', label: 'accepted per second alone after', digits: 1 },
			{ key: 'tooMany', label: '429 answers', digits: 0 },
			{ key: 'accepted', label: `messages accepted (of ${SENDS})`, digits: 0 },
			{ key: 'lost', label: 'messages lost', digits: 0 },
			{ key: 'doubled', label: 'messages doubled', digits: 0 },
		],
		headline(rounds) {
			const m = medians(rounds);
			return `${SENDS} sendText beside another client at half the limit (${CLIENT_RATE}/s) on the same instance: this package ${m.at('ours', 'perSecond')}/s (${m.at('ours', 'share')} % of the limit), the client ${m.at('client', 'perSecond')}/s; ${m.at('ours', 'lost', 0)} and ${m.at('client', 'lost', 0)} lost, ${m.at('ours', 'doubled', 0)} doubled.`;
		},
		async prepare() {
			state.sim = await startSim({ rateLimits: true });
			const cred = credential(credentialId('b2ours'), 'bench b2', state.sim);
			state.workflow = itemsWorkflow('b2-ours', oursSendText(cred));
			return { credentials: [cred], workflows: [state.workflow] };
		},
		async measure(ctx, round) {
			const { sim, workflow } = state;
			if (!sim || !workflow) throw new Error('(b′) measured before it was prepared');
			const tags = { ours: `b2r${round}ours`, client: `b2r${round}client` };
			await settle(ctx.n8n.serverPid());
			sim.control.resetRequests();
			await Promise.all([
				runItems(ctx.n8n, workflow, sendItems(tags.ours, SENDS)),
				bareLoop(methodUrl(sim, 'sendMessage'), sendItems(tags.client, SENDS), {
					retryAfterMs: 1000 / LIMIT,
					rate: CLIENT_RATE,
				}),
			]);
			const both = spanOf(sim, tags.client);
			/** @param {string} tag */
			const cells = (tag) => {
				const sent = countSends(sim, tag, SENDS);
				const during = acceptedPerSecond(sim, tag, both);
				const mine = spanOf(sim, tag);
				return {
					perSecond: during,
					share: (during / LIMIT) * 100,
					...(mine[1] > both[1] + 1000 && {
						after: acceptedPerSecond(sim, tag, [both[1], mine[1]]),
					}),
					tooMany: sent.tooMany,
					accepted: sent.accepted,
					lost: sent.lost,
					doubled: sent.doubled,
				};
			};
			return { ours: cells(tags.ours), client: cells(tags.client) };
		},
	};
}
