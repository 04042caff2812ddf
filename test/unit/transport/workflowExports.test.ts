// Every value the package imports from n8n-workflow must exist in every n8n it supports: the
// n8n-workflow of the dev dependency and those inside n8n 1.123.50 and 2.40.7 (in .cache/ once
// installed). sleepWithAbort, for one, exists in 1.x and not in 2.x.
import { createRequire, path, ROOT } from '../../helpers/builtins';
import { exists, readText, sources } from '../../helpers/package';

/** The names imported as values (not `type`) from 'n8n-workflow', across nodes/ and credentials/. */
function valueImports(): string[] {
	const names = new Set<string>();
	for (const file of [...sources('nodes'), ...sources('credentials')]) {
		for (const [, typeOnly, list] of readText(file).matchAll(
			/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'n8n-workflow'/g,
		)) {
			if (typeOnly) continue;
			for (const entry of list.split(',')) {
				const name = entry.trim();
				if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]);
			}
		}
	}
	return [...names].sort();
}

const lines: Array<[string, string]> = [['dev dependency', 'node_modules/n8n-workflow']];
for (const dir of ['n8n-1.123.50', 'n8n-2.40.7']) {
	const candidate = `.cache/${dir}/node_modules/n8n-workflow`;
	if (exists(`${candidate}/package.json`)) lines.push([dir, candidate]);
}

describe('n8n-workflow values the package imports', () => {
	const names = valueImports();
	const load = createRequire(path.join(ROOT, 'package.json'));

	it('finds the imports', () => {
		expect(names).toEqual(expect.arrayContaining(['NodeApiError', 'NodeOperationError']));
	});

	it.each(lines)('all exist in n8n-workflow of %s', (_label, dir) => {
		const exported = load(path.join(ROOT, dir)) as Record<string, unknown>;
		expect(names.filter((name) => !(name in exported))).toEqual([]);
	});
});
