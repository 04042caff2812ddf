// Loaded into the bench's n8n with `node --require` when `npm run bench -- --profile` runs
// (`--cpu-prof` is not allowed in NODE_OPTIONS): profiles the `n8n start` process from here to
// its exit through the inspector, sampling every 500 µs, and writes
// $BENCH_CPU_PROFILE_DIR/<pid>.cpuprofile synchronously on exit. Other n8n commands are left alone.
const inspector = require('node:inspector');
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const dir = process.env.BENCH_CPU_PROFILE_DIR;
if (dir && /n8n$/.test(process.argv[1] || '') && process.argv[2] === 'start') {
	const session = new inspector.Session();
	session.connect();
	session.post('Profiler.enable');
	session.post('Profiler.setSamplingInterval', { interval: 500 });
	session.post('Profiler.start');
	process.on('exit', () => {
		// An in-thread session answers synchronously, so the file is written before the exit.
		session.post('Profiler.stop', (error, result) => {
			if (error) return;
			mkdirSync(dir, { recursive: true });
			writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
		});
	});
}
