import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';

import { lackedMethod, type Messenger } from '../helpers/messengerTable';
import { methodOf } from './operationMethod';
import { operationProperties, resourceSelector, resources } from './resources';

/** "Status → Send Text", as the node's selectors show it. */
export function operationLabel(resource: string, operation: string): string {
	const nameIn = (options: unknown, value: string) =>
		(options as Array<{ name: string; value: unknown }> | undefined)?.find(
			(option) => option.value === value,
		)?.name ?? value;
	const selector = operationProperties.find(
		(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource),
	);
	return `${nameIn(resourceSelector.options, resource)} → ${nameIn(selector?.options, operation)}`;
}

/**
 * Stops an operation whose method the instance's messenger does not have (the messenger table's
 * `lacks`), before any request, saying what to use instead.
 */
export function requireAvailable(
	ctx: IExecuteFunctions,
	itemIndex: number,
	resource: string,
	operation: string,
	messenger: Messenger,
): void {
	const method = methodOf(resources[resource][operation], messenger);
	const instead = lackedMethod(messenger, method);
	if (instead === undefined) return;
	throw new NodeOperationError(
		ctx.getNode(),
		`${operationLabel(resource, operation)} is not available on ${messenger.label} instances: the ${messenger.label} API has no ${method}`,
		{ itemIndex, description: instead || `Nothing replaces ${method} on ${messenger.label}.` },
	);
}
