import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import type { NodeRun } from '../../harness/engine';
import { run } from '../simulator-setup';
import { start, type Simulator } from '../../../simulator';

/** Short and fake, with URL-special characters so its encoded form differs from the raw one. */
export const TOKEN = 'tok/en+7=';
export const ALICE = '79001234561@c.us';

export async function startSim(): Promise<Simulator> {
	return await start({ instance: { apiTokenInstance: TOKEN } });
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
 * The node must stop on a validation rule: the error names the problem and the fix, and the
 * simulator saw no request at all.
 */
export async function expectRefused(
	sim: Simulator,
	parameters: INodeParameters,
	message: string | RegExp,
	fix: string | RegExp,
	items?: INodeExecutionData[],
): Promise<void> {
	sim.control.resetRequests();
	const { error, items: output } = await run(sim, parameters, { items });
	expect(output).toEqual([]);
	expect(error?.message).toMatch(message);
	expect(error?.description).toMatch(fix);
	expect(error?.message).toContain('[item 0]');
	expect(sim.control.requests()).toEqual([]);
}

/** The request log without timing fields, for exact comparisons. */
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

export { run };
