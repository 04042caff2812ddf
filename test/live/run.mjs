#!/usr/bin/env node
// npm run test:live: checks the built package against a real instance (WhatsApp, MAX or
// Telegram) named by environment variables, through the package's nodes in n8n-core's engine
// (test/harness/engine.ts). Read-only calls unless GREEN_API_LIVE_SEND=1, which sends one text to
// the instance's own chat. With the partner variables it also lists a partner account's instances
// (test/live/partner.mjs). Skipped (exit 0) without either set of variables.
//
//   GREEN_API_URL, GREEN_API_ID, GREEN_API_TOKEN   the instance card's apiUrl, idInstance, token
//   GREEN_API_MEDIA_URL     its mediaUrl (default: GREEN_API_URL)
//   GREEN_API_MESSENGER     whatsapp | max | telegram: what the instance should be (checked)
//   GREEN_API_CHECK_PHONE   the number Check Account checks (default: the instance's own)
//   GREEN_API_LIVE_SEND=1   also send one text to the instance's own chat
//   GREEN_API_PARTNER_URL, GREEN_API_PARTNER_TOKEN   a partner account: list its instances
//   GREEN_API_PARTNER_LIVE_CREATE=1   also create one instance (billed for the day), wait until
//                           it is ready, read its state and delete it
//   LIVE_NO_BUILD=1         use dist/ as it is
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { runLiveChecks } from './checks.mjs';
import { runPartnerLiveChecks } from './partner.mjs';
import { requireTypeScript } from './typescript.mjs';

const env = process.env;
const REQUIRED = ['GREEN_API_URL', 'GREEN_API_ID', 'GREEN_API_TOKEN'];
const missing = REQUIRED.filter((name) => !env[name]);
const PARTNER = ['GREEN_API_PARTNER_URL', 'GREEN_API_PARTNER_TOKEN'];
const partnerSet = PARTNER.every((name) => env[name]);
if (missing.length && !partnerSet) {
	process.stdout.write(
		`Live checks skipped: ${missing.join(', ')} not set. Set ${REQUIRED.join(', ')} (and ` +
			'optionally GREEN_API_MEDIA_URL, GREEN_API_MESSENGER, GREEN_API_CHECK_PHONE, ' +
			'GREEN_API_LIVE_SEND=1) to check a real instance; set GREEN_API_PARTNER_URL and ' +
			'GREEN_API_PARTNER_TOKEN to list a partner account’s instances.\n',
	);
	process.exit(0);
}
const MESSENGERS = ['whatsapp', 'max', 'telegram'];
if (env.GREEN_API_MESSENGER && !MESSENGERS.includes(env.GREEN_API_MESSENGER)) {
	process.stderr.write(`GREEN_API_MESSENGER must be one of ${MESSENGERS.join(', ')}\n`);
	process.exit(2);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
if (env.LIVE_NO_BUILD !== '1') {
	const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
	if (build.status !== 0) {
		process.stderr.write(`npm run build failed:\n${build.stdout}${build.stderr}`);
		process.exit(2);
	}
}

const load = requireTypeScript();
// As in the tests: n8n-core's settings file in a temporary folder, not in $HOME.
load('../setup-env.js');
const { runNode, loadPackage, stopEngine } = /** @type {import('./checks.mjs').Harness} */ (
	load('../harness/engine.ts')
);

/** @type {boolean[]} */
const results = [];
if (!missing.length) {
	const apiUrl = String(env.GREEN_API_URL); // all three are set (checked above)
	results.push(
		await runLiveChecks({
			runNode,
			loader: await loadPackage(),
			instance: {
				apiUrl,
				mediaUrl: env.GREEN_API_MEDIA_URL || apiUrl,
				idInstance: String(env.GREEN_API_ID),
				apiTokenInstance: String(env.GREEN_API_TOKEN),
			},
			expectedMessenger: env.GREEN_API_MESSENGER,
			checkPhone: env.GREEN_API_CHECK_PHONE,
			send: env.GREEN_API_LIVE_SEND === '1',
		}),
	);
}
if (partnerSet) {
	if (results.length) process.stdout.write('\n');
	results.push(
		await runPartnerLiveChecks({
			runNode,
			partner: {
				partnerApiUrl: String(env.GREEN_API_PARTNER_URL),
				partnerToken: String(env.GREEN_API_PARTNER_TOKEN),
			},
			// Where a created instance's state is asked: the instance's host when known.
			apiUrl: env.GREEN_API_URL || 'https://api.green-api.com',
			create: env.GREEN_API_PARTNER_LIVE_CREATE === '1',
		}),
	);
}
await stopEngine();
process.exitCode = results.every(Boolean) ? 0 : 1;
