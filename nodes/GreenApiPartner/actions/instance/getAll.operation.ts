import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { MESSENGERS } from '../../../GreenApi/helpers/messengerTable';
import { requireIntegerInRange } from '../../../GreenApi/helpers/validation';
import { optionsField } from './fields';
import { passes, shapeRecord, type RecordFilters } from './records';
import { instanceRecords } from './roster';

const show = { show: { resource: ['instance'], operation: ['getAll'] } };

/** Every messenger of the table, by its label. */
const MESSENGER_OPTIONS = Object.values(MESSENGERS)
	.map((messenger) => ({ name: messenger.label, value: messenger.name }))
	.sort((a, b) => a.name.localeCompare(b.name));

export const description: INodeProperties[] = [
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
		displayOptions: show,
	},
	{
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 50,
		description: 'Max number of results to return',
		displayOptions: { show: { ...show.show, returnAll: [false] } },
	},
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		description:
			'Without filters every instance is listed, deleted ones of the last three months included',
		displayOptions: show,
		options: [
			{
				displayName: 'Deleted',
				name: 'deleted',
				type: 'boolean',
				default: false,
				description: 'Whether to list only deleted instances (on) or only those not deleted (off)',
			},
			{
				displayName: 'Expired',
				name: 'expired',
				type: 'boolean',
				default: false,
				description:
					'Whether to list only expired instances, payment overdue (on), or only the others (off)',
			},
			{
				displayName: 'Messengers',
				name: 'messenger',
				type: 'multiOptions',
				default: [],
				options: MESSENGER_OPTIONS,
				description: 'List only instances of these messengers',
			},
			{
				displayName: 'Name Contains',
				name: 'nameContains',
				type: 'string',
				default: '',
				description: 'List only instances whose name contains this text, in any letter case',
			},
		],
	},
	optionsField('getAll', [
		{
			displayName: 'Include API Tokens',
			name: 'includeApiTokens',
			type: 'boolean',
			default: false,
			description:
				'Whether to add each instance’s apiTokenInstance. A token gives full control of its instance and n8n keeps node outputs in its executions: turn this on only where a later node needs the tokens.',
		},
	]),
];

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const returnAll = this.getNodeParameter('returnAll', i, false) as boolean;
	const limit = returnAll
		? Infinity
		: requireIntegerInRange(this, i, 'Limit', this.getNodeParameter('limit', i, 50), 1, 1e9);
	const filters = this.getNodeParameter('filters', i, {}) as RecordFilters;
	const includeTokens = this.getNodeParameter('options.includeApiTokens', i, false) === true;
	const records = (await instanceRecords(this, i)).filter((record) => passes(record, filters));
	return records.slice(0, limit).map((record) => ({ json: shapeRecord(record, includeTokens) }));
}
