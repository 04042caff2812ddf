// Every value the package imports from n8n-workflow must exist in every n8n it supports: the
// n8n-workflow of the dev dependency and those inside n8n 1.123.50 and 2.40.7 (in .cache/ once installed).
// sleepWithAbort, for one, exists in 1.x and not in 2.x. Plain JS: it reads files with Node built-ins.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');

function sources(dir) {
	return fs
		.readdirSync(path.join(ROOT, dir), { recursive: true })
		.filter((file) => file.endsWith('.ts'))
		.map((file) => path.join(ROOT, dir, file));
}

/** The names imported as values (not `type`) from 'n8n-workflow', across nodes/ and credentials/. */
function valueImports() {
	const names = new Set();
	for (const file of [...sources('nodes'), ...sources('credentials')]) {
		const text = fs.readFileSync(file, 'utf8');
		for (const [, typeOnly, list] of text.matchAll(
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

const lines = [['dev dependency', path.join(ROOT, 'node_modules', 'n8n-workflow')]];
for (const dir of ['n8n-1.123.50', 'n8n-2.40.7']) {
	const candidate = path.join(ROOT, '.cache', dir, 'node_modules', 'n8n-workflow');
	if (fs.existsSync(path.join(candidate, 'package.json'))) lines.push([dir, candidate]);
}

describe('n8n-workflow values the package imports', () => {
	const names = valueImports();

	it('finds the imports', () => {
		expect(names).toEqual(expect.arrayContaining(['NodeApiError', 'NodeOperationError']));
	});

	it.each(lines)('all exist in n8n-workflow of %s', (_label, dir) => {
		const exported = require(dir);
		expect(names.filter((name) => !(name in exported))).toEqual([]);
	});
});
