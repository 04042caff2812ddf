// Lets this plain-JavaScript script require the TypeScript test harness (test/harness/*.ts):
// each .ts file is transpiled on load with the project's own TypeScript compiler, without type
// checking (npm test type-checks the harness).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Node's loader hook by file extension (undocumented; what ts-node and jest's transforms use too).
 * @typedef {Record<string, (module: { _compile(code: string, filename: string): void }, filename: string) => void>} Extensions
 */

/** `require` that also loads `.ts` files. */
export function requireTypeScript() {
	const ts = require('typescript');
	const { _extensions: extensions } = /** @type {{ _extensions: Extensions }} */ (
		/** @type {unknown} */ (require('node:module'))
	);
	extensions['.ts'] = (module, filename) => {
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
