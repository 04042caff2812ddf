import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { apiRequest } from '../../transport';
import { groupIdField, groupIdOf } from './common';

const properties: INodeProperties[] = [groupIdField];

export const description = updateDisplayOptions(
	{ show: { resource: ['group'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const groupId = groupIdOf(this, i);
	return toItems(
		this,
		await apiRequest.call(this, 'getGroupData', { body: { groupId }, itemIndex: i }),
	);
}
