import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { invalid } from '../../helpers/validation';
import { apiRequest, type ApiMethod } from '../../transport';
import { limitOf, returnAllFields, upTo } from './common';

export const method = 'getContacts' satisfies ApiMethod;

const properties: INodeProperties[] = [
	...returnAllFields,
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [
			{
				displayName: 'Contact Type',
				name: 'contactType',
				type: 'options',
				default: 'user',
				options: [
					{ name: 'Group', value: 'group', description: 'Only the groups the instance belongs to' },
					{ name: 'User', value: 'user', description: 'Only personal contacts' },
				],
				description:
					'Which kind of contacts to list (sent as group=true or false); without this filter both are listed',
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['getAll'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const filters = this.getNodeParameter('filters', i, {}) as IDataObject;
	const qs: IDataObject = {};
	if (filters.contactType !== undefined) {
		if (filters.contactType !== 'group' && filters.contactType !== 'user') {
			throw invalid(
				this,
				i,
				`Contact Type must be "group" or "user"; got ${JSON.stringify(filters.contactType)}`,
				'Pick Group or User, or remove the filter to list both.',
			);
		}
		qs.group = filters.contactType === 'group';
	}
	const limit = limitOf(this, i);
	if (limit !== undefined) qs.count = limit;
	const contacts = await apiRequest.call(this, method, { qs, itemIndex: i });
	return toItems(this, upTo(contacts, limit));
}
