import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	INodeExecutionData,
	INodeParameters,
} from 'n8n-workflow';

import { TOKEN } from '../helpers/context';
import { runNode, type NodeRun } from '../harness/engine';
import { start, type Simulator, type StartOptions } from '../../simulator';

/* The one setup every integration test uses: a simulator, the node run against it, and checks. */

export { TOKEN };
export type { Simulator };

export const ALICE = '79001234561@c.us';

let serial = 0;

/**
 * A simulator with an instance of its own: the transport paces each method per instance ID,
 * so a fresh ID per simulator keeps tests from waiting on each other's calls.
 */
export async function startSimulator(options: StartOptions = {}): Promise<Simulator> {
	serial += 1;
	return await start({
		port: 0,
		mediaPort: 0,
		...options,
		instance: {
			idInstance: String(1101000100 + serial),
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

export function credentialsOf(
	sim: Simulator,
	overrides: Partial<ICredentialDataDecryptedObject> = {},
): ICredentialDataDecryptedObject {
	return {
		apiUrl: sim.url,
		mediaUrl: sim.mediaUrl,
		idInstance: sim.instance.idInstance,
		apiTokenInstance: sim.instance.apiTokenInstance,
		useV3Paths: true,
		// Chosen, so a run makes no detection call; Auto-detect has tests of its own.
		messenger: 'whatsapp',
		...overrides,
	};
}

/** Runs the action node once through n8n-core's engine against the simulator. */
export async function run(
	sim: Simulator,
	parameters: INodeParameters,
	options: {
		items?: NodeRun['items'];
		continueOnFail?: boolean;
		credentials?: Partial<ICredentialDataDecryptedObject>;
	} = {},
): Promise<NodeRun> {
	return await runNode({
		parameters,
		credentials: credentialsOf(sim, options.credentials),
		items: options.items,
		continueOnFail: options.continueOnFail,
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
 * an error naming the problem (and, when given, the fix).
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
	if (typeof message === 'string') expect(result.error?.message).toContain(message);
	else expect(result.error?.message).toMatch(message);
	if (fix !== undefined) expect(result.error?.description).toMatch(fix);
	expect(result.error?.message).toContain('[item 0]');
	expect(sim.control.requests()).toEqual([]);
	return result;
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
