import { timers } from './builtins';

/**
 * Resolves on the next turn of Node's event loop, after every pending promise reaction: the
 * simulated clock of the rate-control tests waits for it before it wakes the next sleeper.
 */
export async function nextTurn(): Promise<void> {
	await new Promise<void>((resolve) => timers.setImmediate(resolve));
}
