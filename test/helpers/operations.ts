// Every operation of the action node with the API method it states, per messenger, and whether
// the messenger's instances have that method: what the tables of the tests and the README's
// operation table are checked against.
import { methodOf } from '../../nodes/GreenApi/actions/operationMethod';
import { resources } from '../../nodes/GreenApi/actions/resources';
import {
	MESSENGERS,
	lackedMethod,
	type MessengerName,
} from '../../nodes/GreenApi/helpers/messengerTable';
import type { ApiMethod } from '../../nodes/GreenApi/transport';

export interface StatedOperation {
	resource: string;
	operation: string;
	/** `resource.operation`. */
	key: string;
	/** The method it calls on each messenger's instances. */
	method: Record<MessengerName, ApiMethod>;
	/** Whether each messenger's instances have that method (else it is refused before any request). */
	available: Record<MessengerName, boolean>;
}

const NAMES = Object.keys(MESSENGERS) as MessengerName[];

const perMessenger = <T>(value: (name: MessengerName) => T) =>
	Object.fromEntries(NAMES.map((name) => [name, value(name)])) as Record<MessengerName, T>;

export const STATED_OPERATIONS: StatedOperation[] = Object.entries(resources).flatMap(
	([resource, operations]) =>
		Object.entries(operations).map(([operation, module]) => {
			const method = perMessenger((name) => methodOf(module, MESSENGERS[name]));
			const available = perMessenger(
				(name) => lackedMethod(MESSENGERS[name], method[name]) === undefined,
			);
			return { resource, operation, key: `${resource}.${operation}`, method, available };
		}),
);

/** The operation `resource.operation`; throws for one the node does not have. */
export function statedOperation(key: string): StatedOperation {
	const found = STATED_OPERATIONS.find((stated) => stated.key === key);
	if (!found) throw new Error(`The node has no operation ${key}`);
	return found;
}

/** The methods an operation calls on some messenger, each once. */
export const methodsOf = (stated: StatedOperation): ApiMethod[] => [
	...new Set(Object.values(stated.method)),
];
