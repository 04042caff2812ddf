// The service's official n8n node (npm @green-api/n8n-nodes-whatsapp-greenapi), compared where
// it is comparable. The bench never builds it: BENCH_PEER_DIR names a folder holding that
// package already built (package.json + dist/); without it the peer columns stay empty.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

import { run } from '../../test/e2e/lib/util.mjs';
import { MEASURED } from './workflows.mjs';

export const PEER_ENV = 'BENCH_PEER_DIR';
export const PEER_CREDENTIAL = 'greenApiAuthApi';

/** @typedef {import('../../test/e2e/lib/types.js').Credential} Credential */
/** @typedef {import('../../test/e2e/lib/types.js').WorkflowNode} WorkflowNode */

/**
 * Packs the built peer package (no scripts run) → { name, version, tarball, size, unpackedSize }.
 * @param {string} dest
 */
export async function packPeer(dest) {
	const dir = process.env[PEER_ENV];
	if (!dir) return undefined;
	/** @type {{ name: string, version: string, n8n: { nodes: string[], credentials: string[] } }} */
	const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
	for (const file of [...manifest.n8n.nodes, ...manifest.n8n.credentials]) {
		if (!existsSync(join(dir, file)))
			throw new Error(
				`${PEER_ENV}=${dir}: ${file} is missing; the folder must hold the built package`,
			);
	}
	const { stdout } = await run(
		'npm',
		['pack', '--json', '--ignore-scripts', '--pack-destination', dest],
		{ cwd: dir },
	);
	/** @type {[{ filename: string, size: number, unpackedSize: number, entryCount: number }]} */
	const [info] = JSON.parse(stdout.slice(stdout.indexOf('[')));
	return {
		name: manifest.name,
		version: manifest.version,
		tarball: join(dest, info.filename),
		size: info.size,
		unpackedSize: info.unpackedSize,
		entryCount: info.entryCount,
		action: `${manifest.name}.greenapi`,
		trigger: `${manifest.name}.greenapiTrigger`,
	};
}

/**
 * Its credential holds only the instance ID and token; the base URL is fixed in its code.
 * @param {string} id
 * @param {{ instance: { idInstance: string, apiTokenInstance: string } }} sim
 * @returns {Credential}
 */
export function peerCredential(id, sim) {
	return {
		id,
		name: `official node ${sim.instance.idInstance}`,
		type: PEER_CREDENTIAL,
		data: { idInstance: sim.instance.idInstance, apiTokenKey: sim.instance.apiTokenInstance },
	};
}

/** @param {Credential} cred */
const ref = (cred) => ({ [PEER_CREDENTIAL]: { id: cred.id, name: cred.name } });

/**
 * @param {import('./types.js').Peer} peer
 * @param {Credential} cred
 * @returns {WorkflowNode}
 */
export function peerSendText(peer, cred) {
	return {
		id: randomUUID(),
		name: MEASURED,
		type: peer.action,
		typeVersion: 1,
		position: [360, 0],
		parameters: {
			resource: 'sending',
			operation: 'sendMessage',
			chatId: '={{ $json.chatId }}',
			message: '={{ $json.message }}',
		},
		credentials: ref(cred),
	};
}

/**
 * @param {import('./types.js').Peer} peer
 * @param {Credential} cred
 * @returns {WorkflowNode}
 */
export function peerTrigger(peer, cred) {
	return {
		id: randomUUID(),
		name: 'Official trigger',
		type: peer.trigger,
		typeVersion: 1,
		position: [0, 0],
		webhookId: randomUUID(),
		parameters: { webhookType: ['incomingMessageReceived'], chatType: 'noReceiveRestriction' },
		credentials: ref(cred),
	};
}

/**
 * The optional fields the official node sends with its "not set" value, and that value.
 * @type {Record<string, unknown>}
 */
export const UNSET_FIELDS = { quotedMessageId: '', typingTime: 0 };

/**
 * The official node's sends always carry `"quotedMessageId": ""` and `"typingTime": 0` (their
 * defaults for "not set"; typingTime is not even a parameter). The simulator refuses both with
 * 400, as documented: typingTime is 1000–20000 ms, and empty strings are "not allowed to be
 * empty". The gateway deletes exactly these fields when they hold exactly these values, which
 * keeps the meaning (no quote, no typing) and changes nothing else.
 * @param {Buffer} body
 * @param {import('node:http').IncomingMessage} req
 * @param {import('./gateway.mjs').GatewayStats} stats
 */
export function dropUnsetFields(body, req, stats) {
	if (!/json/i.test(req.headers['content-type'] ?? '') || !body.length) return body;
	/** @type {unknown} */
	let parsed;
	try {
		parsed = JSON.parse(body.toString('utf8'));
	} catch {
		return body;
	}
	if (!parsed || typeof parsed !== 'object') return body;
	const fields = /** @type {Record<string, unknown>} */ (parsed);
	const unset = Object.keys(UNSET_FIELDS).filter((k) => fields[k] === UNSET_FIELDS[k]);
	if (!unset.length) return body;
	for (const key of unset) delete fields[key];
	stats.bodiesChanged = (stats.bodiesChanged ?? 0) + 1;
	return Buffer.from(JSON.stringify(parsed));
}
