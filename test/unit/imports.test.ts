// The import graph of the package's own code, as a newcomer would draw it: the credentials and
// the operations meet only in the transport, the partner node stands on the transport, helpers and
// files, helpers are pure, nothing imports back up or across, and there are no cycles. The
// credentials read only the messenger table, a pure helper (and the partner one the Green API
// one's path token). And one rule for the tests' own imports: nock.
import { path } from '../helpers/builtins';
import { exists, foldersIn, readText, sources } from '../helpers/package';

/** file → the package files it imports (relative imports only). */
function importGraph(): Map<string, string[]> {
	const graph = new Map<string, string[]>();
	for (const file of [...sources('nodes'), ...sources('credentials')]) {
		const targets: string[] = [];
		for (const [, spec] of readText(file).matchAll(/from\s+'(\.[^']+)'/g)) {
			const base = path.join(path.dirname(file), spec);
			const target = [`${base}.ts`, path.join(base, 'index.ts')].find(exists);
			if (target) targets.push(target);
		}
		graph.set(file, targets);
	}
	return graph;
}

type Room =
	| 'transport'
	| 'helpers'
	| 'files'
	| 'trigger'
	| 'actions'
	| 'methods'
	| 'credentials'
	| 'partner'
	| 'top';

/**
 * The room a file lives in: one of the folders of nodes/GreenApi, the partner node, the
 * credentials, or the top.
 */
function room(file: string): Room {
	if (file.startsWith('nodes/GreenApiPartner/')) return 'partner';
	const match = /nodes\/GreenApi\/(transport|helpers|files|trigger|actions|methods)\//.exec(file);
	if (match) return match[1] as Room;
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
		const state = new Map<string, 'open' | 'done'>();
		const cycles: string[] = [];
		const visit = (file: string, trail: string[]) => {
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
		const allowed: Record<Room, Room[]> = {
			// The partner credential puts its token into the path as the Green API one does.
			credentials: ['helpers', 'credentials'],
			helpers: ['helpers'],
			transport: ['transport', 'helpers'],
			files: ['files', 'transport', 'helpers'],
			actions: ['actions', 'files', 'helpers', 'transport'],
			methods: ['helpers', 'transport'],
			trigger: ['trigger', 'files', 'helpers', 'transport'],
			top: ['actions', 'methods', 'trigger', 'helpers', 'transport', 'top'],
			partner: ['partner', 'transport', 'helpers', 'files'],
		};
		const wrong: string[] = [];
		for (const [file, targets] of graph) {
			for (const target of targets) {
				if (!allowed[room(file)].includes(room(target))) wrong.push(`${file} → ${target}`);
			}
		}
		expect(wrong).toEqual([]);
	});

	it('lets the credential import the messenger table and nothing else of the package', () => {
		expect(graph.get('credentials/GreenApiApi.credentials.ts')).toEqual([
			'nodes/GreenApi/helpers/messengerTable.ts',
		]);
	});

	it('never lets an operation import another operation, resource or feature', () => {
		// A feature (a folder of actions/ that is no resource, such as Send and Wait) is listed by
		// its resource's index.ts; nothing else crosses between the folders of actions/.
		const features = ['sendAndWait'];
		const wrong: string[] = [];
		for (const [file, targets] of graph) {
			const folder = /actions\/(\w+)\//.exec(file)?.[1];
			for (const target of targets) {
				if (file.endsWith('.operation.ts') && target.endsWith('.operation.ts')) {
					wrong.push(`${file} → ${target}`);
				}
				const other = /actions\/(\w+)\//.exec(target)?.[1];
				const listsFeature = file.endsWith('/index.ts') && features.includes(String(other));
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
				'partner',
				'top',
				'transport',
				'trigger',
			].sort(),
		);
		expect(foldersIn('nodes/GreenApi').sort()).toEqual([
			'actions',
			'files',
			'helpers',
			'methods',
			'transport',
			'trigger',
		]);
	});
});

describe('imports of the tests', () => {
	it("nock is imported only by test files that take it out of Node's http again (useNock)", () => {
		const users = sources('test').filter(
			(file) => file !== 'test/helpers/nock.ts' && /^import .* from 'nock';$/m.test(readText(file)),
		);
		expect(users).toContain('test/unit/transport/request.test.ts');
		expect(users.filter((file) => !/^useNock\(\);$/m.test(readText(file)))).toEqual([]);
	});
});
