// The nodes of the (e) workflows: n8n's Read/Write Files node reading the 100 MB file, then
// this package's or the HTTP Request node's upload; this package's download or an HTTP GET.
import { randomUUID } from 'node:crypto';

import { greenApiNode } from '../../../test/e2e/lib/fixtures.mjs';
import { MEASURED, httpRequest } from '../workflows.mjs';

/** @typedef {import('../../../test/e2e/lib/types.js').WorkflowNode} WorkflowNode */
/** @typedef {Record<(typeof OPS)[number], WorkflowNode[]>} NodesByOperation */

export const OPS = /** @type {const} */ (['sendFile', 'uploadFile', 'download']);

/**
 * @param {string} path
 * @returns {WorkflowNode}
 */
function readFile(path) {
	return {
		id: randomUUID(),
		name: 'Read File',
		type: 'n8n-nodes-base.readWriteFile',
		typeVersion: 1,
		position: [120, 0],
		parameters: { operation: 'read', fileSelector: path, options: {} },
	};
}

/**
 * This package: Send File (multipart), Upload File (raw body), Download (a message's file).
 * @param {{ cred: import('../../../test/e2e/lib/types.js').Credential, path: string, chatId: string, messageId: string }} o
 * @returns {NodesByOperation}
 */
export function oursNodes({ cred, path, chatId, messageId }) {
	/** @param {Record<string, unknown>} parameters */
	const node = (parameters) => greenApiNode(MEASURED, { resource: 'message', ...parameters }, cred);
	const data = { binaryPropertyName: 'data' };
	return {
		sendFile: [
			readFile(path),
			node({ operation: 'sendFile', chatId, ...data, additionalFields: {} }),
		],
		uploadFile: [readFile(path), node({ operation: 'uploadFile', ...data, additionalFields: {} })],
		download: [node({ operation: 'download', chatId, messageId, ...data, options: {} })],
	};
}

/**
 * The HTTP Request node doing the same transfers (the download from the file's link directly).
 * @param {{ sim: import('../../../simulator/index.js').Simulator, path: string, chatId: string, link: string }} o
 * @returns {NodesByOperation}
 */
export function httpNodes({ sim, path, chatId, link }) {
	const { idInstance, apiTokenInstance } = sim.instance;
	/** @param {string} method */
	const media = (method) => `${sim.mediaUrl}/waInstance${idInstance}/${method}/${apiTokenInstance}`;
	const multipart = httpRequest(media('sendFileByUpload'), []);
	multipart.parameters.contentType = 'multipart-form-data';
	multipart.parameters.bodyParameters = {
		parameters: [
			{ parameterType: 'formData', name: 'chatId', value: chatId },
			{ parameterType: 'formData', name: 'fileName', value: 'bench.bin' },
			{ parameterType: 'formBinaryData', name: 'file', inputDataFieldName: 'data' },
		],
	};
	const raw = httpRequest(media('uploadFile'), []);
	raw.parameters = {
		method: 'POST',
		url: media('uploadFile'),
		sendBody: true,
		contentType: 'binaryData',
		inputDataFieldName: 'data',
		options: {},
	};
	const get = httpRequest(link, []);
	get.parameters = {
		method: 'GET',
		url: link,
		options: { response: { response: { responseFormat: 'file' } } },
	};
	return {
		sendFile: [readFile(path), multipart],
		uploadFile: [readFile(path), raw],
		download: [get],
	};
}
