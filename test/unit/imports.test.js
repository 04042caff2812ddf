// The import graph of the package's own code, as a newcomer would draw it: the credential and
// the operations meet only in the transport, helpers are pure, nothing imports back up or across,
// and there are no cycles. Plain JS: it reads the source files with Node built-ins.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

function sources(dir) {
	return fs
		.readdirSync(path.join(ROOT, dir), { recursive: true })
		.filter((file) => file.endsWith('.ts'))
		.map((file) => path.join(dir, file));
}

/** file → the package files it imports (relative imports only). */
function importGraph() {
	const graph = new Map();
	for (const file of [...sources('nodes'), ...sources('credentials')]) {
		const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
		const targets = [];
		for (const [, spec] of text.matchAll(/from\s+'(\.[^']+)'/g)) {
			const base = path.join(path.dirname(file), spec);
			const target = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) =>
				fs.existsSync(path.join(ROOT, candidate)),
			);
			if (target) targets.push(target);
		}
		graph.set(file, targets);
	}
	return graph;
}

/** The room a file lives in: one of ROOMS below, or the top (node files). */
function room(file) {
	const match = /nodes\/GreenApi\/(transport|helpers|files|trigger|actions|methods)\//.exec(file);
	if (match) return match[1];
	return file.startsWith('credentials') ? 'credentials' : 'top';
}

const graph = importGraph();

describe('import graph of nodes/ and credentials/', () => {
	it('reads every source file', () => {
		expect(graph.size).toBeGreaterThan(60);
		expect(graph.get('nodes/GreenApi/GreenApi.node.ts')).toContain(
			'nodes/GreenApi/actions/router.ts',
		);
	});

	it('has no cycles', () => {
		const state = new Map();
		const cycles = [];
		const visit = (file, trail) => {
			state.set(file, 'open');
			for (const next of graph.get(file) ?? []) {
				if (state.get(next) === 'open') cycles.push([...trail, file, next].join(' → '));
				else if (!state.has(next)) visit(next, [...trail, file]);
			}
			state.set(file, 'done');
		};
		for (const file of graph.keys()) if (!state.has(file)) visit(file, []);
		expect(cycles).toEqual([]);
	});

	it('imports only downwards: helpers are pure, the transport knows no file, operation or trigger', () => {
		const allowed = {
			credentials: [],
			helpers: ['helpers'],
			transport: ['transport', 'helpers'],
			files: ['files', 'transport', 'helpers'],
			actions: ['actions', 'files', 'helpers', 'transport'],
			methods: ['helpers', 'transport'],
			trigger: ['trigger', 'helpers', 'transport'],
			top: ['actions', 'methods', 'trigger', 'helpers', 'transport', 'top'],
		};
		const wrong = [];
		for (const [file, targets] of graph) {
			for (const target of targets) {
				if (!allowed[room(file)].includes(room(target))) wrong.push(`${file} → ${target}`);
			}
		}
		expect(wrong).toEqual([]);
	});

	it('never lets an operation import another operation, resource or feature', () => {
		// A feature (a folder of actions/ that is no resource, such as Send and Wait) is listed by
		// its resource's index.ts; nothing else crosses between the folders of actions/.
		const features = ['sendAndWait'];
		const wrong = [];
		for (const [file, targets] of graph) {
			const folder = /actions\/(\w+)\//.exec(file)?.[1];
			for (const target of targets) {
				if (file.endsWith('.operation.ts') && target.endsWith('.operation.ts')) {
					wrong.push(`${file} → ${target}`);
				}
				const other = /actions\/(\w+)\//.exec(target)?.[1];
				const listsFeature = file.endsWith('/index.ts') && features.includes(other);
				if (folder && other && other !== folder && !listsFeature) wrong.push(`${file} → ${target}`);
			}
		}
		expect(wrong).toEqual([]);
	});

	it('knows every room of nodes/', () => {
		const rooms = new Set([...graph.keys()].map(room));
		expect([...rooms].sort()).toEqual(
			[
				'actions',
				'credentials',
				'files',
				'helpers',
				'methods',
				'top',
				'transport',
				'trigger',
			].sort(),
		);
		const folders = fs
			.readdirSync(path.join(ROOT, 'nodes/GreenApi'), { withFileTypes: true })
			.filter((entry) => entry.isDirectory())
			.map((entry) => entry.name);
		expect(folders.sort()).toEqual([
			'actions',
			'files',
			'helpers',
			'methods',
			'transport',
			'trigger',
		]);
	});
});
