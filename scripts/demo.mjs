#!/usr/bin/env node
// `npm run demo`: a real n8n on http://127.0.0.1:5678 with this package installed, a credential
// pointing at the Green API simulator (http://127.0.0.1:9100), an owner login, a manual
// "Send a message" workflow, an ACTIVE "Auto-reply to incoming messages" workflow (webhook,
// examples/auto-reply.json) and an inactive "Auto-reply by polling (no public URL)" workflow
// (examples/auto-reply-polling.json). `npm run demo -- --polling`
// activates the polling one instead (an instance delivers to a webhook or to polling, not both).
// Installs what is missing first. Ctrl-C stops everything it started.
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

import sim from '../simulator/index.js';
import { credential, demoWorkflows, importAll } from '../test/e2e/lib/fixtures.mjs';
import { LINES, ensureN8n, ensurePackageDeps } from '../test/e2e/lib/install.mjs';
import { N8n } from '../test/e2e/lib/n8n.mjs';
import { buildAndPack, installTarball } from '../test/e2e/lib/pack.mjs';
import { HOMES, OUTPUT, phase, say, waitFor } from '../test/e2e/lib/util.mjs';

const N8N_PORT = 5678;
const SIM_PORT = 9100;
const MEDIA_PORT = 9101;
const INSTANCE = { idInstance: '1101000001', apiTokenInstance: 'demo0token0for0the0simulator00' };
const OWNER = {
	email: 'demo@example.com',
	firstName: 'Demo',
	lastName: 'User',
	password: 'GreenApi-demo-1',
};
const ALICE = '79001234561@c.us';
const line = LINES[1];
const folder = join(OUTPUT, 'demo');
const POLLING = process.argv.includes('--polling');

/** @param {number} port */
function portIsFree(port) {
	return new Promise((resolve) => {
		const server = createServer();
		server.once('error', () => resolve(false));
		server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
	});
}

/** @type {N8n | undefined} */
let n8n;
/** @type {import('../simulator/index.js').Simulator | undefined} */
let simulator;
let stopping = false;

async function shutdown(code = 0) {
	if (stopping) return;
	stopping = true;
	say('stopping n8n and the simulator …');
	await n8n?.stop();
	await simulator?.close();
	say('stopped');
	process.exit(code);
}

async function main() {
	for (const port of [N8N_PORT, SIM_PORT, MEDIA_PORT]) {
		if (!(await portIsFree(port)))
			throw new Error(
				`port ${port} on 127.0.0.1 is in use; stop whatever listens there (another demo?)`,
			);
	}
	await ensurePackageDeps();
	await ensureN8n(line);
	const tarball = await buildAndPack();

	const started = await sim.start({
		port: SIM_PORT,
		mediaPort: MEDIA_PORT,
		instance: INSTANCE,
		log: true,
	});
	simulator = started;
	say(`simulator of the Green API service on ${started.url} (instance ${INSTANCE.idInstance})`);

	const home = join(HOMES, 'demo');
	rmSync(home, { recursive: true, force: true });
	const server = new N8n({
		line,
		home,
		port: N8N_PORT,
		logFile: join(folder, 'n8n.log'),
		env: { N8N_LOG_LEVEL: 'info' },
	});
	n8n = server;
	await phase(`install ${tarball.split('/').pop()} into ${home}/.n8n/nodes`, async () =>
		installTarball(home, tarball, await server.env()),
	);
	// Named as n8n names a new Green API credential, which the examples' workflows refer to.
	const cred = credential('demoGreenApiSim1', 'Green API account', started);
	const { send, reply, polled } = demoWorkflows(cred);
	const active = POLLING ? polled : reply;
	await phase('import the credential and the three workflows', () =>
		importAll(server, join(folder, 'import'), [cred], [send, reply, polled]),
	);
	await phase(`start n8n ${line.n8n} on ${server.base} (log: ${server.logFile})`, () =>
		server.start(),
	);
	await server.setupOwner(OWNER);
	await server.createApiKey();
	await phase(`activate "${active.name}"`, () => server.activate(active.id));
	const { control } = started;
	await waitFor(
		() => (POLLING ? control.settings().incomingWebhook === 'yes' : control.settings().webhookUrl),
		{
			what: POLLING
				? 'the poll trigger to switch on incomingWebhook'
				: 'the trigger to register its webhook',
		},
	);

	// Self-check: one injected message must be answered.
	const before = control.requests().length;
	control.injectIncoming({ chatId: ALICE, text: 'Self-check from npm run demo' });
	await waitFor(
		() =>
			control
				.requests()
				.slice(before)
				.some(
					(r) =>
						r.method === 'sendMessage' &&
						/** @type {{ chatId?: string } | null} */ (r.body)?.chatId === ALICE &&
						r.status === 200,
				),
		// A poll runs every minute: the reply can take that long.
		{ timeout: POLLING ? 90000 : 30000, what: 'the auto-reply to the self-check message' },
	);
	say(`self-check passed: an injected message was answered by "${active.name}"`);

	const inject = `curl -s -X POST ${started.url}/__control/incoming -H 'Content-Type: application/json' -d '{"chatId":"${ALICE}","text":"Hello from WhatsApp"}'`;
	console.log(`
=====================================================================
 n8n with n8n-nodes-green-api is running
   editor:    ${server.base}
   login:     ${OWNER.email}
   password:  ${OWNER.password}
   workflows: "Send a message" (open it, click "Execute workflow")
              "${reply.name}"${POLLING ? '' : ' (active)'}
              "${polled.name}"${POLLING ? ' (active: polls every minute)' : ' (inactive; run npm run demo -- --polling)'}
 Green API simulator: ${started.url}  (instance ${INSTANCE.idInstance}, the credential "${cred.name}" points here)

 Send a WhatsApp message to the instance (the auto-reply answers it${POLLING ? ' within a minute' : ''}):
   ${inject}
 See what n8n sent to the service (the reply is a sendMessage call):
   curl -s ${started.url}/__control/requests
 Every call n8n makes is also printed below as [simulator] lines.

 Press Ctrl-C to stop n8n and the simulator.
=====================================================================
`);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
main().catch(async (/** @type {Error} */ error) => {
	console.error(`demo failed: ${error.message}`);
	if (n8n && existsSync(n8n.logFile)) console.error(`n8n log: ${n8n.logFile}`);
	await shutdown(1);
});
