// Failure kinds of the service (or of what sits between n8n and it): each run of a workflow
// Webhook → Green API must end in a clear error, leave n8n running, send a message at most once,
// and keep the token out of what it stores. Also the black-holed service: every call ends within
// its deadline and a trigger's activation fails instead of hanging.
import { recordedActivationError } from '../../e2e/lib/polling.mjs';
import { callWebhook } from '../../e2e/lib/scenarios.mjs';
import { waitFor } from '../../e2e/lib/util.mjs';
import { scanFragments } from './leaks.mjs';
import { ID_INSTANCE } from './workflows.mjs';

/** @typedef {import('./types.js').Context} Context */
/** @typedef {import('../../e2e/lib/types.js').Execution} Execution */
/** @typedef {import('../../e2e/lib/types.js').ExecutionError} ExecutionError */
/** @typedef {import('../../e2e/lib/types.js').Workflow} Workflow */

const SECTION = 'failures (clear error, n8n alive, no double send, no token piece)';
const HOLE = 'black-holed service (accepts TCP, never answers)';

/**
 * Deadlines of one call (every attempt and wait included), as the transport sets them: reads 30 s,
 * sends 60 s, the Verify File Link probe 15 s; SLACK_S covers n8n's own work around the call.
 */
const DEADLINE_S = { read: 30, send: 60, probe: 15 };
const SLACK_S = 5;
/** @param {keyof typeof DEADLINE_S} kind */
const bound = (kind) => DEADLINE_S[kind] + SLACK_S;

/**
 * How long a trigger activation against a black hole may take before n8n reports it failed:
 * checkExists() reads GetSettings once per attempt (delete(), which n8n runs after each failed
 * attempt, asks nothing when nothing was registered). n8n 1.123.50 tries once and answers the
 * activate call with the node's error. n8n 2.40.7 publishes at once and tries up to five times,
 * 1, 2, 4 and 8 s apart (TRIGGER_ACTIVATION_MAX_ATTEMPTS, WORKFLOW_REACTIVATE_INITIAL_TIMEOUT),
 * but aborts the publication after 70 % of its 2-minute outbox lease (84 s, plus up to 10 s to
 * stop) with its own "Workflow publication processing exceeded its deadline", which it records in
 * the workflow's publication status.
 * @param {number} lineId
 */
function activationBound(lineId) {
	return lineId === 2
		? Math.min(5 * DEADLINE_S.read + 15, 84 + 10) + 2 * SLACK_S
		: DEADLINE_S.read + SLACK_S;
}

/** @param {string} method */
const sim = (method) => `/waInstance${ID_INSTANCE}/${method}/`;

/**
 * A clear error: a message, no placeholder text, not a wall of text.
 * @param {{ message?: string } | undefined} error
 */
function clear(error) {
	const message = String(error?.message ?? '');
	return (
		message.trim().length > 0 &&
		!/\[object Object\]|undefined/.test(message) &&
		message.length < 600
	);
}

/** @param {Execution | undefined} execution */
function errorText(execution) {
	const error = execution?.data?.resultData?.error;
	return { error, text: `${error?.message ?? ''} — ${error?.description ?? ''}`.trim() };
}

/**
 * Bytes of the error n8n stores with the execution.
 * @param {{ execution?: Execution }} r
 */
const storedSize = (r) => JSON.stringify(r.execution?.data?.resultData?.error ?? null).length;

/**
 * @param {string} text
 * @param {number} [n]
 */
const short = (text, n = 150) => (text.length > n ? `${text.slice(0, n)}…` : text);

/**
 * Runs a workflow through its webhook once; resolves with its answer, execution and duration.
 * @param {Context} ctx
 * @param {Workflow} workflow
 * @param {unknown} [body]
 */
async function runOnce(ctx, workflow, body = {}) {
	const before = (await ctx.executions(workflow.id)).length;
	const t0 = Date.now();
	const answer = await callWebhook(ctx.n8n, workflow, body);
	const list = await ctx.waitForCount(workflow.id, before + 1, { timeout: 60000 });
	const seconds = (Date.now() - t0) / 1000;
	const execution = await ctx.execution(list[0].id);
	ctx.seen.push(JSON.stringify(answer), JSON.stringify(execution.data?.resultData?.error ?? null));
	return { answer, execution, seconds, extra: list.length - before - 1 };
}

/**
 * The cases: [kind, workflow key, set-up, expected text, pass(result, counts)]. `sends` is how
 * often the send (or read) reached the server.
 * @param {Context} ctx
 * @returns {FailureCase[]}
 */
function cases(ctx) {
	const { control, hostile, fileHost } = ctx;
	/** @param {string} method */
	const hostileCount = (method) => () => hostile.count(method);
	/** @param {string} method */
	const simCount = (method) => () =>
		control.requests().filter((r) => r.path.includes(sim(method))).length;
	const sendMessage = hostileCount('sendMessage');
	const getContactInfo = hostileCount('getContactInfo');
	const queueHint = /queue|histor/i;
	const againHint = /try again|send (it )?again|re-?send/i;
	/** @param {{ text: string }} r */
	const lostAnswer = (r) => queueHint.test(r.text) && !againHint.test(r.text);
	return [
		{
			kind: 'send: connection reset before any answer',
			workflow: 'hostileSend',
			setup: () => (hostile.mode = 'reset'),
			count: sendMessage,
			expected: '1 request; error says it may be queued, no "try again"',
			pass: (r, n) => n === 1 && lostAnswer(r),
		},
		{
			kind: 'read: connection reset every time',
			workflow: 'hostileRead',
			setup: () => (hostile.mode = 'reset'),
			count: getContactInfo,
			expected: '≤ 4 requests; error names the reset',
			pass: (r, n) => n >= 1 && n <= 4 && /reset|ECONNRESET|hang up|could not reach/i.test(r.text),
		},
		{
			kind: 'send: HTTP 500',
			workflow: 'simSend',
			setup: () => control.fail('sendMessage', { status: 500 }),
			count: simCount('sendMessage'),
			expected: '1 request; error names 500',
			pass: (r, n) => n === 1 && /500/.test(r.text),
		},
		{
			kind: 'send: 502 proxy page echoing the URL',
			workflow: 'hostileSend',
			setup: () => (hostile.mode = 'proxy502'),
			count: sendMessage,
			expected: '1 request; error names 502',
			pass: (r, n) => n === 1 && /502|bad gateway/i.test(r.text),
		},
		{
			kind: 'read: 502 proxy page echoing the URL',
			workflow: 'hostileRead',
			setup: () => (hostile.mode = 'proxy502'),
			count: getContactInfo,
			expected: '≤ 4 requests; error names 502',
			pass: (r, n) => n >= 1 && n <= 4 && /502|bad gateway/i.test(r.text),
		},
		{
			kind: 'send: 200 login page (not JSON) echoing the URL',
			workflow: 'hostileSend',
			setup: () => (hostile.mode = 'loginPage200'),
			count: sendMessage,
			expected: '1 request; error says it may be queued, no "try again"',
			pass: (r, n) => n === 1 && lostAnswer(r),
		},
		{
			kind: 'send: 200 with truncated JSON',
			workflow: 'hostileSend',
			setup: () => (hostile.mode = 'truncatedJson'),
			count: sendMessage,
			expected: '1 request; error says it may be queued, no "try again"',
			pass: (r, n) => n === 1 && lostAnswer(r),
		},
		{
			kind: 'send: answer cut in the middle of the body',
			workflow: 'hostileSend',
			setup: () => (hostile.mode = 'cutMidBody'),
			count: sendMessage,
			expected: '1 request; error says it may be queued, no "try again"',
			pass: (r, n) => n === 1 && lostAnswer(r),
		},
		{
			kind: 'read: wrong token (401)',
			workflow: 'wrongRead',
			setup: () => undefined,
			count: simCount('getContactInfo'),
			expected: '1 request; error names the token',
			pass: (r, n) => n === 1 && /401|token/i.test(r.text),
		},
		{
			kind: 'read: 403',
			workflow: 'simRead',
			setup: () => control.fail('getContactInfo', { status: 403 }),
			count: simCount('getContactInfo'),
			expected: '1 request; error names 403',
			pass: (r, n) => n === 1 && /403|forbidden/i.test(r.text),
		},
		{
			kind: 'send: 429 storm (Retry-After: 1)',
			workflow: 'hostileSend',
			setup: () => (hostile.mode = 'storm429'),
			count: sendMessage,
			expected: '2–10 requests, ≥ 1 s apart (Retry-After); error names 429',
			pass: (r, n) => n >= 2 && n <= 10 && r.seconds >= n - 1 && /429|too many|rate/i.test(r.text),
		},
		{
			kind: 'send: 429 asking for an hour (Retry-After: 3600)',
			workflow: 'hostileSend',
			setup: () => (hostile.mode = 'retryAfterHour'),
			count: sendMessage,
			expected: '≤ 10 requests, wait capped: ends < 120 s; error names 429',
			pass: (r, n) => n >= 1 && n <= 10 && r.seconds < 120 && /429|too many|rate/i.test(r.text),
		},
		{
			kind: 'read: 500 with a 20 MB page echoing the URL',
			workflow: 'hostileRead',
			setup: () => (hostile.mode = 'huge500'),
			count: getContactInfo,
			expected: '≤ 4 requests; error naming 500, stored error ≤ 64 KB',
			pass: (r, n) => storedSize(r) <= 64 * 1024 && n >= 1 && n <= 4 && /500/.test(r.text),
			size: true,
		},
		{
			kind: 'read: 200 with a 20 MB body that is not JSON',
			workflow: 'hostileRead',
			setup: () => (hostile.mode = 'huge200'),
			count: getContactInfo,
			expected: '≤ 4 requests; error: not JSON, stored error ≤ 64 KB',
			pass: (r, n) => storedSize(r) <= 64 * 1024 && n >= 1 && n <= 4 && /json/i.test(r.text),
			size: true,
		},
		{
			kind: 'Verify File Link: HEAD refused, Range ignored, 300 MB file',
			workflow: 'voiceLink',
			body: () => ({ urlFile: `${fileHost.url}/voice.mp3` }),
			setup: () => {
				fileHost.state.sent = 0;
			},
			count: () => fileHost.state.sent,
			countLabel: 'bytes served',
			expected: '< 16 MB read, ends < 30 s',
			// Success or a clear error are both fine here; what matters is the bounded read.
			pass: (r, n) => n < 16 * 1024 * 1024 && r.seconds < 30,
			anyOutcome: true,
		},
	];
}

/**
 * One failure kind.
 * @typedef {object} FailureCase
 * @property {string} kind
 * @property {keyof Context['workflows']} workflow
 * @property {() => unknown} setup
 * @property {() => unknown} [body] the webhook's body
 * @property {() => number} count how often the call (or bytes) reached the server
 * @property {string} [countLabel]
 * @property {string} expected
 * @property {(r: Awaited<ReturnType<typeof runOnce>> & { text: string }, n: number) => boolean} pass
 * @property {boolean} [size] whether the stored error's size is reported
 * @property {boolean} [anyOutcome] success or a clear error both pass
 */

/** @param {Context} ctx */
export async function runFailures(ctx) {
	const { report, n8n, control, hostile } = ctx;
	for (const c of cases(ctx)) {
		await report.check(SECTION, c.kind, c.expected, async () => {
			hostile.reset();
			control.clearFaults();
			control.resetRequests();
			c.setup();
			const result = await runOnce(ctx, ctx.workflows[c.workflow], c.body?.() ?? {});
			const n = c.count();
			const { error, text } = errorText(result.execution);
			const alive =
				n8n.child?.exitCode === null && (await fetch(`${n8n.base}/healthz`)).status === 200;
			const failed = result.execution.status === 'error' && clear(error);
			const outcome = c.anyOutcome
				? `${result.execution.status}${error ? `: ${short(text, 100)}` : ''}`
				: short(text);
			const size = c.size ? `stored error ${(storedSize(result) / 1024).toFixed(0)} KB, ` : '';
			// The token in what this run stored or answered, so a leak is pinned to its kind.
			const leak = scanFragments(
				'run',
				JSON.stringify([result.answer, result.execution.data?.resultData?.error ?? null]),
				ctx.fragments,
			);
			const leaked = leak.count
				? `TOKEN PIECES ${leak.count} (${Object.keys(leak.forms).join(', ')}) …${leak.hits[0].context}, `
				: '';
			const observed = `${n} ${c.countLabel ?? 'request(s)'}, ${result.seconds.toFixed(1)} s, ${size}${leaked}${alive ? '' : 'N8N DOWN, '}${outcome}`;
			return {
				observed,
				pass:
					leak.count === 0 &&
					alive &&
					result.extra === 0 &&
					(c.anyOutcome ? result.execution.status === 'success' || clear(error) : failed) &&
					c.pass({ ...result, text }, n),
			};
		});
	}
	control.clearFaults();
}

/**
 * How a call against the black hole ended.
 * @typedef {{ label?: string, seconds: number, status: string | number, text: string, error?: ExecutionError }} Ending
 */

/**
 * Calls that meet a black hole (or a trickle) run side by side; each is timed.
 * @param {Context} ctx
 */
export async function runBlackHole(ctx) {
	const { report, n8n, workflows, blackHole, slowFileHost } = ctx;
	/**
	 * @param {string} label
	 * @param {number} limit
	 * @param {Workflow} workflow
	 * @param {unknown} [body]
	 * @returns {Promise<Ending>}
	 */
	const timed = async (label, limit, workflow, body) => {
		const t0 = Date.now();
		try {
			const before = (await ctx.executions(workflow.id)).length;
			const path = String(workflow.nodes[0].parameters.path);
			const response = await fetch(`${n8n.base}/webhook/${path}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify(body ?? {}),
				signal: AbortSignal.timeout((limit + 30) * 1000),
			});
			await response.text();
			const list = await ctx.waitForCount(workflow.id, before + 1, { timeout: 30000 });
			const seconds = (Date.now() - t0) / 1000;
			const execution = await ctx.execution(list[0].id);
			const { error, text } = errorText(execution);
			ctx.seen.push(JSON.stringify(execution.data?.resultData?.error ?? null));
			return { label, seconds, status: execution.status, error, text };
		} catch (error) {
			const text = /** @type {Error} */ (error).message; // fetch and waitFor throw Errors
			return { label, seconds: (Date.now() - t0) / 1000, status: 'no answer', text };
		}
	};
	const activationLimit = activationBound(ctx.line.id);
	/** @returns {Promise<Ending>} */
	const activation = async () => {
		const t0 = Date.now();
		const id = workflows.blackHoleTrigger.id;
		const seconds = () => (Date.now() - t0) / 1000;
		try {
			const response = await fetch(`${n8n.base}/api/v1/workflows/${id}/activate`, {
				method: 'POST',
				headers: { 'x-n8n-api-key': n8n.apiKey, 'content-type': 'application/json' },
				body: '{}',
				signal: AbortSignal.timeout((activationLimit + 30) * 1000),
			});
			const text = await response.text();
			ctx.seen.push(text);
			if (response.status < 400) {
				// 2.x: published; the error appears once its activation attempts are spent.
				const recorded = await waitFor(() => recordedActivationError(n8n, id), {
					timeout: (activationLimit + 30) * 1000,
					interval: 500,
					what: 'the recorded activation error',
				}).then(
					(message) => ({ seconds: seconds(), status: 'recorded', text: message }),
					(/** @type {Error} */ error) => ({
						seconds: seconds(),
						status: 'not recorded',
						text: error.message,
					}),
				);
				ctx.seen.push(recorded.text);
				await n8n.deactivate(id).catch(() => undefined);
				return recorded;
			}
			let message = text;
			try {
				message = JSON.parse(text).message ?? text;
			} catch {
				/* keep text */
			}
			return { seconds: seconds(), status: response.status, text: message };
		} catch (error) {
			const text = /** @type {Error} */ (error).message; // fetch throws Errors
			return { seconds: seconds(), status: 'no answer', text };
		}
	};
	slowFileHost.state.rate = 64;
	slowFileHost.state.size = 1024 * 1024;
	const [read, send, trickle, probe, activate] = await Promise.all([
		timed('read', bound('read'), workflows.holeRead),
		timed('send', bound('send'), workflows.holeSend),
		timed('trickle', bound('read'), workflows.trickleRead),
		timed('probe', bound('probe'), workflows.trickleVoice, {
			urlFile: `${slowFileHost.url}/voice.mp3`,
		}),
		activation(),
	]);
	/**
	 * @param {string} kind
	 * @param {Ending} r
	 * @param {number} limit
	 * @param {(r: Ending) => boolean} [extra]
	 */
	const row = (kind, r, limit, extra = () => true) =>
		report.add(
			HOLE,
			kind,
			`error within ${limit} s`,
			`${r.status} after ${r.seconds.toFixed(1)} s: ${short(r.text, 110)}`,
			r.status === 'error' && r.seconds <= limit && clear(r.error) && extra(r),
		);
	row('read (Get Contact Info)', read, bound('read'));
	row('send (Send Text): error says it may be queued', send, bound('send'), (r) =>
		/queue|histor/i.test(r.text),
	);
	row('read against a trickle (1 byte / 500 ms for ever)', trickle, bound('read'));
	report.add(
		HOLE,
		'Verify File Link against a 64 B/s trickle',
		`ends within ${bound('probe')} s`,
		`${probe.status} after ${probe.seconds.toFixed(1)} s${probe.error ? `: ${short(probe.text, 100)}` : ''}`,
		probe.status !== 'no answer' && probe.seconds <= bound('probe'),
	);
	report.add(
		HOLE,
		'trigger activation (checkExists reads GetSettings)',
		`fails with a clear message within ${activationLimit} s`,
		`${typeof activate.status === 'number' ? `HTTP ${activate.status}` : activate.status} after ${activate.seconds.toFixed(1)} s: ${short(String(activate.text), 110)}`,
		(activate.status === 'recorded' ||
			(typeof activate.status === 'number' && activate.status >= 400)) &&
			activate.seconds <= activationLimit &&
			/time|deadline|reach|answer/i.test(activate.text),
	);
	report.add(
		HOLE,
		'n8n still serving after the black-hole calls',
		'healthz 200',
		String((await fetch(`${n8n.base}/healthz`)).status),
		n8n.child?.exitCode === null,
	);
	report.add(
		HOLE,
		'connections the black hole accepted',
		'≥ 3 (read, send, activation)',
		String(blackHole.connections()),
		blackHole.connections() >= 3,
	);
}
