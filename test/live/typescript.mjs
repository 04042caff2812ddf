// Lets this plain-JavaScript script require the TypeScript test harness (test/harness/*.ts):
// each .ts file is transpiled on load with the project's own TypeScript compiler, without type
// checking (npm test type-checks the harness).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function requireTypeScript() {
	const ts = require('typescript');
	const Module = require('node:module');
	Module._extensions['.ts'] = (module, filename) => {
		const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), {
			fileName: filename,
			compilerOptions: {
				module: ts.ModuleKind.CommonJS,
				target: ts.ScriptTarget.ES2021,
				esModuleInterop: true,
			},
		});
		module._compile(outputText, filename);
	};
	return require;
}
