import type { Messenger } from '../helpers/messengerTable';
import type { ApiMethod } from '../transport';

/**
 * The API method an operation calls: one on every messenger, or the one the instance's messenger
 * table names (Check Account, Get Account).
 */
export type OperationMethod = ApiMethod | ((messenger: Messenger) => ApiMethod);

/** The method `operation` calls on an instance of `messenger`. */
export function methodOf(operation: { method: OperationMethod }, messenger: Messenger): ApiMethod {
	return typeof operation.method === 'function' ? operation.method(messenger) : operation.method;
}
