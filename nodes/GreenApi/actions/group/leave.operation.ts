import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest } from '../../transport';
import type { Messenger } from '../../helpers/messengers';
import { groupIdField, groupIdOf } from './common';

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
	return toItems(
		this,
		await apiRequest.call(this, 'leaveGroup', { body: { groupId }, itemIndex: i }),
	);
}
