import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';

import { runNode, type NodeRun } from '../harness/engine';
import { start } from '../../simulator';

export type Simulator = Awaited<ReturnType<typeof start>>;

/** A token with URL-special characters, so its encoded form differs from the raw one. */
export const TOKEN = 'tok/en+1=';

export async function startSimulator(
	options: Parameters<typeof start>[0] = {},
): Promise<Simulator> {
	return await start({
		port: 0,
		mediaPort: 0,
		...options,
		instance: { apiTokenInstance: TOKEN, ...(options.instance ?? {}) },
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
