// A file through the cluster: uploaded to a webhook processor, sent with message → sendFile by a
// worker (multipart to the media host), downloaded again with message → download by a worker,
// byte-exact. The processes share no disk, so the binary data travels through PostgreSQL
// (`binary_data` table, N8N_DEFAULT_BINARY_DATA_MODE=database).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

import sim from '../../../simulator/index.js';
import { waitFor } from '../lib/util.mjs';

const { alice } = sim.fixtures.ids;

/**
 * POSTs until the webhook is registered.
 * @param {string} base
 * @param {string} path
 * @param {() => RequestInit} init a fresh request body for each attempt
 */
async function post(base, path, init) {
	return waitFor(
		async () => {
			const response = await fetch(`${base}/webhook/${path}`, { method: 'POST', ...init() });
			return response.status === 404 ? undefined : response;
		},
		{ timeout: 30000, interval: 100, what: `webhook ${path} to be registered` },
	);
}

/**
 * @param {object} ctx
 * @param {string} ctx.base where webhooks are sent (the balancer)
 * @param {import('../../../simulator/index.js').Control} ctx.control
 * @param {{ query(sql: string, params?: unknown[]): Promise<unknown[]> }} ctx.postgres
 */
export async function runQueueFiles({ base, control, postgres }) {
	const bytes = Buffer.concat([
		Buffer.from('%PDF-1.4\n'),
		randomBytes(48 * 1024),
		Buffer.from([0, 255, 13, 10]),
	]);
	control.resetRequests();
	const upload = await post(base, 'e2e-sendfile', () => {
		const form = new FormData();
		form.append('data', new Blob([bytes], { type: 'application/pdf' }), 'report.pdf');
		return { body: form };
	});
	/** @type {{ idMessage?: string, urlFile?: string }} */
	const sent = JSON.parse(await upload.text());
	assert.equal(upload.status, 200, JSON.stringify(sent).slice(0, 500));
	assert.match(String(sent.idMessage), /^[0-9A-F]{8,}$/i);
	const [request] = control.requests();
	assert.equal(request.method, 'sendFileByUpload');
	assert.equal(request.host, 'media');
	// sendFileByUpload is a multipart request
	const { multipart } = /** @type {import('../lib/types.js').MultipartLog} */ (request.body);
	assert.equal(multipart.fields.chatId, alice);
	assert.deepEqual(
		multipart.files.map(({ field, fileName, contentType, size }) => ({
			field,
			fileName,
			contentType,
			size,
		})),
		[{ field: 'file', fileName: 'report.pdf', contentType: 'application/pdf', size: bytes.length }],
	);
	const stored = Buffer.from(await (await fetch(String(sent.urlFile))).arrayBuffer());
	assert.ok(stored.equals(bytes), 'the service received the uploaded file byte for byte');

	control.setSettings({ delaySendMessagesMilliseconds: 500 });
	control.advance(600000);
	await waitFor(
		() => control.history(alice).some((m) => m.idMessage === sent.idMessage) || undefined,
		{ timeout: 60000, interval: 200, what: 'the uploaded file to leave the send queue' },
	);

	control.resetRequests();
	const download = await post(base, 'e2e-download', () => ({
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ messageId: sent.idMessage }),
	}));
	const received = Buffer.from(await download.arrayBuffer());
	assert.equal(download.status, 200, received.toString('utf8').slice(0, 500));
	assert.equal(download.headers.get('content-type')?.split(';')[0], 'application/pdf');
	assert.ok(
		received.equals(bytes),
		`the downloaded file is byte-exact (${received.length} of ${bytes.length} bytes)`,
	);
	assert.deepEqual(
		control.requests().map((r) => r.method),
		['downloadFile'],
	);

	// Both files went between the processes through the database.
	const rows = await postgres.query(
		`SELECT "fileSize" AS size, "mimeType" AS type FROM binary_data WHERE "fileSize" = $1`,
		[bytes.length],
	);
	assert.ok(
		rows.length >= 2,
		`the upload and the download are stored in PostgreSQL's binary_data (${rows.length} rows)`,
	);
}
