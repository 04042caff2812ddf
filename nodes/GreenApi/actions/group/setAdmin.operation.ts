import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import type { ApiMethod } from '../../transport';
import { ADMIN_HINT, changeParticipant, groupIdField, participantChatIdField } from './common';

export const method = 'setGroupAdmin' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{ ...groupIdField, hint: ADMIN_HINT },
	participantChatIdField,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['group'], operation: ['setAdmin'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	return await changeParticipant(this, i, method, messenger);
}
