import { GreenApiApi } from '../../credentials/GreenApiApi.credentials';
import { GreenApi } from '../../nodes/GreenApi/GreenApi.node';
import { GreenApiTrigger } from '../../nodes/GreenApi/GreenApiTrigger.node';
import { distFiles, packContents, readText, resolveFrom } from '../helpers/package';

/** What n8n loads from a community package: its compiled code, the nodes' codex files, icons. */
const LOADED = /^dist\/.+\.(js|node\.json|svg)$/;
const ROOT_FILES = ['LICENSE', 'README.md', 'index.js', 'package.json'];
// The build formats dist/ with the project's prettier settings (tabs instead of tsc's four
// spaces), which keeps the same code about 8 % smaller. 300 KB until the MAX and Telegram
// instances (messenger tables, detection, per-messenger checks, three login operations and their
// README sections: about 34 KB) took it to 331 KB, and the transport's rate control learned per
// process to 339 KB; the triggers' share of MAX and Telegram (events, flags and fields per
// messenger, with trigger README sections shortened to make room: about 5 KB net) to 345 KB; the
// action node's field descriptions that name every messenger's forms and limits, for people and
// for AI agents' models (about 2 KB net of a shorter credential section), to 347 KB; the API
// method each operation states (about 3 KB) to 351 KB; the three messengers' rate tables, in the
// code and the README (about 5 KB), to 356 KB; eleven operations of the service's 2026 methods
// (chats, contacts, calls, state history, queue counts, reply buttons: their code, fields, hints
// and README rows, about 28 KB), to 384 KB; group settings per messenger, the pairing-code login,
// the profile picture and token rotation with their README sections (about 20 KB), to 404 KB; the
// triggers' Download Files with the file download they share with the Download operation, Send
// Typing and their README sections (about 20 KB), to 424 KB; the partner node for agencies (its
// credential, six operations, the transport's partner calls and calls to the instances a partner
// manages, its README section: about 50 KB) to 477 KB.
const MAX_UNPACKED_BYTES = 485_000;

const packed = packContents();
const paths = packed.files.map((f) => f.path).sort();
const manifest = JSON.parse(readText('package.json')) as {
	main: string;
	n8n: { nodes: string[]; credentials: string[] };
};

/** The packed file a relative `require` of `file` loads, or undefined. */
function requiredFile(file: string, request: string): string | undefined {
	const base = resolveFrom(file, request);
	return [base, `${base}.js`, `${base}.json`, `${base}/index.js`].find((p) => paths.includes(p));
}

function iconFiles(icon: unknown, compiledFile: string): string[] {
	const values = typeof icon === 'string' ? [icon] : Object.values(icon as Record<string, string>);
	return values.map((v) => resolveFrom(compiledFile, v.replace(/^file:/, '')));
}

describe('npm pack content', () => {
	it('holds only package.json, README, LICENSE, index.js and the dist files n8n loads', () => {
		const unexpected = paths.filter((p) => !ROOT_FILES.includes(p) && !LOADED.test(p));
		expect(unexpected).toEqual([]);
		for (const file of ROOT_FILES) expect(paths).toContain(file);
		expect(paths.filter((p) => /\.(map|d\.ts|ts|tsbuildinfo)$/.test(p))).toEqual([]);
	});

	it('leaves out none of the built code, codex files or icons', () => {
		const built = distFiles().filter((p) => LOADED.test(p));
		expect(built.length).toBeGreaterThan(50);
		expect(built.filter((p) => !paths.includes(p))).toEqual([]);
	});

	it('holds every node and credential package.json names, with each node’s codex file', () => {
		for (const file of [...manifest.n8n.nodes, ...manifest.n8n.credentials])
			expect(paths).toContain(file);
		// n8n reads the codex of `<name>.node.js` from `<name>.node.json`.
		for (const file of manifest.n8n.nodes) expect(paths).toContain(`${file}on`);
		expect(paths).toContain(manifest.main);
	});

	it('holds the icons the nodes and the credential point at', () => {
		const icons = [
			...iconFiles(new GreenApi().description.icon, manifest.n8n.nodes[0]),
			...iconFiles(new GreenApiTrigger().description.icon, manifest.n8n.nodes[1]),
			...iconFiles(new GreenApiApi().icon, manifest.n8n.credentials[0]),
		];
		expect(icons).toEqual(expect.arrayContaining([expect.stringMatching(/\.svg$/)]));
		expect(icons.filter((p) => !paths.includes(p))).toEqual([]);
	});

	it('resolves every relative require of the packed code to a packed file', () => {
		const missing: string[] = [];
		for (const file of paths.filter((p) => p.endsWith('.js'))) {
			for (const [, , request] of readText(file).matchAll(
				/require\((["'])(\.{1,2}\/[^"']+)\1\)/g,
			)) {
				if (!requiredFile(file, request)) missing.push(`${file} → ${request}`);
			}
		}
		expect(missing).toEqual([]);
	});

	it(`is at most ${MAX_UNPACKED_BYTES.toLocaleString('en-US')} bytes unpacked`, () => {
		expect(packed.unpackedSize).toBeLessThanOrEqual(MAX_UNPACKED_BYTES);
		expect(packed.files.reduce((sum, f) => sum + f.size, 0)).toBe(packed.unpackedSize);
	});
});
