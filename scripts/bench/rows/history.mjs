// (c) 60 getChatHistory calls (documented limit: 1 request per second per instance) against a
// simulator enforcing it. Every contender has its own simulator, so they run side by side (at
// about 1 request per second each they hardly load the machine) and the run stays short.
import { credential } from '../../../test/e2e/lib/fixtures.mjs';
import { bareLoop } from '../client.mjs';
import { runItems } from '../server.mjs';
import { countCalls, startSim } from '../sims.mjs';
import { httpRequest, itemsWorkflow, methodUrl, oursChatHistory } from '../workflows.mjs';
import sim from '../../../simulator/index.js';
import { medians, someRounds } from '../report.mjs';
import { credentialId } from './common.mjs';

const CALLS = 60;
const LIMIT = 1;
const METHOD = 'getChatHistory';
const { alice } = sim.fixtures.ids;

const columns = [
	{ key: 'ours', label: 'this package' },
	{ key: 'httpDefault', label: 'HTTP Request, default' },
	{ key: 'httpBatch', label: 'HTTP Request, Batching 1 / 1,000 ms' },
	{ key: 'bare', label: 'bare keep-alive loop' },
];

/** @returns {import('../types.js').Producer} */
export function history() {
	/** @type {Record<string, import('../../../simulator/index.js').Simulator>} */
	const sims = {};
	/** @type {Record<string, import('../types.js').WebhookWorkflow>} */
	const workflows = {};
	return {
		id: 'c',
		title: `(c) ${CALLS} × ${METHOD}, simulator enforcing ${LIMIT} call/s per instance`,
		columns,
		metrics: [
			{ key: 'seconds', label: 'time (s)', digits: 1, ratio: true },
			{ key: 'tooMany', label: '429 answers', digits: 0 },
			{ key: 'ok', label: `calls answered (of ${CALLS})`, digits: 0 },
			{ key: 'rate', label: `% of the allowed rate (${LIMIT}/s)`, digits: 1, ratio: true },
		],
		headline(rounds) {
			const m = medians(rounds);
			/** @param {string} key */
			const rate = (key) =>
				typeof m.value(key, 'rate') === 'number'
					? `${m.at(key, 'rate')} % of the allowed rate with ${m.at(key, 'tooMany', 0)} × 429`
					: someRounds(m.value(key, 'rate'))
						? `stops at a 429 in ${someRounds(m.value(key, 'rate'))}`
						: `stops at a 429 (${m.at(key, 'ok', 0)} of ${CALLS} calls answered)`;
			return `${CALLS} ${METHOD} at ${LIMIT}/s: this package ${rate('ours')}; HTTP Request ${rate('httpDefault')}; with Batching ${rate('httpBatch')}.`;
		},
		async prepare() {
			for (const { key } of columns) {
				sims[key] = await startSim({ rateLimits: true });
				for (let i = 0; i < 5; i++)
					sims[key].control.injectIncoming({ chatId: alice, text: `hi ${i}` });
			}
			const cred = credential(credentialId('cours'), 'bench c', sims.ours);
			/** @param {string} key */
			const url = (key) => methodUrl(sims[key], METHOD);
			workflows.ours = itemsWorkflow('c-ours', oursChatHistory(cred));
			workflows.httpDefault = itemsWorkflow('c-http', httpRequest(url('httpDefault'), ['chatId']));
			workflows.httpBatch = itemsWorkflow(
				'c-batch',
				httpRequest(url('httpBatch'), ['chatId'], { size: LIMIT, intervalMs: 1000 }),
			);
			return { credentials: [cred], workflows: Object.values(workflows) };
		},
		async measure(ctx) {
			const items = Array.from({ length: CALLS }, () => ({ chatId: alice }));
			/** @param {{ key: string }} column */
			const one = async ({ key }) => {
				sims[key].control.resetRequests();
				const run =
					key === 'bare'
						? await bareLoop(methodUrl(sims.bare, METHOD), items, { retryAfterMs: 1000 / LIMIT })
						: await runItems(ctx.n8n, workflows[key], items);
				const calls = countCalls(sims[key], METHOD);
				const rate = run.error ? 'stopped' : (calls.ok / run.seconds / LIMIT) * 100;
				return [key, { seconds: run.seconds, ...calls, rate }];
			};
			return Object.fromEntries(await Promise.all(columns.map(one)));
		},
	};
}
