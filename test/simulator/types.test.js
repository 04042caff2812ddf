'use strict';
// simulator/index.d.ts is written by hand; simulator/tsconfig.json type-checks the JavaScript
// against it (npm run typecheck, run before the tests). This proves the check bites: the same
// program with a drifted declaration fails, naming each drift.
const path = require('path');
const ts = require('typescript');

const DIR = path.join(__dirname, '../../simulator');

/** The diagnostics of the simulator's type check with some files' text changed by `patches`. */
function check(patches) {
	const { config } = ts.readConfigFile(path.join(DIR, 'tsconfig.json'), ts.sys.readFile);
	const parsed = ts.parseJsonConfigFileContent(config, ts.sys, DIR);
	const host = ts.createCompilerHost(parsed.options);
	const getSourceFile = host.getSourceFile.bind(host);
	host.getSourceFile = (fileName, language, ...rest) => {
		const patch = patches[path.relative(DIR, path.resolve(fileName))];
		if (!patch) return getSourceFile(fileName, language, ...rest);
		return ts.createSourceFile(fileName, patch(ts.sys.readFile(fileName)), language);
	};
	const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, host });
	return ts
		.getPreEmitDiagnostics(program)
		.map((d) => [
			path.relative(DIR, d.file?.fileName ?? ''),
			ts.flattenDiagnosticMessageText(d.messageText, ' '),
		]);
}

const replace = (from, to) => (text) => {
	if (!text.includes(from)) throw new Error(`patch: ${from} not found`);
	return text.replace(from, to);
};

test('a declaration that drifts from the implementation fails the type check', () => {
	const problems = check({
		// A control method the implementation has is dropped from the declaration.
		'index.d.ts': (text) =>
			[
				replace('\tinjectBlock(options', '\tinjectBlockedBy(options'),
				// A kind the declaration offers that the simulator cannot inject.
				replace("\t| 'deletedMessage';", "\t| 'deletedMessage'\n\t| 'orderMessage';"),
				// A start option the implementation reads is missing.
				replace('\tacceptBothPathStyles?: boolean;\n', ''),
			].reduce((t, patch) => patch(t), text),
		// A settings field the declaration does not know.
		'settings.js': replace('\t\tautoTyping: 0,\n', "\t\tautoTyping: 0,\n\t\tlidMode: 'no',\n"),
	});
	expect(problems).toEqual([
		// The control object lacks the renamed method; a route calls the old name.
		['control/index.js', expect.stringContaining("'injectBlockedBy' is missing in type")],
		['control/routes.js', expect.stringContaining("Property 'injectBlock' does not exist")],
		...Array(2).fill([
			'index.js',
			expect.stringContaining("'acceptBothPathStyles' does not exist on type 'StartOptions'"),
		]),
		// The injector offers a method the declaration no longer has.
		['inject/calls.js', expect.stringContaining("'injectBlock' does not exist in type")],
		[
			'inject/kinds/index.js',
			expect.stringContaining("does not satisfy the expected type 'Record<IncomingType"),
		],
		['settings.js', expect.stringContaining("'lidMode' does not exist in type 'Settings'")],
	]);
}, 60000);
