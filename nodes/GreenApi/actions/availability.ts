import { NodeOperationError, type IExecuteFunctions } from 'n8n-workflow';

import { lackedMethod, type Messenger } from '../helpers/messengers';
import type { ApiMethod } from '../transport';
import { operationProperties, resourceSelector } from './resources';

/**
 * The API method behind each operation that some messenger's instances lack (the messenger
 * tables' `lacks`); every other operation calls methods all three messengers have, or picks the
 * method by messenger (Check Account, Get Account).
 */
export const OPERATION_METHODS: Record<string, ApiMethod> = {
	'contact.archive': 'archiveChat',
	'contact.setDisappearing': 'setDisappearingChat',
	'contact.unarchive': 'unarchiveChat',
	'instance.sendAuthorizationCode': 'sendAuthorizationCode',
	'instance.sendAuthorizationPassword': 'sendAuthorizationPassword',
	'instance.startAuthorization': 'startAuthorization',
	'message.sendInteractiveButtons': 'sendInteractiveButtons',
	'message.sendPoll': 'sendPoll',
	'status.delete': 'deleteStatus',
	'status.getIncoming': 'getIncomingStatuses',
	'status.getOutgoing': 'getOutgoingStatuses',
	'status.getStatistic': 'getStatusStatistic',
	'status.sendMedia': 'sendMediaStatus',
	'status.sendText': 'sendTextStatus',
	'status.sendVoice': 'sendVoiceStatus',
};

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

/** Stops an operation the instance's messenger does not have, before any request, saying what to use instead. */
export function requireAvailable(
	ctx: IExecuteFunctions,
	itemIndex: number,
	resource: string,
	operation: string,
	messenger: Messenger,
): void {
	const method = OPERATION_METHODS[`${resource}.${operation}`];
	const instead = method === undefined ? undefined : lackedMethod(messenger, method);
	if (instead === undefined) return;
	throw new NodeOperationError(
		ctx.getNode(),
		`${operationLabel(resource, operation)} is not available on ${messenger.label} instances: the ${messenger.label} API has no ${method}`,
		{ itemIndex, description: instead || `Nothing replaces ${method} on ${messenger.label}.` },
	);
}
