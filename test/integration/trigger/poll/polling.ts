import type { IAllExecuteFunctions, IDataObject, IPollFunctions } from 'n8n-workflow';

import type { Messenger } from '../../../../simulator';
import { credentialsOf, type Simulator, startSimulator } from '../../setup';
import { startPollTrigger, type PollTrigger } from '../../../harness/pollTrigger';

/** Simulator time runs this much faster, so each 5-second long poll on an empty queue takes 100 ms. */
const SPEED = 50;

export interface Polling {
	sim: Simulator;
	trigger: PollTrigger;
	close(): Promise<void>;
}

/** A simulator on a fast clock and an active Green API Poll Trigger for its instance. */
export async function startPolling(
	parameters: IDataObject = { events: ['incomingMessageReceived'] },
	messenger?: Messenger,
): Promise<Polling> {
	const start = Date.now();
	const sim = await startSimulator({
		clock: { now: () => start + (Date.now() - start) * SPEED },
		messenger,
	});
	const trigger = await startPollTrigger({ parameters, credentials: credentialsOf(sim) });
	return { sim, trigger, close: async () => await sim.close() };
}

/** For the tests of the enclosing block: `start()` inside a test; what it started closes after. */
export function usePolling(): (
	parameters?: IDataObject,
	messenger?: Messenger,
) => Promise<Polling> {
	const started: Polling[] = [];
	afterEach(async () => {
		for (const polling of started.splice(0)) await polling.close();
	});
	return async (parameters, messenger) => {
		const polling = await startPolling(parameters, messenger);
		started.push(polling);
		return polling;
	};
}

/** The API calls the simulator received, as `method` or `method?query` / `method/extra`. */
export function calls(sim: Simulator): string[] {
	return sim.control.requests().map((request) => {
		const extra = request.path.split('/{token}')[1] ?? '';
		const query = new URLSearchParams(request.query).toString();
		return `${request.httpMethod} ${request.method ?? '?'}${extra}${query ? `?${query}` : ''}`;
	});
}

/** The receipt IDs deleted, in order. */
export function deleted(sim: Simulator): number[] {
	return sim.control
		.requests()
		.filter((request) => request.method === 'deleteNotification' && request.status === 200)
		.map((request) => Number(request.path.split('/').pop()));
}

type AuthenticatedRequest = IPollFunctions['helpers']['httpRequestWithAuthentication'];

/**
 * Runs `before` with the URL of every request the trigger sends from now on (it may throw, to
 * fail that request as the network would); returns the function that undoes it.
 */
export function beforeEachRequest(trigger: PollTrigger, before: (url: string) => void): () => void {
	const helpers = trigger.context.helpers;
	const original = helpers.httpRequestWithAuthentication;
	const wrapped: AuthenticatedRequest = async function (
		this: IAllExecuteFunctions,
		...args: Parameters<AuthenticatedRequest>
	) {
		before(String(args[1].url));
		return await original.apply(this, args);
	};
	helpers.httpRequestWithAuthentication = wrapped;
	return () => {
		helpers.httpRequestWithAuthentication = original;
	};
}
