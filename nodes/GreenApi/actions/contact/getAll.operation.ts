import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { invalid, requireIntegerInRange } from '../../helpers/validation';
import { apiRequest, type ApiMethod } from '../../transport';

export const method = 'getContacts' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
	},
	{
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		default: 50,
		typeOptions: { minValue: 1 },
		displayOptions: { show: { returnAll: [false] } },
		description: 'Max number of results to return',
		hint: 'Sent to the service as count',
	},
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
	const returnAll = this.getNodeParameter('returnAll', i, false) as boolean;
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
	let limit: number | undefined;
	if (!returnAll) {
		limit = requireIntegerInRange(
			this,
			i,
			'Limit',
			this.getNodeParameter('limit', i, 50),
			1,
			Number.MAX_SAFE_INTEGER,
		);
		qs.count = limit;
	}
	const contacts = await apiRequest.call(this, method, { qs, itemIndex: i });
	// count is the service's option; the slice keeps Limit true should a gateway ignore it.
	return toItems(
		this,
		Array.isArray(contacts) && limit !== undefined ? contacts.slice(0, limit) : contacts,
	);
}
