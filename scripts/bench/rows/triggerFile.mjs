// The trigger's part of table (e): a Green API Trigger with Download Files on, fed a notification
// of an incoming voice note the way the service sends it (signed POST of the JSON body), whose
// file the simulator serves. What counts is what the service waits for: the answer to the POST,
// which comes once the file is in n8n's binary data storage.
import { chain, credential, triggerNode } from '../../../test/e2e/lib/fixtures.mjs';
import { waitFor } from '../../../test/e2e/lib/util.mjs';
import sim from '../../../simulator/index.js';
import { workflowId } from '../workflows.mjs';
import { credentialId } from './common.mjs';

/** @typedef {import('../../../simulator/index.js').Simulator} Simulator */
/** @typedef {import('../../../test/e2e/lib/n8n.mjs').N8n} N8n */
/** @typedef {import('../../../test/e2e/lib/types.js').Execution} Execution */
/** @typedef {import('../../../test/e2e/lib/types.js').Workflow} Workflow */
/** @typedef {{ url: string, authorization: string }} Target */

const { alice } = sim.fixtures.ids;

/**
 * The trigger workflow and the notifications it is fed: voice notes of the given bytes, each
 * injected before activation, while the instance sends no notifications, so only the bench
 * delivers them.
 * @param {Simulator} s
 * @param {{ large: Buffer, voice: Buffer }} files
 */
export function prepareTrigger(s, files) {
	const cred = credential(credentialId('etrigger'), 'bench e trigger', s);
	const node = triggerNode(
		'Green API Trigger',
		{ events: ['incomingMessageReceived'], options: { downloadFiles: true } },
		cred,
	);
	const workflow = chain(workflowId('e-trigger'), 'bench e trigger', [node]);
	/** @param {Buffer} body */
	const voiceNote = (body) =>
		s.control.injectIncoming({
			chatId: alice,
			typeMessage: 'audioMessage',
			data: { body, mimeType: 'audio/ogg; codecs=opus' },
		});
	const notifications = { large: voiceNote(files.large), voice: voiceNote(files.voice) };
	return { sim: s, cred, workflow, url: `webhook/${node.webhookId}/webhook`, notifications };
}

/**
 * The URL and Authorization header the service delivers with, once activation set them.
 * @param {N8n} n8n
 * @param {ReturnType<typeof prepareTrigger>} prepared
 * @returns {Promise<Target>}
 */
export async function triggerTarget(n8n, prepared) {
	const secret = await waitFor(() => prepared.sim.control.settings().webhookUrlToken, {
		what: 'the trigger’s SetSettings',
	});
	return { url: `${n8n.base}/${prepared.url}`, authorization: `Bearer ${secret}` };
}

/**
 * @param {N8n} n8n
 * @param {string} id
 * @returns {Promise<Execution | undefined>}
 */
async function newest(n8n, id) {
	const { body } = await n8n.api('GET', `/executions?workflowId=${id}&limit=1`);
	return /** @type {{ data: Execution[] }} */ (body).data[0];
}

/** @param {Execution | undefined} e */
const finished = (e) =>
	e?.status !== undefined && !['new', 'running', 'waiting'].includes(e.status);

/**
 * Delivers one notification and waits for its execution: → { answerSeconds, download }, the
 * item's download field (the caller checks it).
 * @param {N8n} n8n
 * @param {Target} target
 * @param {Workflow} workflow
 * @param {unknown} notification
 * @returns {Promise<{ answerSeconds: number, download?: { status?: string, fileSize?: number } }>}
 */
export async function deliverFile(n8n, target, workflow, notification) {
	const before = (await newest(n8n, workflow.id))?.id;
	const started = performance.now();
	const answer = await fetch(target.url, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: target.authorization },
		body: JSON.stringify(notification),
	});
	await answer.arrayBuffer();
	const answerSeconds = (performance.now() - started) / 1000;
	if (answer.status !== 200) throw new Error(`the trigger answered ${answer.status}`);
	const execution = await waitFor(
		async () => {
			const last = await newest(n8n, workflow.id);
			return last && last.id !== before && finished(last) ? last : undefined;
		},
		{ timeout: 120000, interval: 100, what: 'the trigger’s execution' },
	);
	const { body } = await n8n.api('GET', `/executions/${execution.id}?includeData=true`);
	const run = /** @type {Execution} */ (body).data?.resultData.runData['Green API Trigger'];
	const item = run?.[0]?.data?.main?.[0]?.[0];
	const download = /** @type {{ status?: string, fileSize?: number } | undefined} */ (
		item?.json.download
	);
	return { answerSeconds, download };
}
