// The opt-in live check of the partner node: lists the partner account's instances (no token is
// asked for, none printed). With GREEN_API_PARTNER_LIVE_CREATE=1 it also creates one instance,
// which is billed for the day, waits until it is ready, reads its state and deletes it again.
import { createReport, summarize } from './report.mjs';

const errorText = (error) =>
	[error.message, error.description].filter(Boolean).join(' — ').replace(/\s+/g, ' ');

/**
 * Runs the partner checks; resolves true when every one passed.
 * @param {{ runNode: Function, partner: { partnerApiUrl: string, partnerToken: string },
 *   apiUrl: string, create: boolean }} options
 */
export async function runPartnerLiveChecks({ runNode, partner, apiUrl, create }) {
	const report = createReport(partner.partnerToken);
	const { say } = report;
	const outcomes = [];
	async function check(label, parameters) {
		const result = await runNode({
			type: 'greenApiPartner',
			parameters: { resource: 'instance', apiUrl, ...parameters },
			credentials: partner,
		});
		for (const item of result.items) {
			if (typeof item.json.apiTokenInstance === 'string') report.hide(item.json.apiTokenInstance);
		}
		const ok = !result.error;
		outcomes.push(ok);
		say(`  ${ok ? 'ok  ' : 'FAIL'}  ${label.padEnd(34)}`);
		say(`        ${ok ? summarize(result.items) : errorText(result.error)}`);
		return ok ? result.items.map((item) => item.json) : null;
	}

	say('Green API partner live checks');
	say(`  partner API: ${partner.partnerApiUrl} (token ***)`);
	say('');
	const listed = await check('Partner → Get Many', { operation: 'getAll', returnAll: true });
	if (listed) {
		const by = (key) =>
			Object.entries(
				listed.reduce((counts, r) => ({ ...counts, [r[key]]: (counts[r[key]] ?? 0) + 1 }), {}),
			)
				.map(([value, n]) => `${value} ${n}`)
				.join(', ');
		say(`        messengers: ${by('messenger') || 'none'}; deleted: ${by('deleted') || 'none'}`);
	}
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
