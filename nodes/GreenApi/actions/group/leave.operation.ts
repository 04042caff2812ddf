import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import type { Messenger } from '../../helpers/messengerTable';
import { groupIdField, groupIdOf } from './common';

export const method = 'leaveGroup' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		...groupIdField,
		hint: 'The instance leaves the group; the answer is false when it was not a member',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['group'], operation: ['leave'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const groupId = groupIdOf(this, i, messenger);
	return toItems(this, await apiRequest.call(this, method, { body: { groupId }, itemIndex: i }));
}
