// Every operation has its home among the integration tests, and every home has its operation:
// test/integration/actions/<resource>/<operation>.test.ts, as the node's own
// actions/<resource>/<operation>.operation.ts. A feature with a folder of its own under actions/
// (Send and Wait) has its tests in a folder of that name.
import { fs, path, ROOT } from '../../helpers/builtins';
import { resources } from '../../../nodes/GreenApi/actions/resources';

const ACTIONS = 'test/integration/actions';

/** resource.operation → the folder and file of an operation that is a feature of its own. */
const FEATURES: Record<string, string> = { 'message.sendAndWait': 'sendAndWait/operation.test.ts' };

/** The home of each operation the node offers, relative to ACTIONS. */
const homes = Object.entries(resources).flatMap(([resource, operations]) =>
	Object.keys(operations).map(
		(operation) => FEATURES[`${resource}.${operation}`] ?? `${resource}/${operation}.test.ts`,
	),
);

/** The test files (`*.test.ts`) in each folder of ACTIONS, relative to ACTIONS. */
function testFilesInFolders(): string[] {
	return fs
		.readdirSync(path.join(ROOT, ACTIONS), { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.flatMap((folder) =>
			fs
				.readdirSync(path.join(ROOT, ACTIONS, folder.name))
				.filter((file) => file.endsWith('.test.ts'))
				.map((file) => `${folder.name}/${file}`),
		);
}

describe('one integration test file per operation', () => {
	it('reads every operation of the node', () => {
		expect(homes).toContain('message/sendText.test.ts');
		expect(homes).toContain('message/delete.test.ts');
		expect(homes).toContain('sendAndWait/operation.test.ts');
		expect(homes.length).toBeGreaterThan(50);
	});

	it('every operation has its test file', () => {
		const files = testFilesInFolders();
		expect(homes.filter((home) => !files.includes(home))).toEqual([]);
	});

	it('every test file in a folder of actions/ belongs to an operation the node offers', () => {
		expect(testFilesInFolders().filter((file) => !homes.includes(file))).toEqual([]);
	});

	it('no test file beside the folders is named for a resource: its operations have their own', () => {
		const loose = fs.readdirSync(path.join(ROOT, ACTIONS)).filter((f) => f.endsWith('.test.ts'));
		expect(loose.length).toBeGreaterThan(0);
		const named = Object.keys(resources).map((resource) => `${resource}.test.ts`);
		expect(loose.filter((file) => named.includes(file))).toEqual([]);
	});
});
