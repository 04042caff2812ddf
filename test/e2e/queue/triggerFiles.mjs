// A file that comes with a notification, through the cluster: the Green API Trigger with Download
// Files answers the delivery on the webhook processor, which downloads the voice note from the
// simulator's storage link into PostgreSQL's binary_data (N8N_DEFAULT_BINARY_DATA_MODE=database);
// a worker then runs Send File with that binary field, reading the bytes back from the database,
// and uploads them to the media host. The upload must be the served file, byte for byte.
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';

import sim from '../../../simulator/index.js';
import { SECRET_TOKEN, chain, greenApiNode, triggerNode } from '../lib/fixtures.mjs';
import { nodeOutput } from '../lib/n8n.mjs';
import { scanText, secretForms } from '../lib/scan.mjs';
import { say } from '../lib/util.mjs';
import { assertRanOnWorkers, executionRows } from './cluster.mjs';
import { activateTrigger } from './deliveries.mjs';

/** @typedef {import('../lib/types.js').Credential} Credential */
/** @typedef {import('../lib/types.js').Workflow} Workflow */
/** @typedef {import('./cluster.mjs').QueueSetup<{ all: Workflow[] }>} QueueSetup */

const { alice } = sim.fixtures.ids;
const TRIGGER_NODE = 'Green API Trigger';
const SEND_NODE = 'Send File';
/** Not the default `data`, so the option is seen to be read on the webhook processor. */
const FIELD = 'voice';
const MIME_TYPE = 'audio/ogg; codecs=opus';

/** @param {Credential} cred */
export function triggerFilesWorkflow(cred) {
	return chain('e2eQueueTrigFile', 'e2e queue trigger files', [
		triggerNode(
			TRIGGER_NODE,
			{
				events: ['incomingMessageReceived'],
				options: { downloadFiles: true, binaryPropertyName: FIELD },
			},
			cred,
		),
		greenApiNode(
			SEND_NODE,
			{
				resource: 'message',
				operation: 'sendFile',
				chatId: '={{ $json.chatId }}',
				binaryPropertyName: FIELD,
				additionalFields: {},
			},
			cred,
		),
	]);
}

/** @param {Buffer} bytes */
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * One voice note delivered to the webhook processor → one execution on a worker that sends the
 * downloaded file back to the chat.
 * @param {QueueSetup} setup
 * @param {Workflow} workflow
 */
export async function runQueueTriggerFiles(setup, workflow) {
	const { control, postgres } = setup;
	// An Ogg page header, noise, and the bytes a text conversion would change.
	const voice = Buffer.concat([
		Buffer.from('OggS\u0000\u0002', 'latin1'),
		randomBytes(256 * 1024),
		Buffer.from([0, 255, 13, 10]),
	]);
	const settings = await activateTrigger(setup, workflow);
	assert.ok(
		settings.webhookUrl.startsWith(setup.balancer.base),
		`the service delivers to the balancer (${settings.webhookUrl})`,
	);
	control.resetRequests();
	control.resetDeliveries();
	let notification;
	/** @type {import('../../../simulator/index.js').RequestLogEntry[]} */
	let calls;
	try {
		notification = control.injectIncoming({
			chatId: alice,
			typeMessage: 'audioMessage',
			data: { body: voice, mimeType: MIME_TYPE },
		});
		const [delivery] = await control.waitForDeliveries(1, 120000);
		assert.equal(delivery.status, 200, `the delivery was answered 200 (${delivery.error ?? ''})`);
		await setup.main.waitForExecutions(workflow.id, 1, { timeout: 120000 });
		// The API calls of the run (not deactivation's GetSettings and SetSettings).
		calls = control.requests().filter((r) => r.method);
	} finally {
		await setup.main.deactivate(workflow.id);
	}
	const { fileName, downloadUrl } = /** @type {{ fileName: string, downloadUrl: string }} */ (
		/** @type {{ fileMessageData: object }} */ (notification.messageData).fileMessageData
	);

	// One execution, in mode webhook, successful, started on a worker.
	const rows = await executionRows(postgres, workflow.id);
	assert.deepEqual(
		rows.map(({ mode, status }) => ({ mode, status })),
		[{ mode: 'webhook', status: 'success' }],
		'one successful webhook execution in PostgreSQL',
	);
	const perWorker = assertRanOnWorkers(setup, [rows[0].id]);

	// The trigger's item: the notification, what happened to its file, and the file as binary data
	// stored in the database.
	const executions = await setup.main.executions(workflow.id);
	assert.equal(executions.length, 1);
	const runData = executions[0].data?.resultData.runData ?? {};
	const [item] = runData[TRIGGER_NODE]?.[0]?.data?.main?.[0] ?? [];
	assert.ok(item, 'the trigger gave an item');
	assert.equal(item.json.idMessage, notification.idMessage);
	assert.equal(item.json.chatId, alice);
	assert.deepEqual(item.json.download, {
		status: 'downloaded',
		binaryPropertyName: FIELD,
		fileName,
		mimeType: MIME_TYPE,
		fileSize: voice.length,
		link: 'notification',
	});
	const binary = item.binary?.[FIELD];
	assert.ok(binary, `the item has binary field ${FIELD}`);
	assert.deepEqual(Object.keys(item.binary ?? {}), [FIELD]);
	assert.equal(binary.fileName, fileName);
	assert.equal(binary.mimeType, MIME_TYPE);
	const fileId = /^database:(.+)$/.exec(String(binary.id))?.[1];
	assert.ok(fileId, `the binary data is kept in the database (id ${binary.id})`);

	// PostgreSQL holds that file, the voice note's bytes.
	const stored =
		/** @type {Array<{ size: number, type: string, name: string, sha: string, source: string }>} */ (
			await postgres.query(
				`SELECT "fileSize" AS size, "mimeType" AS type, "fileName" AS name, "sourceId" AS source,
				encode(sha256(data), 'hex') AS sha FROM binary_data WHERE "fileId" = $1`,
				[fileId],
			)
		);
	assert.deepEqual(
		stored.map(({ size, type, name, sha }) => ({ size, type, name, sha })),
		[{ size: voice.length, type: MIME_TYPE, name: fileName, sha: sha256(voice) }],
		'binary_data holds the downloaded file',
	);

	// The worker read it back and uploaded it: the only API call of the run is that upload (the
	// notification's link served the file, so no downloadFile), and the media host kept its bytes.
	assert.deepEqual(
		calls.map(({ method, host, status }) => ({ method, host, status })),
		[{ method: 'sendFileByUpload', host: 'media', status: 200 }],
	);
	const { multipart } = /** @type {import('../lib/types.js').MultipartLog} */ (calls[0].body);
	assert.equal(multipart.fields.chatId, alice);
	assert.deepEqual(
		multipart.files.map(({ field, fileName: name, size }) => ({ field, fileName: name, size })),
		[{ field: 'file', fileName, size: voice.length }],
	);
	const [sent] = nodeOutput(executions[0].data, SEND_NODE) ?? [];
	assert.match(String(sent?.idMessage), /^[0-9A-F]{8,}$/i);
	const uploaded = Buffer.from(await (await fetch(String(sent.urlFile))).arrayBuffer());
	assert.equal(sha256(uploaded), sha256(voice), 'the worker sent the served file byte for byte');
	const served = Buffer.from(await (await fetch(downloadUrl)).arrayBuffer());
	assert.equal(sha256(served), sha256(voice), 'the storage link serves the injected bytes');

	// Nothing this scenario read holds the instance token.
	const read = JSON.stringify({
		executions,
		rows,
		stored,
		calls,
		deliveries: control.deliveries(),
	});
	assert.deepEqual(
		scanText('what the scenario read', read, secretForms(SECRET_TOKEN)).map((h) => h.context),
		[],
	);
	const seen = { bytes: voice.length, perWorker, binaryDataSourceId: stored[0].source };
	say(`trigger file through PostgreSQL: ${JSON.stringify(seen)}`);
}
