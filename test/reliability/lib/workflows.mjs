// Credentials and workflows of the reliability suite. Ids are the suite's own (`rel…`), so its
// n8n home never mixes with the e2e suite's fixtures.
import sim from '../../../simulator/index.js';
import {
	CREDENTIAL_TYPE,
	chain,
	greenApiNode,
	triggerNode,
	webhookNode,
} from '../../e2e/lib/fixtures.mjs';

export const ID_INSTANCE = '1101000077';
export const TRIGGER_NODE = 'Green API Trigger';
export const ACTION_NODE = 'Green API';
const { alice } = sim.fixtures.ids;

/** @typedef {import('../../e2e/lib/types.js').Credential} Credential */
/** @typedef {{ url: string }} Server */

/**
 * @param {string} id
 * @param {string} name
 * @param {string} apiUrl
 * @param {string} token
 * @returns {Credential}
 */
function credential(id, name, apiUrl, token) {
	return {
		id,
		name,
		type: CREDENTIAL_TYPE,
		data: {
			apiUrl,
			mediaUrl: apiUrl,
			idInstance: ID_INSTANCE,
			apiTokenInstance: token,
			useV3Paths: true,
			// Chosen, not detected: the hostile servers answer every call alike, so with Auto-detect
			// the getSettings that reads the messenger would be the call each check sees fail.
			messenger: 'whatsapp',
		},
	};
}

/**
 * @param {{ simulator: Server, hostile: Server, trickle: Server, blackHole: Server, token: string, wrongToken: string }} servers
 */
export function credentials({ simulator, hostile, trickle, blackHole, token, wrongToken }) {
	return {
		sim: credential('relSimulator0001', 'Reliability simulator', simulator.url, token),
		wrong: credential('relWrongToken001', 'Reliability wrong token', simulator.url, wrongToken),
		hostile: credential('relHostile000001', 'Reliability hostile server', hostile.url, token),
		trickle: credential('relTrickle000001', 'Reliability trickling server', trickle.url, token),
		blackHole: credential('relBlackHole0001', 'Reliability black hole', blackHole.url, token),
	};
}

export const PARAMETERS = {
	send: {
		resource: 'message',
		operation: 'sendText',
		chatId: alice,
		message: 'reliability: one message, sent once',
		additionalFields: {},
	},
	read: { resource: 'contact', operation: 'getInfo', chatId: alice },
	sendVoice: {
		resource: 'status',
		operation: 'sendVoice',
		urlFile: '={{ $json.body.urlFile }}',
		fileName: 'voice.mp3',
		additionalFields: {},
		options: { verifyFileLink: true },
	},
};

/**
 * Webhook → Green API, started with POST /webhook/<path>.
 * @param {string} id
 * @param {string} key
 * @param {import('../../e2e/lib/types.js').JsonObject} parameters
 * @param {Credential} cred
 */
function action(id, key, parameters, cred) {
	return chain(id, `reliability ${key}`, [
		webhookNode(`rel-${key.toLowerCase()}`),
		greenApiNode(ACTION_NODE, parameters, cred),
	]);
}

/** @param {ReturnType<typeof credentials>} creds */
export function workflows(creds) {
	return {
		trigger: chain('relTrigger000001', 'reliability trigger', [
			triggerNode(
				TRIGGER_NODE,
				{ events: ['incomingMessageReceived'], options: { ignoreDuplicates: true } },
				creds.sim,
			),
		]),
		blackHoleTrigger: chain('relTriggerHole01', 'reliability trigger, black hole', [
			triggerNode(
				TRIGGER_NODE,
				{ events: ['incomingMessageReceived'], options: {} },
				creds.blackHole,
			),
		]),
		simSend: action('relSimSend000001', 'simSend', PARAMETERS.send, creds.sim),
		simRead: action('relSimRead000001', 'simRead', PARAMETERS.read, creds.sim),
		wrongRead: action('relWrongRead0001', 'wrongRead', PARAMETERS.read, creds.wrong),
		hostileSend: action('relHostileSend01', 'hostileSend', PARAMETERS.send, creds.hostile),
		hostileRead: action('relHostileRead01', 'hostileRead', PARAMETERS.read, creds.hostile),
		voiceLink: action('relVoiceLink0001', 'voiceLink', PARAMETERS.sendVoice, creds.sim),
		holeSend: action('relHoleSend00001', 'holeSend', PARAMETERS.send, creds.blackHole),
		holeRead: action('relHoleRead00001', 'holeRead', PARAMETERS.read, creds.blackHole),
		trickleRead: action('relTrickleRead01', 'trickleRead', PARAMETERS.read, creds.trickle),
		trickleVoice: action('relTrickleVoice1', 'trickleVoice', PARAMETERS.sendVoice, creds.sim),
	};
}

/**
 * The webhook workflows active for the whole run.
 * @type {Array<keyof ReturnType<typeof workflows>>}
 */
export const ACTIVE = [
	'simSend',
	'simRead',
	'wrongRead',
	'hostileSend',
	'hostileRead',
	'voiceLink',
	'holeSend',
	'holeRead',
	'trickleRead',
	'trickleVoice',
];
