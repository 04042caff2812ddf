import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	INodeExecutionData,
	INodeParameters,
} from 'n8n-workflow';

import { createRequire, path, ROOT } from '../../helpers/builtins';
import { allText } from '../../helpers/text';
import { runNode, type NodeRun } from '../../harness/engine';
import { runText } from '../setup';
import { start, type Simulator, type StartOptions } from '../../../simulator';

/* The one setup of the partner node's tests: a simulator with a partner API, the node run
 * against it through n8n-core's engine, and the checks that no token leaks. */

/** A partner token with characters URL encoding changes, so an encoded leak is told apart. */
export const PARTNER_TOKEN = 'gac.par/tner+1=';

let serial = 0;

/**
 * A fresh simulator per test (created instances change state). Its instances get IDs of their
 * own: the transport paces each method per instance ID, so tests never wait on each other.
 */
export function usePartnerSimulator(partner: StartOptions['partner'] = {}): Simulator {
	let current: Simulator | undefined;
	beforeEach(async () => {
		serial += 1;
		current = await start({
			partner: {
				partnerToken: PARTNER_TOKEN,
				creationMs: 0,
				firstId: 1102000000 + serial * 100,
				...partner,
			},
		});
	});
	afterEach(async () => {
		await current?.close();
		current = undefined;
	});
	return new Proxy({} as Simulator, {
		get(_target, key) {
			if (!current) throw new Error('usePartnerSimulator: the simulator runs only during tests');
			return Reflect.get(current, key);
		},
	});
}

export interface PartnerRunOptions {
	items?: INodeExecutionData[];
	continueOnFail?: boolean;
	credentials?: Partial<ICredentialDataDecryptedObject>;
}

/**
 * Runs the partner node once: operation `operation` with `fields`, the credential pointing at the
 * simulator's partner API, and API URL at the simulator (the node's default is the real host).
 */
export async function runPartner(
	sim: Simulator,
	operation: string,
	fields: INodeParameters = {},
	{ items, continueOnFail, credentials }: PartnerRunOptions = {},
): Promise<NodeRun> {
	return await runNode({
		type: 'greenApiPartner',
		parameters: { resource: 'instance', operation, apiUrl: sim.url, ...fields },
		credentials: { partnerApiUrl: sim.url, partnerToken: PARTNER_TOKEN, ...credentials },
		items,
		continueOnFail,
	});
}

/** An instance of the partner account, created through the simulator's control (no request). */
export function createdInstance(sim: Simulator, settings: IDataObject = { name: 'Customer' }) {
	const record = sim.partner.control.create(settings, { ready: true });
	return { ...record, id: String(record.idInstance) };
}

/** The request log as [verb, path, status], the token shown as {token}. */
export function callsOf(sim: Simulator): Array<[string, string, number | null]> {
	return sim.control.requests().map((r) => [r.httpMethod, r.path, r.status]);
}

/** Every form a secret could leak in: raw and URL-encoded. */
const formsOf = (secret: string) => [secret, encodeURIComponent(secret)];

/** A deep copy without the `apiTokenInstance` fields, where an output may carry a token. */
function withoutTokenFields(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withoutTokenFields);
	if (value === null || typeof value !== 'object') return value;
	return Object.fromEntries(
		Object.entries(value)
			.filter(([key]) => key !== 'apiTokenInstance')
			.map(([key, entry]) => [key, withoutTokenFields(entry)]),
	);
}

/**
 * Neither the partner token nor any instance token of the simulator occurs in what the run
 * produced (items, error, the whole execution data), outside output fields named
 * `apiTokenInstance` where `tokenFields` allows them (Create's output, Include API Tokens).
 */
export function expectNoSecrets(sim: Simulator, result: NodeRun, { tokenFields = false } = {}) {
	const run = tokenFields ? withoutTokenFields(JSON.parse(runText(result))) : runText(result);
	const text = `${JSON.stringify(run)}\n${allText(result.error)}`;
	const secrets = [
		PARTNER_TOKEN,
		...sim.partner.control.instances().map((i) => i.apiTokenInstance),
	];
	for (const form of secrets.flatMap(formsOf)) expect(text).not.toContain(form);
}

type ReadyPoll =
	(typeof import('../../../nodes/GreenApiPartner/actions/instance/ready'))['READY_POLL'];

/**
 * Shortens Wait Until Ready's pause between two state questions in the node built into dist/ (the
 * copy n8n-core runs here) for the tests of the enclosing block, and restores it after.
 */
export function useReadyPoll(intervalMs: number): void {
	const load = createRequire(path.join(ROOT, 'package.json'));
	const built = load('./dist/nodes/GreenApiPartner/actions/instance/ready.js') as {
		READY_POLL: ReadyPoll;
	};
	const saved = built.READY_POLL.intervalMs;
	beforeAll(() => {
		built.READY_POLL.intervalMs = intervalMs;
	});
	afterAll(() => {
		built.READY_POLL.intervalMs = saved;
	});
}

/** The log line of the one getInstances a run makes. */
export const LIST: [string, string, number] = ['GET', '/partner/getInstances/{token}', 200];

/**
 * An operation on an instance: an ID that is not the account's, and a deleted instance, stop
 * the item with what to do after the list, before any call to the instance.
 */
export function itStopsAtUnknownOrDeleted(sim: Simulator, operation: string): void {
	it('stops at an ID that is not the account’s, and at a deleted instance, after the list', async () => {
		const gone = createdInstance(sim);
		await runPartner(sim, 'delete', { idInstance: gone.id, options: { logoutFirst: false } });
		sim.control.resetRequests();
		const unknown = await runPartner(sim, operation, { idInstance: '1109999999' });
		expect(unknown.error?.message).toBe(
			'Instance 1109999999 is not an instance of this partner account [item 0]',
		);
		expect(unknown.error?.description).toMatch(/^Check the Instance ID: Get Many lists/);
		const deleted = await runPartner(sim, operation, { idInstance: gone.id });
		expect(deleted.error?.message).toMatch(
			new RegExp(
				`^Instance ${gone.id} is deleted \\(since \\d{4}-\\d\\d-\\d\\dT[\\d:]+\\) \\[item 0\\]$`,
			),
		);
		expect(deleted.error?.description).toBe(
			'A deleted instance cannot be used again: create a new one.',
		);
		expect(callsOf(sim)).toEqual([LIST, LIST]);
	});
}
