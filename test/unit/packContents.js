// What `npm pack` puts into the tarball, read the way package.test.ts needs it. Plain CommonJS:
// the strict lint forbids Node built-ins and child processes in TypeScript files.
const { execFileSync } = require('node:child_process');
const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** `npm pack --dry-run --json` of the checkout: { files: [{path, size}], size, unpackedSize }. */
function packContents() {
	const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
		cwd: ROOT,
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'ignore'],
	});
	const [info] = JSON.parse(out.slice(out.indexOf('[')));
	return {
		files: info.files.map((f) => ({ path: f.path, size: f.size })),
		size: info.size,
		unpackedSize: info.unpackedSize,
	};
}

/** A file of the checkout as text (package-relative path). */
function readText(relativePath) {
	return readFileSync(path.join(ROOT, relativePath), 'utf8');
}

/** Every file under dist/, package-relative, with forward slashes. */
function distFiles(dir = 'dist') {
	return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
		const relative = `${dir}/${entry.name}`;
		return entry.isDirectory() ? distFiles(relative) : [relative];
	});
}

/** `relative` (as in a `require` or an icon's `file:` path) resolved against the folder of `file`. */
function resolveFrom(file, relative) {
	return path.posix.normalize(path.posix.join(path.posix.dirname(file), relative));
}

module.exports = { packContents, readText, distFiles, resolveFrom };
