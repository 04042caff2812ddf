#!/usr/bin/env node
// The reliability suite: one real n8n (its own home folder and ports) against the simulator and
// small hostile servers. Sections: forged deliveries, load and duplicates, a 30 s outage, failure
// kinds, a black-holed service, the partner node's calls, and every token (the instance's, the
// partner token, the instance tokens the partner node handles) in any form or 8-character piece
// in n8n's database, files and logs. Prints a table of figures; exits non-zero when any check fails.
// Started by run.mjs under the n8n line's node (REL_LINE, REL_TARBALL).
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import sim from '../../simulator/index.js';
import { importAll } from '../e2e/lib/fixtures.mjs';
import { LINES, n8nDir } from '../e2e/lib/install.mjs';
import { N8n } from '../e2e/lib/n8n.mjs';
import { installTarball } from '../e2e/lib/pack.mjs';
import { HOMES, OUTPUT, freePort, phase, say, timings, waitFor } from '../e2e/lib/util.mjs';
import { activateTrigger, runLoad, runRestart } from './lib/deliveries.mjs';
import { runBlackHole, runFailures } from './lib/failures.mjs';
import { runForged } from './lib/forged.mjs';
import { startBlackHole, startFileHost, startHostile } from './lib/hostile.mjs';
import {
	fragmentTable,
	makeToken,
	scanDatabaseRows,
	scanFragments,
	scanTree,
} from './lib/leaks.mjs';
import { allExecutions, isFinished } from './lib/n8nx.mjs';
import { partnerFixtures, runPartner } from './lib/partner.mjs';
import { Report } from './lib/report.mjs';
import { ACTIVE, ID_INSTANCE, credentials, workflows as makeWorkflows } from './lib/workflows.mjs';

const line = LINES[process.env.REL_LINE ?? '1'];
const tarball = process.env.REL_TARBALL;
const out = join(OUTPUT, `reliability-line${line.id}`);
const home = join(HOMES, `reliability-line${line.id}`);
const report = new Report();
const t0 = Date.now();

async function main() {
	if (!tarball || !existsSync(tarball))
		throw new Error('REL_TARBALL must name the packed package (run through run.mjs)');
	rmSync(out, { recursive: true, force: true });
	rmSync(home, { recursive: true, force: true });

	const token = makeToken();
	const wrongToken = makeToken();
	const simulator = await sim.start({
		instance: { idInstance: ID_INSTANCE, apiTokenInstance: token },
		webhookRetryMs: 1000,
		partner: { partnerToken: makeToken(), firstId: 1101880001 },
	});
	const servers = {
		hostile: await startHostile(),
		trickle: await startHostile(),
		fileHost: await startFileHost(),
		slowFileHost: await startFileHost(),
		blackHole: await startBlackHole(),
	};
	servers.trickle.mode = 'trickle';
	const n8n = new N8n({ line, home, port: await freePort(), logFile: join(out, 'n8n.log') });
	const partner = partnerFixtures({ simulator, hostile: servers.hostile });
	const creds = { ...credentials({ simulator, ...servers, token, wrongToken }), ...partner.creds };
	const workflows = { ...makeWorkflows(creds), ...partner.workflows };
	const webhookId = workflows.trigger.nodes[0].webhookId;
	/** @type {import('./lib/types.js').Context} */
	const ctx = {
		n8n,
		line,
		report,
		simulator,
		control: simulator.control,
		workflows,
		idInstance: ID_INSTANCE,
		fragments: fragmentTable([token, wrongToken, ...partner.tokens]),
		partner,
		seen: [],
		...servers,
		executions: (id, options) => allExecutions(n8n, id, options),
		execution: async (id) => {
			const { status, body } = await n8n.api('GET', `/executions/${id}?includeData=true`);
			if (status !== 200) throw new Error(`execution ${id}: ${status}`);
			return /** @type {import('../e2e/lib/types.js').Execution} */ (body);
		},
		waitForCount: (id, count, { timeout = 30000 } = {}) =>
			waitFor(
				async () => {
					const list = await allExecutions(n8n, id);
					return list.length >= count && list.every(isFinished) ? list : undefined;
				},
				{ timeout, interval: 250, what: `${count} finished executions of ${id}` },
			),
		trigger: {
			workflowId: workflows.trigger.id,
			path: `/webhook/${webhookId}/webhook`,
			testPath: `/webhook-test/${webhookId}/webhook`,
		},
		activateTrigger: () => activateTrigger(ctx),
	};

	try {
		await phase('install the tarball and import the fixtures', async () => {
			await installTarball(home, tarball, await n8n.env());
			await importAll(n8n, join(out, 'import'), Object.values(creds), Object.values(workflows));
		});
		await phase(`start n8n ${line.n8n}`, async () => {
			await n8n.start();
			await n8n.setupOwner();
			await n8n.createApiKey();
			for (const key of ACTIVE) await n8n.activate(workflows[key].id);
			await activateTrigger(ctx);
		});
		await phase('forged deliveries', () => runForged(ctx));
		await phase('load and duplicates', () => runLoad(ctx));
		await phase('restart', () => runRestart(ctx));
		// The black-holed calls mostly wait for their deadlines; the failure kinds run meanwhile.
		await Promise.all([
			phase('black-holed service', () => runBlackHole(ctx)),
			phase('failure kinds', () => runFailures(ctx)),
		]);
		await phase('partner node', () => runPartner(ctx));
	} catch (caught) {
		const error = /** @type {Error} */ (caught); // what the sections throw
		report.add(
			'suite',
			'the suite ran to the end',
			'no exception',
			`error: ${error.message.split('\n')[0]}`,
			false,
		);
		say(String(error.stack));
	} finally {
		await n8n.stop();
		await simulator.close();
		for (const server of Object.values(servers)) await server.close();
	}

	await phase('token scan', async () => {
		const section = 'token (whole, any encoding, any 8-character piece)';
		const table = ctx.fragments;
		/** @param {import('./lib/leaks.mjs').ScanResult} r */
		const describe = (r) =>
			r.count
				? `${r.count} (${Object.entries(r.forms)
						.map(([form, n]) => `${form} ${n}`)
						.join(', ')}); first in ${r.hits[0].where.replace(home, '~')}: …${r.hits[0].context}`
				: '0';
		const dbFile = join(home, '.n8n', 'database.sqlite');
		await report.check(section, 'n8n database, every row of every table', '0 pieces', async () => {
			const result = await scanDatabaseRows(
				dbFile,
				join(n8nDir(line), 'node_modules', 'n8n', 'package.json'),
				table,
			);
			return {
				observed: `${describe(result)} (${result.rows} rows)`,
				pass: result.count === 0 && result.rows > 0,
			};
		});
		await report.check(
			section,
			'n8n home folder files (raw database included)',
			'0 pieces',
			async () => {
				const result = scanTree(home, table, [join(home, '.n8n', 'nodes'), join(home, '.cache')]);
				return {
					observed: `${describe(result)} (${result.files} files)`,
					pass: result.count === 0 && result.files > 0,
				};
			},
		);
		await report.check(
			section,
			'n8n log output (server and CLI, debug level)',
			'0 pieces',
			async () => {
				const result = scanFragments('log', n8n.output, table);
				return {
					observed: `${describe(result)} (${(n8n.output.length / 1e6).toFixed(1)} MB)`,
					pass: result.count === 0 && n8n.output.length > 0,
				};
			},
		);
		await report.check(
			section,
			'webhook answers and errors the suite received',
			'0 pieces',
			async () => {
				const result = scanFragments('answers', ctx.seen.join('\n'), table);
				return { observed: describe(result), pass: result.count === 0 && ctx.seen.length > 0 };
			},
		);
	});

	report.print();
	console.log('');
	console.log('# reliability timings');
	for (const t of timings) console.log(`#   ${t.name}: ${t.seconds.toFixed(1)} s`);
	console.log(`#   total: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
	console.log(`# n8n log: ${n8n.logFile}`);
	process.exit(report.failed.length === 0 ? 0 : 1);
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
