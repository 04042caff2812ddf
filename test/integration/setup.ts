import axios from 'axios';
import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	INodeExecutionData,
	INodeParameters,
} from 'n8n-workflow';

import { TOKEN } from '../helpers/context';
import { createRequire, path, ROOT } from '../helpers/builtins';
import { allText } from '../helpers/text';
import { runNode, type NodeRun } from '../harness/engine';
import { start, type Simulator, type StartOptions } from '../../simulator';

/* The one setup every integration test uses: a simulator, the node run against it, and checks. */

export { TOKEN };
export type { Simulator };

export const ALICE = '79001234561@c.us';

let serial = 0;

/**
 * A simulator with an instance of its own: the transport paces each method per instance ID,
 * so a fresh ID per simulator keeps tests from waiting on each other's calls. The IDs have 12
 * digits, as the service issues since July 2026, so every test runs with one.
 */
export async function startSimulator(options: StartOptions = {}): Promise<Simulator> {
	serial += 1;
	return await start({
		port: 0,
		mediaPort: 0,
		...options,
		instance: {
			idInstance: String(110100000100 + serial),
			apiTokenInstance: TOKEN,
			...(options.instance ?? {}),
		},
	});
}

/**
 * The simulator of the enclosing `describe` block (or file): started before its first test and
 * closed after its last, with the request log and injected faults cleared before each test. With
 * `perTest`, each test gets a fresh simulator instead (for tests that change the instance's
 * state). Returns a stand-in that forwards to the simulator running at the time.
 */
export function useSimulator(options: StartOptions = {}, { perTest = false } = {}): Simulator {
	let current: Simulator | undefined;
	const open = async () => {
		current = await startSimulator(options);
	};
	const close = async () => {
		await current?.close();
		current = undefined;
	};
	if (perTest) {
		beforeEach(open);
		afterEach(close);
	} else {
		beforeAll(open);
		afterAll(close);
		beforeEach(() => {
			current?.control.resetRequests();
			current?.control.clearFaults();
		});
	}
	return new Proxy({} as Simulator, {
		get(_target, key) {
			if (!current) throw new Error('useSimulator: the simulator runs only during the tests');
			return Reflect.get(current, key);
		},
	});
}

/**
 * For tests that each start simulators of their own (another messenger, another state): `start()`
 * inside a test; every simulator it started closes after the test.
 */
export function useSimulators(): (options?: StartOptions) => Promise<Simulator> {
	const started: Simulator[] = [];
	afterEach(async () => {
		await Promise.all(started.splice(0).map(async (sim) => await sim.close()));
	});
	return async (options) => {
		const sim = await startSimulator(options);
		started.push(sim);
		return sim;
	};
}

/** Where a credential points: the simulator, or another server standing in for the service. */
export type Target = Pick<Simulator, 'url' | 'mediaUrl'> & {
	instance: Pick<Simulator['instance'], 'idInstance' | 'apiTokenInstance'>;
	messenger?: Simulator['messenger'];
};

export function credentialsOf(
	target: Target,
	overrides: Partial<ICredentialDataDecryptedObject> = {},
): ICredentialDataDecryptedObject {
	return {
		apiUrl: target.url,
		mediaUrl: target.mediaUrl,
		idInstance: target.instance.idInstance,
		apiTokenInstance: target.instance.apiTokenInstance,
		useV3Paths: true,
		// The instance's own, so a run makes no detection call; Auto-detect has tests of its own.
		messenger: target.messenger ?? 'whatsapp',
		...overrides,
	};
}

export interface RunOptions {
	items?: NodeRun['items'];
	continueOnFail?: boolean;
	credentials?: Partial<ICredentialDataDecryptedObject>;
	/** Runs as a saved execution with this ID (Send and Wait puts it to wait, signing links with it). */
	executionId?: string;
}

/** Parameters of one operation: `defaults`, with the `fields` given over them. */
export function parametersOf(resource: string, operation: string, defaults: INodeParameters = {}) {
	return (fields: INodeParameters = {}): INodeParameters => ({
		resource,
		operation,
		...defaults,
		...fields,
	});
}

/**
 * The home of one operation's tests: a describe block `resource → operation` whose tests get a
 * simulator (useSimulator) and the operation's parameters with `defaults` (parametersOf).
 */
export function describeOperation(
	resource: string,
	operation: string,
	defaults: INodeParameters,
	tests: (sim: Simulator, parameters: ReturnType<typeof parametersOf>) => void,
): void {
	describe(`${resource} → ${operation}`, () => {
		tests(useSimulator(), parametersOf(resource, operation, defaults));
	});
}

/** Runs the action node once through n8n-core's engine against the simulator. */
export async function run(
	target: Target,
	parameters: INodeParameters,
	{ items, continueOnFail, credentials, executionId }: RunOptions = {},
): Promise<NodeRun> {
	return await runNode({
		parameters,
		credentials: credentialsOf(target, credentials),
		items,
		continueOnFail,
		executionId,
	});
}

/**
 * Runs the action node against a server that is not the simulator (one that never answers, say):
 * both of the credential's hosts point at `url`.
 */
export async function runAt(
	url: string,
	parameters: INodeParameters,
	options: RunOptions = {},
): Promise<NodeRun> {
	const instance = { idInstance: '1101000777', apiTokenInstance: TOKEN };
	return await run({ url, mediaUrl: url, instance }, parameters, options);
}

type Deadlines = (typeof import('../../nodes/GreenApi/transport/deadline'))['DEADLINE_MS'];

/** The deadline table of the node built into dist/, which is the copy n8n-core runs here. */
function builtDeadlines(): Deadlines {
	const load = createRequire(path.join(ROOT, 'package.json'));
	const built = load('./dist/nodes/GreenApi/transport/deadline.js') as { DEADLINE_MS: Deadlines };
	return built.DEADLINE_MS;
}

/**
 * Shortens deadlines of the node built into dist/ (the copy n8n-core runs here) for the tests of
 * the enclosing block, and restores them after: no parameter or setting exposes them.
 */
export function useDeadlines(shorter: Partial<Deadlines>): void {
	const deadlines = builtDeadlines();
	const saved = { ...deadlines };
	beforeAll(() => {
		Object.assign(deadlines, shorter);
	});
	afterAll(() => {
		Object.assign(deadlines, saved);
	});
}

/** The request log without timing fields, for exact comparisons (the token shows as `{token}`). */
export function requestsOf(sim: Simulator) {
	return sim.control.requests().map(({ httpMethod, path, host, query, body, status }) => ({
		httpMethod,
		path,
		host,
		query,
		body,
		status,
	}));
}

/**
 * The log entry of one request the service answered 200 (as `requestsOf` gives it): the method's
 * path (under /v3 with `v3`), its host, query and body.
 */
export function accepted(
	sim: Simulator,
	httpMethod: 'GET' | 'POST' | 'DELETE',
	method: string,
	body: unknown = null,
	{ query = {}, host = 'api', v3 = false }: { query?: object; host?: string; v3?: boolean } = {},
) {
	const path = `${v3 ? '/v3' : ''}${pathOf(sim, method)}`;
	return { httpMethod, path, host, query, body, status: 200 };
}

/** The path the simulator logs for a classic (no `/v3`) call of `method`. */
export function pathOf(sim: Simulator, method: string): string {
	return `/waInstance${sim.instance.idInstance}/${method}/{token}`;
}

/** The json of every output item. */
export function jsonOf(result: NodeRun): IDataObject[] {
	return result.items.map((item) => item.json);
}

/**
 * Runs parameters that break a rule: the node stops at the first item before any request, with
 * an error that says exactly `message` (a string; a RegExp matches it) and, when given, the fix.
 */
export async function expectRefused(
	sim: Simulator,
	parameters: INodeParameters,
	message: string | RegExp,
	fix?: string | RegExp,
	items?: INodeExecutionData[],
): Promise<NodeRun> {
	sim.control.resetRequests();
	const result = await run(sim, parameters, { items });
	expect(result.items).toEqual([]);
	if (typeof message === 'string') expect(result.error?.message).toBe(`${message} [item 0]`);
	else expect(result.error?.message).toMatch(message);
	if (fix !== undefined) expect(result.error?.description).toMatch(fix);
	expect(result.error?.message).toMatch(/ \[item 0\]$/);
	expect(sim.control.requests()).toEqual([]);
	return result;
}

/** What is wrong, parameters that say it, the error's message, a phrase of the fix, input items. */
export type Refusal = [
	rule: string,
	parameters: INodeParameters,
	message: string | RegExp,
	fix?: string | RegExp,
	items?: INodeExecutionData[],
];

/** One test per refusal: each stops at the first item, before any request (see expectRefused). */
export function itRefuses(sim: Simulator, refusals: Refusal[]): void {
	// A rest parameter: Jest would pass a callback for a parameter that a shorter row leaves out.
	it.each(refusals)('refuses %s', async (...refusal: Refusal) => {
		const [, parameters, message, fix, items] = refusal;
		await expectRefused(sim, parameters, message, fix, items);
	});
}

const LABELS = { whatsapp: 'WhatsApp', max: 'MAX', telegram: 'Telegram' } as const;

/**
 * An operation on instances whose messenger lacks its API method: stopped before any request,
 * naming the operation (`label`, as "Chat History → Get Last Incoming Calls"), the messenger and
 * the method, with what to do instead (matching `instead`).
 */
export function itIsRefusedOn(
	messengers: Array<keyof typeof LABELS>,
	label: string,
	method: string,
	parameters: INodeParameters,
	instead: RegExp,
): void {
	describe.each(messengers)(`${label} on %s`, (messenger) => {
		const sim = useSimulator({ messenger });
		const name = LABELS[messenger];

		it('is refused before any request, saying what to do instead', async () => {
			const { error } = await run(sim, parameters);
			expect(error?.message).toBe(
				`${label} is not available on ${name} instances: the ${name} API has no ${method} [item 0]`,
			);
			expect(error?.description).toMatch(instead);
			expect(sim.control.requests()).toEqual([]);
		});
	});
}

/** An input item carrying a file the way n8n keeps it in its default (in-memory) binary mode. */
export function fileItem(
	bytes: Buffer,
	fileName: string | undefined,
	mimeType: string,
	field = 'data',
): INodeExecutionData {
	return {
		json: {},
		binary: {
			[field]: { data: bytes.toString('base64'), mimeType, ...(fileName ? { fileName } : {}) },
		},
	};
}

/**
 * No text reachable from `value` holds the token, raw or encoded: what JSON shows, and the
 * properties it leaves out (an error's message, stack, cause, …). For a run: its items, error
 * and whole execution data.
 */
export function expectNoToken(value: unknown): void {
	const text = isRun(value) ? `${runText(value)}\n${allText(value)}` : allText(value);
	expect(text).not.toContain(TOKEN);
	expect(text).not.toContain(encodeURIComponent(TOKEN));
}

const isRun = (value: unknown): value is NodeRun =>
	typeof value === 'object' && value !== null && 'run' in value && 'items' in value;

/** A file the simulator stores (an upload's urlFile, an avatar): its bytes and Content-Type. */
export async function fetchFile(url: string): Promise<{ bytes: Buffer; type: string }> {
	const response = await axios.get<ArrayBuffer>(url, { responseType: 'arraybuffer' });
	return { bytes: Buffer.from(response.data), type: String(response.headers['content-type']) };
}

/** Everything a run produced, as text, to check that the token appears nowhere. */
export function runText(result: NodeRun): string {
	return JSON.stringify({
		items: result.items,
		error: result.error
			? { ...result.error, message: result.error.message, stack: result.error.stack }
			: null,
		run: result.run,
	});
}
