// The opt-in live check of the partner node: lists the partner account's instances (no token is
// asked for, none printed). With GREEN_API_PARTNER_LIVE_CREATE=1 it also creates one instance,
// which is billed for the day, waits until it is ready, reads its state and deletes it again.
import { createReport, summarize } from './report.mjs';

/** @typedef {import('./checks.mjs').Harness} Harness */

/** @param {{ message: string, description?: string }} error */
const errorText = (error) =>
	[error.message, error.description].filter(Boolean).join(' — ').replace(/\s+/g, ' ');

/**
 * How many of `records` have each value of `key`, e.g. `whatsapp 2, max 1`.
 * @param {Array<Record<string, unknown>>} records
 * @param {string} key
 */
function countBy(records, key) {
	/** @type {Map<string, number>} */
	const counts = new Map();
	for (const record of records) {
		const value = String(record[key]);
		counts.set(value, (counts.get(value) ?? 0) + 1);
	}
	return [...counts].map(([value, n]) => `${value} ${n}`).join(', ') || 'none';
}

/**
 * Runs the partner checks; resolves true when every one passed.
 * @param {{ runNode: Harness['runNode'], partner: { partnerApiUrl: string, partnerToken: string },
 *   apiUrl: string, create: boolean }} options
 */
export async function runPartnerLiveChecks({ runNode, partner, apiUrl, create }) {
	const report = createReport(partner.partnerToken);
	const { say } = report;
	/** @type {boolean[]} */
	const outcomes = [];
	/**
	 * Runs one operation of the partner node; its items (null when it failed).
	 * @param {string} label
	 * @param {Record<string, unknown>} parameters
	 */
	async function check(label, parameters) {
		const result = await runNode({
			type: 'greenApiPartner',
			parameters: { resource: 'instance', apiUrl, ...parameters },
			credentials: partner,
		});
		for (const item of result.items) {
			const token = item.json.apiTokenInstance;
			if (typeof token === 'string') report.hide(token);
		}
		const ok = !result.error;
		outcomes.push(ok);
		say(`  ${ok ? 'ok  ' : 'FAIL'}  ${label.padEnd(34)}`);
		say(`        ${result.error ? errorText(result.error) : summarize(result.items)}`);
		return ok ? result.items.map((item) => item.json) : null;
	}

	say('Green API partner live checks');
	say(`  partner API: ${partner.partnerApiUrl} (token ***)`);
	say('');
	const listed = await check('Partner → Get Many', { operation: 'getAll', returnAll: true });
	if (listed)
		say(
			`        messengers: ${countBy(listed, 'messenger')}; deleted: ${countBy(listed, 'deleted')}`,
		);
	if (!create) {
		say(
			'  skip  Partner → Create, Get State, Delete   GREEN_API_PARTNER_LIVE_CREATE=1 creates one (billed)',
		);
	} else {
		const [created] =
			(await check('Partner → Create (Wait Until Ready)', {
				operation: 'create',
				name: `n8n-nodes-green-api live check ${new Date().toISOString()}`,
			})) ?? [];
		if (created) {
			const idInstance = String(created.idInstance);
			await check('Partner → Get State', { operation: 'getState', idInstance });
			await check('Partner → Delete', { operation: 'delete', idInstance });
		}
	}
	const passed = outcomes.filter(Boolean).length;
	say(`  result:     ${passed} of ${outcomes.length} partner checks passed`);
	return passed === outcomes.length;
}
