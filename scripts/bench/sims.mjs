// The simulators a bench run talks to: one per scenario and contender where they must not share
// an instance's rate limit or request log, each with its own instance ID (the peer's TLS gateway
// routes by it). All answer both path shapes (with and without /v3), as the service does.
import { randomBytes } from 'node:crypto';

import sim from '../../simulator/index.js';

/** @typedef {import('../../simulator/index.js').Simulator} Simulator */

let nextId = 1101000100;
/** @type {Simulator[]} */
const running = [];

/**
 * Starts a simulator; `rateLimits` switches on the service's per-method limits (429).
 * @param {{ rateLimits?: boolean }} [options]
 */
export async function startSim({ rateLimits = false } = {}) {
	const started = await sim.start({
		rateLimits,
		acceptBothPathStyles: true,
		instance: { idInstance: String(nextId++), apiTokenInstance: randomBytes(25).toString('hex') },
	});
	running.push(started);
	return started;
}

/** @param {string | number | undefined} idInstance */
export function simByInstance(idInstance) {
	return running.find((s) => s.instance.idInstance === String(idInstance));
}

export async function closeSims() {
	await Promise.all(running.splice(0).map((s) => s.close()));
}

/**
 * A unique text per message, so the request log tells each message apart.
 * @param {string} tag
 * @param {number} i
 */
export const messageText = (tag, i) => `bench ${tag} #${i}`;

/**
 * What the simulator saw of one run of `count` messages tagged `tag`: accepted sends (200),
 * 429 answers, other failures, and per message whether it was accepted never (lost) or more than
 * once (doubled).
 * @param {Simulator} s
 * @param {string} tag
 * @param {number} count
 */
export function countSends(s, tag, count, method = 'sendMessage') {
	const prefix = `bench ${tag} #`;
	/** @type {Map<string, number>} */
	const accepted = new Map();
	let tooMany = 0;
	let otherErrors = 0;
	for (const entry of s.control.requests()) {
		if (entry.method?.toLowerCase() !== method.toLowerCase()) continue;
		const text = /** @type {{ message?: unknown } | null} */ (entry.body)?.message; // JSON bodies
		if (typeof text !== 'string' || !text.startsWith(prefix)) continue;
		if (entry.status === 429) tooMany++;
		else if (entry.status === 200) accepted.set(text, (accepted.get(text) ?? 0) + 1);
		else otherErrors++;
	}
	let lost = 0;
	let doubled = 0;
	for (let i = 0; i < count; i++) {
		const times = accepted.get(messageText(tag, i)) ?? 0;
		if (times === 0) lost++;
		if (times > 1) doubled++;
	}
	return { accepted: count - lost, tooMany, otherErrors, lost, doubled };
}

/**
 * 429 answers and successful calls of `method` since the last reset (for reads such as getChatHistory).
 * @param {Simulator} s
 * @param {string} method
 */
export function countCalls(s, method) {
	let ok = 0;
	let tooMany = 0;
	for (const entry of s.control.requests()) {
		if (entry.method?.toLowerCase() !== method.toLowerCase()) continue;
		if (entry.status === 429) tooMany++;
		else if (entry.status === 200) ok++;
	}
	return { ok, tooMany };
}
