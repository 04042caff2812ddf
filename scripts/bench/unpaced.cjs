// Loaded into the bench's n8n with `node --require` (NODE_OPTIONS), never shipped and never used
// by the tests: turns the package's pacer off for the instance IDs listed in
// BENCH_UNPACED_INSTANCES, so "node cost per item" can be measured on an unlimited simulator
// while the node has no pacing switch of its own. The compiled transport calls
// `(0, pacer_1.pace)(key, rps)` with key `<idInstance>:<method>`, reading the export at call
// time, so replacing the export is enough. Prints one line when it takes effect.
const Module = require('node:module');

const instances = new Set((process.env.BENCH_UNPACED_INSTANCES || '').split(',').filter(Boolean));
const PACER = /n8n-nodes-green-api[\\/]dist[\\/]nodes[\\/]GreenApi[\\/]transport[\\/]pacer\.js$/;
const load = Module._load;

Module._load = function benchLoad(request, parent, isMain) {
	const exported = load.apply(this, arguments);
	if (!instances.size || !/pacer(\.js)?$/.test(request) || exported.benchUnpaced) return exported;
	let file;
	try {
		file = Module._resolveFilename(request, parent, isMain);
	} catch {
		return exported;
	}
	if (!PACER.test(file) || typeof exported.pace !== 'function') return exported;
	const pace = exported.pace;
	exported.pace = (key, ...rest) =>
		instances.has(String(key).split(':')[0]) ? Promise.resolve() : pace(key, ...rest);
	exported.benchUnpaced = true;
	process.stderr.write(`bench: pacing off for instances ${[...instances].join(', ')}\n`);
	return exported;
};
