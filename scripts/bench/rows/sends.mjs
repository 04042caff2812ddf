// (a) 1,000 sendText on an unlimited simulator and (b) with the service's rate limits on:
// this package vs the HTTP Request node (default, and Batching at the limit) vs the bare loop
// vs the official node. Each contender's messages carry their own tag, so the simulator's
// request log tells what was sent, refused (429), lost or doubled.
import { credential } from '../../../test/e2e/lib/fixtures.mjs';
import { bareLoop } from '../client.mjs';
import { peerCredential, peerSendText } from '../peer.mjs';
import { settle } from '../proc.mjs';
import { runItems } from '../server.mjs';
import { countSends, messageText, startSim } from '../sims.mjs';
import { httpRequest, itemsWorkflow, methodUrl, oursSendText } from '../workflows.mjs';
import { medians, someRounds } from '../report.mjs';
import { credentialId, rotate } from './common.mjs';

export const SENDS = 1000;
const LIMIT = 50; // sendMessage: 50 requests per second per instance (service's documented limit)

const columns = [
	{ key: 'ours', label: 'this package' },
	{ key: 'httpDefault', label: 'HTTP Request, default' },
	{ key: 'httpBatch', label: `HTTP Request, Batching ${LIMIT} / 1,000 ms` },
	{ key: 'bare', label: 'bare keep-alive loop' },
	{ key: 'peer', label: 'official node' },
];

/**
 * @param {string} tag
 * @param {number} [count]
 */
export const sendItems = (tag, count = SENDS) =>
	Array.from({ length: count }, (_, i) => ({
		chatId: `${79001000000 + i}@c.us`,
		message: messageText(tag, i),
	}));

/**
 * The workflow of one contender, sending through its own simulator `sim`.
 * @param {string} key
 * @param {string} tag
 * @param {Simulator} sim
 * @param {{ peer: import('../types.js').Peer | undefined, credentials: import('../../../test/e2e/lib/types.js').Credential[] }} o
 */
function contender(key, tag, sim, { peer, credentials }) {
	const url = methodUrl(sim, 'sendMessage');
	const fields = ['chatId', 'message'];
	if (key === 'ours') {
		const cred = credential(credentialId(tag), `bench ${tag}`, sim);
		credentials.push(cred);
		return itemsWorkflow(tag, oursSendText(cred));
	}
	if (key === 'httpDefault') return itemsWorkflow(tag, httpRequest(url, fields));
	if (key === 'httpBatch')
		return itemsWorkflow(tag, httpRequest(url, fields, { size: LIMIT, intervalMs: 1000 }));
	if (key === 'peer' && peer) {
		const cred = peerCredential(credentialId(tag), sim);
		credentials.push(cred);
		return itemsWorkflow(tag, peerSendText(peer, cred));
	}
	return undefined;
}

/**
 * Builds the producer for one simulator kind; every contender has its own simulator, so no two
 * share a rate-limit window or a request log. `sequence` runs one after the other (rotated by
 * round, so no contender always goes first), or all at once with `together` (only for contenders
 * that mostly wait: pacing, batching); `aside` (the bare loop, which runs in the bench process,
 * not in n8n) runs meanwhile. Another part may fill the same table with other contenders.
 * @param {SendsTable & { part: string, sequence: string[], aside?: string[], together?: boolean }} o
 * @returns {import('../types.js').Producer}
 */
function sendsProducer({ id, part, sequence, aside = [], together = false, ...table }) {
	const { rateLimits, cells } = table;
	/** @type {{ sims: Record<string, Simulator>, workflows: Record<string, import('../types.js').WebhookWorkflow> }} */
	const state = { sims: {}, workflows: {} };
	return {
		id,
		title: table.title,
		note: table.note,
		columns,
		metrics: table.metrics,
		headline: table.headline,
		async prepare({ peer }) {
			/** @type {import('../../../test/e2e/lib/types.js').Credential[]} */
			const credentials = [];
			for (const key of [...sequence, ...aside]) {
				if (key === 'peer' && !peer) continue;
				state.sims[key] = await startSim({ rateLimits });
				const workflow = contender(key, `${id}${part}-${key}`, state.sims[key], {
					peer,
					credentials,
				});
				if (workflow) state.workflows[key] = workflow;
			}
			return { credentials, workflows: Object.values(state.workflows) };
		},
		async measure(ctx, round) {
			/**
			 * @param {string} key
			 * @returns {Promise<Array<[string, Record<string, import('../types.js').Cell>]>>}
			 */
			const one = async (key) => {
				const sim = state.sims[key];
				if (!sim) return [];
				const tag = `${id}${part}${round}${key}`;
				const items = sendItems(tag);
				sim.control.resetRequests();
				const run =
					key === 'bare'
						? await bareLoop(methodUrl(sim, 'sendMessage'), items, { retryAfterMs: 1000 / LIMIT })
						: await runItems(ctx.n8n, state.workflows[key], items);
				return [[key, cells(run, countSends(sim, tag, SENDS))]];
			};
			const inTurn = async () => {
				if (together) {
					await settle(ctx.n8n.serverPid());
					return (await Promise.all(sequence.map(one))).flat();
				}
				/** @type {Array<[string, Record<string, import('../types.js').Cell>]>} */
				const done = [];
				for (const key of rotate(sequence, round)) {
					await settle(ctx.n8n.serverPid());
					done.push(...(await one(key)));
				}
				return done;
			};
			const [main, side] = await Promise.all([inTurn(), Promise.all(aside.map(one))]);
			return Object.fromEntries([...main, ...side.flat()]);
		},
	};
}

/**
 * What the two tables (a) and (b) hold.
 * @typedef {object} SendsTable
 * @property {string} id
 * @property {string} title
 * @property {string} note
 * @property {boolean} rateLimits
 * @property {import('../types.js').Metric[]} metrics
 * @property {(run: Run, sent: ReturnType<typeof countSends>) => Record<string, import('../types.js').Cell>} cells
 * @property {import('../types.js').Producer['headline']} headline
 */
/** @typedef {{ seconds: number, error?: string }} Run */
/** @typedef {import('../../../simulator/index.js').Simulator} Simulator */

/** @type {SendsTable} */
const unlimited = {
	id: 'a',
	title: '(a) 1,000 sendText, unlimited simulator, default settings',
	note: 'Ratios: this package ÷ that column. The official node sends over HTTPS through the gateway; its figure is the same run as in (a′), as it has no pacing.',
	rateLimits: false,
	metrics: [
		{ key: 'seconds', label: 'time (s)', digits: 2, ratio: true },
		{ key: 'accepted', label: 'messages accepted', digits: 0 },
	],
	cells: (run, sent) => ({ seconds: run.seconds, accepted: sent.accepted }),
	headline(rounds, { peer }) {
		const m = medians(rounds);
		const official = peer ? `, the official node ${m.at('peer', 'seconds')} s (HTTPS)` : '';
		return `1,000 sendText on an unlimited simulator: this package ${m.at('ours', 'seconds')} s with its default pacing; HTTP Request ${m.at('httpDefault', 'seconds')} s (all at once), with Batching ${m.at('httpBatch', 'seconds')} s; bare keep-alive loop ${m.at('bare', 'seconds')} s${official}.`;
	},
};

/** (a), the contenders that wait (pacing, batching): side by side. */
export const unlimitedPaced = () =>
	sendsProducer({ ...unlimited, part: 'p', sequence: ['ours', 'httpBatch'], together: true });

/** (a), the contenders that keep a core busy, one after the other (the official node: see (a′)). */
export const unlimitedBusy = () =>
	sendsProducer({ ...unlimited, part: 'b', sequence: ['httpDefault', 'bare'] });

/** @type {SendsTable} */
const rateLimited = {
	id: 'b',
	title: `(b) 1,000 sendText, simulator enforcing ${LIMIT} sendMessage/s per instance`,
	note: 'Each contender has its own simulator instance. Ratios: this package ÷ that column.',
	rateLimits: true,
	metrics: [
		{ key: 'seconds', label: 'time (s)', digits: 2, ratio: true },
		{ key: 'tooMany', label: '429 answers', digits: 0 },
		{ key: 'accepted', label: 'messages accepted', digits: 0 },
		{ key: 'lost', label: 'messages lost', digits: 0 },
		{ key: 'doubled', label: 'messages doubled', digits: 0 },
		{ key: 'rate', label: `% of the allowed rate (${LIMIT}/s)`, digits: 1, ratio: true },
		{ key: 'outcome', label: 'outcome' },
	],
	cells: (run, sent) => ({
		seconds: run.seconds,
		tooMany: sent.tooMany,
		accepted: sent.accepted,
		lost: sent.lost,
		doubled: sent.doubled,
		rate: run.error ? 'stopped' : (sent.accepted / run.seconds / LIMIT) * 100,
		outcome: run.error ? `stopped: ${run.error.slice(0, 60)}` : 'completed',
	}),
	headline(rounds, { peer }) {
		const m = medians(rounds);
		/** @param {string} key */
		const who = (key) =>
			typeof m.value(key, 'rate') === 'number'
				? `${m.at(key, 'rate')} % of the allowed rate, ${m.at(key, 'tooMany', 0)} × 429, ${m.at(key, 'lost', 0)} lost, ${m.at(key, 'doubled', 0)} doubled`
				: someRounds(m.value(key, 'rate'))
					? `stops at a 429 in ${someRounds(m.value(key, 'rate'))}`
					: `stops at a 429 (${m.at(key, 'lost', 0)} of 1,000 lost)`;
		const official = peer ? `; the official node ${who('peer')}` : '';
		return `1,000 sendText against the enforced limit of ${LIMIT}/s: this package ${who('ours')}; HTTP Request ${who('httpDefault')}; with Batching at the limit ${who('httpBatch')}${official}.`;
	},
};

/**
 * (b), the contenders that wait (pacing, batching; the bare loop in the bench process aside):
 * side by side with (c).
 */
export const rateLimitedPaced = () =>
	sendsProducer({ ...rateLimited, part: 'p', sequence: ['ours', 'httpBatch'], aside: ['bare'] });

/** (b), the contenders that start everything at once and keep n8n busy: alone. */
export const rateLimitedBusy = () =>
	sendsProducer({ ...rateLimited, part: 'b', sequence: ['httpDefault', 'peer'] });
