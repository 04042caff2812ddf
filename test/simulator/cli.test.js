'use strict';
const path = require('path');
const { spawn } = require('child_process');

const CLI = path.join(__dirname, '..', '..', 'simulator', 'cli.mjs');

/** Starts the CLI and resolves with the process and its first stdout line (the --json line). */
function launch(args) {
	const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
	let out = '';
	const firstLine = new Promise((resolve, reject) => {
		child.stdout.on('data', (chunk) => {
			out += chunk;
			const nl = out.indexOf('\n');
			if (nl >= 0) resolve(out.slice(0, nl));
		});
		child.on('exit', (code) => reject(new Error(`exited early with ${code}`)));
	});
	return { child, firstLine, output: () => out };
}

const exited = (child) =>
	new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

describe('cli.mjs', () => {
	test('--json prints one JSON line first, serves the instance, logs with the token redacted, stops on SIGTERM with 0', async () => {
		const run = launch([
			'--json',
			'--id',
			'7105000001',
			'--token',
			'cli/token',
			'--log',
			'--no-beta',
		]);
		const info = JSON.parse(await run.firstLine);
		expect(info).toEqual({
			url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
			mediaUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
			idInstance: '7105000001',
			apiTokenInstance: 'cli/token',
		});
		const state = await fetch(
			`${info.url}/waInstance7105000001/getStateInstance/${encodeURIComponent('cli/token')}`,
		);
		expect(await state.json()).toEqual({ stateInstance: 'authorized' });
		const beta = await fetch(
			`${info.url}/waInstance7105000001/getOutgoingStatuses/${encodeURIComponent('cli/token')}`,
		);
		expect(beta.status).toBe(403);
		await new Promise((r) => setTimeout(r, 50));
		expect(run.output()).toContain('GET /waInstance7105000001/getStateInstance/{token} → 200');
		expect(run.output()).not.toContain('cli%2Ftoken');
		const done = exited(run.child);
		run.child.kill('SIGTERM');
		expect(await done).toEqual({ code: 0, signal: null });
	});

	test('SIGINT also exits with 0; fixed ports are honoured', async () => {
		const probe = launch(['--json']);
		const { url } = JSON.parse(await probe.firstLine);
		const done = exited(probe.child);
		probe.child.kill('SIGINT');
		expect((await done).code).toBe(0);
		const port = Number(new URL(url).port);
		const run = launch(['--json', '--port', String(port)]);
		expect(JSON.parse(await run.firstLine).url).toBe(`http://127.0.0.1:${port}`);
		const stopped = exited(run.child);
		run.child.kill('SIGINT');
		expect((await stopped).code).toBe(0);
	});

	test('--messenger picks the instance: MAX answers typeInstance v3 at /v3; an unknown one exits 2', async () => {
		const run = launch(['--json', '--messenger', 'max', '--token', 'max-token']);
		const info = JSON.parse(await run.firstLine);
		expect(info.idInstance).toBe('3100000001');
		const settings = await fetch(`${info.url}/v3/waInstance3100000001/getSettings/max-token`);
		expect((await settings.json()).typeInstance).toBe('v3');
		await new Promise((r) => setTimeout(r, 50));
		expect(run.output()).toContain('  messenger:        max\n');
		const done = exited(run.child);
		run.child.kill('SIGTERM');
		expect((await done).code).toBe(0);
		const bad = spawn(process.execPath, [CLI, '--messenger', 'viber'], { stdio: 'pipe' });
		let err = '';
		bad.stderr.on('data', (chunk) => (err += chunk));
		// 'close' comes after the stderr stream has ended.
		const closed = await new Promise((resolve) => bad.on('close', (code) => resolve(code)));
		expect(closed).toBe(2);
		expect(err).toBe('unknown messenger viber: one of whatsapp, max, telegram\n');
	});
});
