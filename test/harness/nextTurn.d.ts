/** Resolves on the next turn of Node's event loop, after every pending promise reaction. */
export function nextTurn(): Promise<void>;
