import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import type { Messenger } from '../../helpers/messengerTable';
import { groupIdField, groupIdOf, groupNameField, requireGroupName } from './common';

export const method = 'updateGroupName' satisfies ApiMethod;

const properties: INodeProperties[] = [
	groupIdField,
	{ ...groupNameField, displayName: 'New Group Name' },
];

export const description = updateDisplayOptions(
	{ show: { resource: ['group'], operation: ['updateName'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const groupId = groupIdOf(this, i, messenger);
	const groupName = requireGroupName(this, i);
	return toItems(
		this,
		await apiRequest.call(this, method, { body: { groupId, groupName }, itemIndex: i }),
	);
}
