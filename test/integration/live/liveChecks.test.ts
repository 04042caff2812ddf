import { childProcess, ROOT } from '../../helpers/builtins';
import { TOKEN, useSimulators } from '../setup';
import { PARTNER_TOKEN } from '../partner/setup';

/*
 * npm run test:live is opt-in and needs a real instance, so nothing else would notice when it
 * breaks: here it runs as a maintainer runs it, against the simulator of each messenger.
 */
const start = useSimulators();

/**
 * `node test/live/run.mjs` with these variables set (`null`: unset), the rest inherited. Run
 * asynchronously: the simulator answers from this process.
 */
async function runLive(
	variables: Record<string, string | null>,
): Promise<{ status: number | null; output: string }> {
	const entries = Object.entries(variables);
	// env takes its -u options before the assignments.
	const args = [
		...entries.flatMap(([name, value]) => (value === null ? ['-u', name] : [])),
		...entries.flatMap(([name, value]) => (value === null ? [] : [`${name}=${value}`])),
	];
	return await new Promise((resolve) => {
		const child = childProcess.spawn('env', [...args, 'node', 'test/live/run.mjs'], { cwd: ROOT });
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.on('close', (status: number | null) => resolve({ status, output }));
	});
}

it.each([
	[
		'whatsapp',
		'GET getWaSettings 200',
		'POST checkWhatsapp 200',
		'GET getStateInstanceHistory 200',
		12,
	],
	[
		'max',
		'GET getAccountSettings 200',
		'POST checkAccount 200',
		'GET getStateInstanceHistory 404',
		11,
	],
	[
		'telegram',
		'GET getAccountSettings 200',
		'POST checkAccount 200',
		'GET getStateInstanceHistory 404',
		11,
	],
] as const)(
	'runs its read-only checks on a %s instance, all passing, without the token',
	async (messenger, account, check, stateHistory, checks) => {
		const sim = await start({ messenger });
		const result = await runLive({
			GREEN_API_URL: sim.url,
			GREEN_API_MEDIA_URL: sim.mediaUrl,
			GREEN_API_ID: sim.instance.idInstance,
			GREEN_API_TOKEN: TOKEN,
			GREEN_API_MESSENGER: messenger, // checked against typeInstance: one more check
			GREEN_API_LIVE_SEND: null,
			LIVE_NO_BUILD: '1',
		});
		const { output } = result;
		expect(result.status).toBe(0);
		expect(output).toContain(account);
		expect(output).toContain(check);
		for (const method of ['getChats', 'getMessagesCount', 'getWebhooksCount'])
			expect(output).toContain(`GET ${method} 200`);
		// Reported as information: qr's answer type.
		expect(output).toMatch(/info +Instance → Get QR Code +GET qr 200/);
		expect(output).toContain('alreadyLogged');
		// MAX and Telegram: a probe, which reports the answer and counts as no check.
		expect(output).toContain(stateHistory);
		expect(output).toMatch(new RegExp(`result: +${checks} of ${checks} checks passed`));
		expect(output).not.toContain(TOKEN);
		expect(output).not.toContain(encodeURIComponent(TOKEN));
	},
);

it('says it skipped, and succeeds, without the instance variables', async () => {
	const result = await runLive({
		GREEN_API_URL: null,
		GREEN_API_ID: null,
		GREEN_API_TOKEN: null,
		GREEN_API_PARTNER_URL: null,
		GREEN_API_PARTNER_TOKEN: null,
	});
	expect(result.status).toBe(0);
	expect(result.output).toMatch(
		/^Live checks skipped: GREEN_API_URL, GREEN_API_ID, GREEN_API_TOKEN not set/,
	);
});

describe('the partner check', () => {
	const partnerVariables = (sim: { url: string }) => ({
		GREEN_API_URL: null,
		GREEN_API_ID: null,
		GREEN_API_TOKEN: null,
		GREEN_API_PARTNER_URL: sim.url,
		GREEN_API_PARTNER_TOKEN: PARTNER_TOKEN,
		LIVE_NO_BUILD: '1',
	});

	it('lists the instances only, without the partner token', async () => {
		const sim = await start({ partner: { partnerToken: PARTNER_TOKEN, firstId: 1102900001 } });
		sim.partner.control.create({ name: 'Listed' }, { ready: true });
		const result = await runLive({ ...partnerVariables(sim), GREEN_API_PARTNER_LIVE_CREATE: null });
		expect(result.status).toBe(0);
		expect(result.output).toContain('ok    Partner → Get Many');
		expect(result.output).toContain('messengers: whatsapp 1; deleted: false 1');
		expect(result.output).toMatch(/result: +1 of 1 partner checks passed/);
		expect(sim.control.requests().map((r) => r.method)).toEqual(['getInstances']);
		for (const form of [PARTNER_TOKEN, encodeURIComponent(PARTNER_TOKEN)])
			expect(result.output).not.toContain(form);
	});

	it('with the second flag creates one instance and deletes it again, printing no token', async () => {
		const sim = await start({
			partner: { partnerToken: PARTNER_TOKEN, creationMs: 0, firstId: 1102900101 },
		});
		const result = await runLive({
			...partnerVariables(sim),
			GREEN_API_URL: sim.url,
			GREEN_API_PARTNER_LIVE_CREATE: '1',
		});
		expect(result.output).toMatch(/result: +4 of 4 partner checks passed/);
		expect(result.status).toBe(0);
		const [created] = sim.partner.control.instances();
		expect(created.deleted).toBe(true);
		for (const secret of [PARTNER_TOKEN, created.apiTokenInstance])
			expect(result.output).not.toContain(secret);
	});
});
