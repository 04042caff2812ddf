#!/usr/bin/env node
// Starts the simulator from the command line:
//   node simulator/cli.mjs [--messenger whatsapp|max|telegram] [--port N] [--media-port N]
//                          [--id ID] [--token T] [--rate-limits] [--both-paths] [--classic-paths]
//                          [--no-beta] [--log] [--json]
// Stops cleanly (exit code 0) on SIGINT or SIGTERM.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { start } = require('./index.js');

function parse(argv) {
	const opts = { instance: {} };
	const value = (i, flag) => {
		if (argv[i + 1] === undefined) throw new Error(`${flag} needs a value`);
		return argv[i + 1];
	};
	for (let i = 0; i < argv.length; i += 1) {
		const flag = argv[i];
		if (flag === '--messenger') opts.messenger = value(i++, flag);
		else if (flag === '--port') opts.port = Number(value(i++, flag));
		else if (flag === '--media-port') opts.mediaPort = Number(value(i++, flag));
		else if (flag === '--id') opts.instance.idInstance = value(i++, flag);
		else if (flag === '--token') opts.instance.apiTokenInstance = value(i++, flag);
		else if (flag === '--rate-limits') opts.rateLimits = true;
		else if (flag === '--both-paths') opts.acceptBothPathStyles = true;
		else if (flag === '--classic-paths') opts.pathStyle = 'classic';
		else if (flag === '--no-beta') opts.betaStatusAccess = false;
		else if (flag === '--log') opts.log = true;
		else if (flag === '--json') opts.json = true;
		else throw new Error(`unknown option ${flag}`);
	}
	return opts;
}

let opts;
try {
	opts = parse(process.argv.slice(2));
} catch (err) {
	process.stderr.write(`${err.message}\n`);
	process.exit(2);
}
const { json, ...options } = opts;

// Handlers first, so a signal that arrives while starting still ends in a clean exit.
let sim;
let stopping = false;
async function stop() {
	if (stopping) return;
	stopping = true;
	if (sim) await sim.close();
	process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
	sim = await start(options);
} catch (err) {
	process.stderr.write(`${err.message}\n`);
	process.exit(2);
}
if (stopping) {
	await sim.close();
	process.exit(0);
}
const { idInstance, apiTokenInstance } = sim.instance;
if (json)
	process.stdout.write(
		`${JSON.stringify({ url: sim.url, mediaUrl: sim.mediaUrl, idInstance, apiTokenInstance })}\n`,
	);
process.stdout.write(
	[
		`Green API simulator`,
		`  messenger:        ${sim.messenger}`,
		`  url:              ${sim.url}`,
		`  mediaUrl:         ${sim.mediaUrl}`,
		`  idInstance:       ${idInstance}`,
		`  apiTokenInstance: ${apiTokenInstance}`,
		`  control:          ${sim.url}/__control/`,
		'',
	].join('\n'),
);
