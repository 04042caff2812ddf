#!/usr/bin/env node
// Timing and memory targets of the package, printed as a table (not asserted by the tests):
// a 1,000-item send run against the simulator with the service's rate limits switched on must
// finish without a single 429; validation of invalid items must cost no requests.
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

const require = createRequire(import.meta.url);
process.env.N8N_USER_FOLDER ??= mkdtempSync(join(tmpdir(), 'green-api-bench-'));
process.env.N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS = 'true';
process.env.N8N_ENCRYPTION_KEY ??= 'bench-encryption-key';

const root = new URL('..', import.meta.url).pathname;
if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'ignore' });

const { start } = require('../simulator/index.js');
const { runNode } = require('../test/harness/engine.js');

const rows = [];
async function measure(name, count, target, body) {
	const rssBefore = process.memoryUsage().rss;
	const started = performance.now();
	const extra = await body();
	const ms = performance.now() - started;
	rows.push({
		scenario: name,
		items: count,
		'time (s)': (ms / 1000).toFixed(2),
		'items/s': (count / (ms / 1000)).toFixed(1),
		'RSS +MB': ((process.memoryUsage().rss - rssBefore) / 1048576).toFixed(1),
		target,
		...extra,
	});
}

const sim = await start({
	port: 0,
	mediaPort: 0,
	rateLimits: true,
	instance: { apiTokenInstance: 'bench-token' },
});
const credentials = {
	apiUrl: sim.url,
	mediaUrl: sim.mediaUrl,
	idInstance: sim.instance.idInstance,
	apiTokenInstance: 'bench-token',
	useV3Paths: true,
};
const items = (n, chatId) => Array.from({ length: n }, (_, i) => ({ json: { chatId: chatId(i) } }));

try {
	const sends = Number(process.env.BENCH_SENDS ?? 1000);
	await measure(
		'sendText, rate limits on',
		sends,
		'no 429; ~41 items/s (50/s less headroom)',
		async () => {
			sim.control.resetRequests();
			const run = await runNode({
				parameters: {
					resource: 'message',
					operation: 'sendText',
					chatId: '={{ $json.chatId }}',
					message: 'bench',
				},
				credentials,
				items: items(sends, (i) => `7900${String(1000000 + i)}`),
			});
			const log = sim.control.requests();
			return {
				'429s': log.filter((r) => r.status === 429).length,
				requests: log.length,
				failed: run.error ? 1 : 0,
			};
		},
	);

	await measure('invalid chat IDs, continue on fail', 10000, '0 requests', async () => {
		sim.control.resetRequests();
		const run = await runNode({
			parameters: {
				resource: 'message',
				operation: 'sendText',
				chatId: '={{ $json.chatId }}',
				message: 'x',
			},
			credentials,
			items: items(10000, () => 'not a chat'),
			continueOnFail: true,
		});
		return {
			'429s': 0,
			requests: sim.control.requests().length,
			failed: run.items.filter((i) => i.json.error).length,
		};
	});
} finally {
	await sim.close();
}

console.table(rows);
process.exit(0);
