// Binary data through a real n8n: a file uploaded to a webhook goes out with
// message → sendFile (multipart, media host), and message → download brings the same file back
// as n8n binary data; n8n runs in filesystem binary mode, so the node must use n8n's binary
// helpers rather than the base64 in the item. Both directions are compared byte for byte.
// message → uploadFile sends a file as the raw body, streamed from n8n's storage.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import sim from '../../../simulator/index.js';
import { chain, greenApiNode, webhookNode } from './fixtures.mjs';
import { waitFor } from './util.mjs';

/** @typedef {import('./n8n.mjs').N8n} N8n */

const { alice } = sim.fixtures.ids;

/**
 * @param {string} path
 * @param {string} responseData
 */
function webhook(path, responseData) {
	const node = webhookNode(path);
	node.parameters.responseData = responseData;
	return node;
}

/** @param {import('./types.js').Credential} cred */
export function fileWorkflows(cred) {
	return {
		upload: chain('e2eSendFile00001', 'e2e sendFile', [
			webhook('e2e-sendfile', 'firstEntryJson'),
			greenApiNode(
				'Green API',
				{
					resource: 'message',
					operation: 'sendFile',
					chatId: alice,
					binaryPropertyName: 'data',
					additionalFields: { caption: 'from n8n' },
				},
				cred,
			),
		]),
		uploadFile: chain('e2eUploadFile001', 'e2e uploadFile', [
			webhook('e2e-uploadfile', 'firstEntryJson'),
			greenApiNode(
				'Green API',
				{
					resource: 'message',
					operation: 'uploadFile',
					binaryPropertyName: 'data',
					additionalFields: {},
				},
				cred,
			),
		]),
		download: chain('e2eDownload00001', 'e2e download', [
			webhook('e2e-download', 'firstEntryBinary'),
			greenApiNode(
				'Green API',
				{
					resource: 'message',
					operation: 'download',
					chatId: alice,
					messageId: '={{ $json.body.messageId }}',
					binaryPropertyName: 'data',
				},
				cred,
			),
		]),
	};
}

/**
 * POSTs until the webhook is registered (2.x activates through an outbox).
 * @param {N8n} n8n
 * @param {string} path
 * @param {() => RequestInit} init a fresh request body for each attempt
 */
async function post(n8n, path, init) {
	return waitFor(
		async () => {
			const response = await fetch(`${n8n.base}/webhook/${path}`, { method: 'POST', ...init() });
			return response.status === 404 ? undefined : response;
		},
		{ timeout: 30000, interval: 100, what: `webhook ${path} to be registered` },
	);
}

/**
 * POSTs `bytes` to webhook `path` as the form field `data`, a PDF named `fileName`.
 * @param {N8n} n8n
 * @param {string} path
 * @param {Buffer<ArrayBuffer>} bytes
 * @param {string} fileName
 * @returns {Promise<{ status: number, json: import('./types.js').JsonObject }>}
 */
async function postFile(n8n, path, bytes, fileName) {
	const response = await post(n8n, path, () => {
		const form = new FormData();
		form.append('data', new Blob([bytes], { type: 'application/pdf' }), fileName);
		return { body: form };
	});
	return { status: response.status, json: JSON.parse(await response.text()) };
}

/** @param {string} dir */
function filesUnder(dir) {
	if (!existsSync(dir)) return [];
	return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
		entry.isFile(),
	);
}

/**
 * @param {object} ctx
 * @param {N8n} ctx.n8n
 * @param {import('../../../simulator/index.js').Control} ctx.control
 * @param {ReturnType<typeof fileWorkflows>} ctx.workflows
 */
export async function runFiles({ n8n, control, workflows }) {
	const bytes = Buffer.concat([
		Buffer.from('%PDF-1.4\n'),
		randomBytes(48 * 1024),
		Buffer.from([0, 255, 13, 10]),
	]);
	control.resetRequests();

	const upload = await postFile(n8n, 'e2e-sendfile', bytes, 'report.pdf');
	const sent = upload.json;
	assert.equal(upload.status, 200, JSON.stringify(sent).slice(0, 500));
	assert.match(String(sent.idMessage), /^[0-9A-F]{8,}$/i);

	const [request] = control.requests();
	assert.equal(request.method, 'sendFileByUpload');
	assert.equal(request.host, 'media', 'uploads go to the media host');
	// sendFileByUpload is a multipart request
	const { multipart } = /** @type {import('./types.js').MultipartLog} */ (request.body);
	assert.equal(multipart.fields.chatId, alice);
	assert.equal(multipart.fields.caption, 'from n8n');
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

	// Let the send queue deliver it, so the message (and its file) is in the chat history: the
	// earlier scenarios held the queue with a 10-minute sending delay, so step over the pending one.
	control.setSettings({ delaySendMessagesMilliseconds: 500 });
	control.advance(600000);
	await waitFor(
		() => control.history(alice).some((m) => m.idMessage === sent.idMessage) || undefined,
		{
			timeout: 60000,
			interval: 200,
			what: 'the uploaded file to leave the send queue',
		},
	);

	// Upload File: the same bytes as the raw body to the media host, named by GA-Filename.
	control.resetRequests();
	const uploaded = await postFile(n8n, 'e2e-uploadfile', bytes, 'upload report.pdf');
	const link = uploaded.json;
	assert.equal(uploaded.status, 200, JSON.stringify(link).slice(0, 500));
	assert.match(String(link.urlFile), /\/upload%20report\.pdf$/);
	assert.deepEqual(
		control.requests().map(({ method, host, body }) => ({ method, host, body })),
		[
			{
				method: 'uploadFile',
				host: 'media',
				body: { raw: { size: bytes.length, contentType: 'application/pdf' } },
			},
		],
	);
	const kept = Buffer.from(await (await fetch(String(link.urlFile))).arrayBuffer());
	assert.ok(kept.equals(bytes), 'uploadFile: the service received the file byte for byte');

	control.resetRequests();
	const download = await post(n8n, 'e2e-download', () => ({
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

	// n8n 1.x keeps binary data under .n8n/binaryData, 2.x under .n8n/storage.
	const onDisk = ['binaryData', 'storage'].flatMap((dir) =>
		filesUnder(join(n8n.home, '.n8n', dir)),
	);
	assert.ok(
		onDisk.length >= 2,
		`n8n kept the binary data on disk (filesystem mode): ${onDisk.length} files`,
	);
}
