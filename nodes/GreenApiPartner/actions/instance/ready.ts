import { NodeOperationError, sleep, type IDataObject, type IExecuteFunctions } from 'n8n-workflow';

import { managedRequest, type ManagedInstance } from '../../../GreenApi/transport';

/**
 * How often a new instance's state is asked: every 5 seconds, as the service's flow for a new
 * instance says (green-api.com/en/docs/api/recommendations/creating-and-configuring-an-instance/).
 * Mutable only so that tests can shorten it; no parameter exposes it.
 */
export const READY_POLL = { intervalMs: 5000 };

/** States a new instance passes through before it waits for a login. */
const COMING_UP = [null, '', 'starting'];
/** States in which it can be linked (authorized: someone was quicker). */
const READY = ['notAuthorized', 'authorized'];

/**
 * Asks the new instance's state until it answers notAuthorized (or authorized), at most `ms`:
 * `null` means still being created, which the service says takes up to 5 minutes.
 */
export async function waitUntilReady(
	ctx: IExecuteFunctions,
	itemIndex: number,
	instance: ManagedInstance,
	ms: number,
): Promise<string> {
	const started = performance.now();
	for (;;) {
		const answer = await managedRequest.call(ctx, instance, 'getStateInstance', { itemIndex });
		const state = ((answer as IDataObject | null)?.stateInstance ?? null) as string | null;
		if (state !== null && READY.includes(state)) return state;
		if (!COMING_UP.includes(state)) {
			throw new NodeOperationError(
				ctx.getNode(),
				`The new instance ${instance.idInstance} is ${state}, not ready for a login`,
				{ itemIndex, description: 'See the instance in the Green API console.' },
			);
		}
		const left = ms - (performance.now() - started);
		if (left <= 0) {
			throw new NodeOperationError(
				ctx.getNode(),
				`The new instance ${instance.idInstance} was not ready within ${Math.round(ms / 1000)} s`,
				{
					itemIndex,
					description:
						'Creating an instance can take up to 5 minutes: ask Get State later, or raise Ready Timeout.',
				},
			);
		}
		await sleep(Math.min(READY_POLL.intervalMs, left));
	}
}
