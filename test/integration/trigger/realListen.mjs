// "Listen for test event" in a real n8n, with n8n's own TestWebhooks, against the simulator: after
// a test listen ends the instance points back at the production registration, also (b) after two
// test listens of one workflow and (c) after a test listen of another workflow that took over;
// (a) production deactivated during a test listen leaves the instance cleared. Not part of npm test
// (it starts n8n): run `npm run build && node test/integration/trigger/realListen.mjs` (LINE=2 for
// n8n 2.40.7).
import { rmSync } from 'node:fs';
import { join } from 'node:path';

import sim from '../../../simulator/index.js';
import { chain, credential, importAll, triggerNode } from '../../e2e/lib/fixtures.mjs';
import { LINES } from '../../e2e/lib/install.mjs';
import { N8n } from '../../e2e/lib/n8n.mjs';
import { buildAndPack, installTarball } from '../../e2e/lib/pack.mjs';
import { HOMES, OUTPUT, freePort, waitFor } from '../../e2e/lib/util.mjs';
import { startTestListen, stopTestListen } from '../../reliability/lib/n8nx.mjs';

const line = LINES[process.env.LINE ?? '1'];
const home = join(HOMES, `trigger-listen-line${line.id}`);
const out = join(OUTPUT, `trigger-listen-line${line.id}`);
rmSync(home, { recursive: true, force: true });
rmSync(out, { recursive: true, force: true });
const tarball = await buildAndPack({ build: false });
const s = await sim.start({ webhookRetryMs: 1000 });
const cred = credential('trigcred00000001', 'listen check', s);
const A = chain('listenA000000001', 'A', [
	triggerNode('Trigger', { events: ['incomingMessageReceived'] }, cred),
]);
const B = chain('listenB000000001', 'B', [
	triggerNode(
		'Trigger',
		{ events: ['incomingMessageReceived'], options: { takeOver: true } },
		cred,
	),
]);
const n8n = new N8n({ line, home, port: await freePort(), logFile: join(out, 'n8n.log') });
const results = [];
const check = (name, ok, detail) => {
	results.push(ok);
	console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${ok ? '' : ` — ${detail}`}`);
};
const settings = () => s.control.settings();
const url = (w, test) =>
	`${n8n.base}/${test ? 'webhook-test' : 'webhook'}/${w.nodes[0].webhookId}/webhook`;
const until = (probe, what) => waitFor(probe, { timeout: 20000, what });
try {
	await installTarball(home, tarball, await n8n.env());
	await importAll(n8n, join(out, 'import'), [cred], [A, B]);
	await n8n.start();
	await n8n.setupOwner();
	await n8n.createApiKey();

	await n8n.activate(A.id);
	await until(() => settings().webhookUrl === url(A), 'A registered');
	const prod = { ...settings() };

	// listen on A, a test event arrives (n8n ends the test), instance back at A
	await startTestListen(n8n, A.id, 'Trigger');
	await until(() => settings().webhookUrl === url(A, true), 'A test URL');
	check('test URL registered as is', settings().webhookUrl === url(A, true), settings().webhookUrl);
	s.control.injectIncoming({ chatId: sim.fixtures.ids.alice, text: 'test event' });
	await until(() => settings().webhookUrl === url(A), 'A back after the test event');
	check(
		'(plain) back to A with its secret',
		settings().webhookUrlToken === prod.webhookUrlToken,
		settings().webhookUrlToken,
	);

	// (b) two listens of A, one stop
	await startTestListen(n8n, A.id, 'Trigger');
	await until(() => settings().webhookUrl === url(A, true), 'A test URL');
	await startTestListen(n8n, A.id, 'Trigger');
	await stopTestListen(n8n, A.id);
	await until(() => settings().webhookUrl === url(A), 'A back after two listens');
	check(
		'(b) back to A with its secret',
		settings().webhookUrlToken === prod.webhookUrlToken,
		settings().webhookUrlToken,
	);

	// (c) B listens with Take Over, stops
	await startTestListen(n8n, B.id, 'Trigger');
	await until(() => settings().webhookUrl === url(B, true), 'B test URL');
	await stopTestListen(n8n, B.id);
	await until(() => settings().webhookUrl === url(A), 'A back after B');
	check(
		'(c) back to A with its secret',
		settings().webhookUrlToken === prod.webhookUrlToken,
		settings().webhookUrlToken,
	);

	// (a) listen on A, deactivate A, stop: instance cleared
	await startTestListen(n8n, A.id, 'Trigger');
	await until(() => settings().webhookUrl === url(A, true), 'A test URL');
	await n8n.deactivate(A.id);
	await new Promise((r) => setTimeout(r, 1500));
	await stopTestListen(n8n, A.id);
	await until(() => settings().webhookUrl === '', 'cleared');
	check(
		'(a) cleared after production was deactivated',
		settings().webhookUrl === '',
		settings().webhookUrl,
	);
} catch (error) {
	check('ran to the end', false, error.message);
} finally {
	await n8n.stop();
	await s.close();
}
process.exit(results.every(Boolean) ? 0 : 1);
