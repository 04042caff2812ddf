import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import type { NodeRun } from '../../harness/engine';
import { run } from '../simulator-setup';
import { start, type RequestLogEntry, type Simulator, type StartOptions } from '../../../simulator';

export type { Simulator };

/** A short fake: the strict lint refuses token-shaped literals in tests. */
export const TOKEN = 'test-token';

let nextId = 0;

/**
 * A simulator with an instance id of its own: the transport paces 1-request-per-second methods
 * per instance id, so a fresh id per test keeps the suite from waiting on earlier calls.
 */
export async function startSimulator(options: StartOptions = {}): Promise<Simulator> {
	nextId += 1;
	const idInstance = `77${String(Date.now() % 1e6).padStart(6, '0')}${String(nextId).padStart(2, '0')}`;
	return await start({
		...options,
		instance: { idInstance, apiTokenInstance: TOKEN, ...(options.instance ?? {}) },
	});
}

/** The request log reduced to what a test asserts: verb, path (token masked), query and body. */
export function calls(
	sim: Simulator,
): Array<Pick<RequestLogEntry, 'httpMethod' | 'path' | 'query' | 'body'>> {
	return sim.control
		.requests()
		.map(({ httpMethod, path, query, body }) => ({ httpMethod, path, query, body }));
}

export function pathOf(sim: Simulator, method: string): string {
	return `/waInstance${sim.instance.idInstance}/${method}/{token}`;
}

/** The json of every output item. */
export function jsonOf(result: NodeRun): IDataObject[] {
	return result.items.map((item) => item.json);
}

/**
 * Runs parameters that break a rule and checks the node stopped before any request, with an
 * error naming the problem.
 */
export async function expectRefused(
	sim: Simulator,
	parameters: INodeParameters,
	message: string | RegExp,
	items?: INodeExecutionData[],
): Promise<NodeRun> {
	sim.control.resetRequests();
	const result = await run(sim, parameters, { items });
	if (typeof message === 'string') expect(result.error?.message).toContain(message);
	else expect(result.error?.message).toMatch(message);
	expect(sim.control.requests()).toEqual([]);
	return result;
}

export { run };
