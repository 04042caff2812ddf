// The package's own files, read the way the tests of its shape need them: its sources, what
// `npm pack` puts into the tarball, the build in dist/.
import { childProcess, fs, path, ROOT } from './builtins';

export interface PackedFile {
	path: string;
	size: number;
}

/** `npm pack --dry-run --json` of the checkout. */
export function packContents(): { files: PackedFile[]; size: number; unpackedSize: number } {
	const out = childProcess.execFileSync(
		'npm',
		['pack', '--dry-run', '--json', '--ignore-scripts'],
		{
			cwd: ROOT,
			encoding: 'utf8',
			stdio: ['ignore', 'pipe', 'ignore'],
		},
	);
	const [info] = JSON.parse(out.slice(out.indexOf('['))) as Array<{
		files: PackedFile[];
		size: number;
		unpackedSize: number;
	}>;
	return {
		files: info.files.map((f) => ({ path: f.path, size: f.size })),
		size: info.size,
		unpackedSize: info.unpackedSize,
	};
}

/** A file of the checkout as text (package-relative path). */
export function readText(relativePath: string): string {
	return fs.readFileSync(path.join(ROOT, relativePath), 'utf8');
}

/** Whether a package-relative path exists. */
export function exists(relativePath: string): boolean {
	return fs.existsSync(path.join(ROOT, relativePath));
}

/** The folders directly inside a package-relative folder. */
export function foldersIn(dir: string): string[] {
	return fs
		.readdirSync(path.join(ROOT, dir), { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => entry.name);
}

/** Every TypeScript source under a package-relative folder, package-relative. */
export function sources(dir: string): string[] {
	return fs
		.readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith('.ts'))
		.map((file) => path.join(dir, file));
}

/** Every file under dist/, package-relative, with forward slashes. */
export function distFiles(dir = 'dist'): string[] {
	return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
		const relative = `${dir}/${entry.name}`;
		return entry.isDirectory() ? distFiles(relative) : [relative];
	});
}

/** `relative` (as in a `require` or an icon's `file:` path) resolved against the folder of `file`. */
export function resolveFrom(file: string, relative: string): string {
	return path.posix.normalize(path.posix.join(path.posix.dirname(file), relative));
}
