import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { requireNumberInRange } from '../../helpers/validation';
import {
	chatIdField,
	quotedMessageIdField,
	verifyQuotedMessageOption,
	chatIdOf,
} from '../common.description';
import type { ApiMethod } from '../../transport';
import { quotedIdOf, sendJson } from './common';

export const method = 'sendLocation' satisfies ApiMethod;

const coordinate = (
	displayName: string,
	name: string,
	range: string,
	example: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'number',
	required: true,
	default: 0,
	typeOptions: { numberPrecision: 6 },
	placeholder: `e.g. ${example}`,
	description: `${displayName} in decimal degrees, ${range}`,
});

const textField = (displayName: string, name: string, example: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	placeholder: `e.g. ${example}`,
	description: `${displayName} shown with the pin`,
});

const properties: INodeProperties[] = [
	chatIdField(),
	coordinate('Latitude', 'latitude', '-90 to 90', '55.7558'),
	coordinate('Longitude', 'longitude', '-180 to 180', '37.6173'),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			textField('Address', 'address', 'Red Square, 1'),
			textField('Location Name', 'nameLocation', 'Main office'),
			quotedMessageIdField,
		],
	},
	verifyQuotedMessageOption,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['sendLocation'] } },
	properties,
);

/** Coordinates as the service takes them. */
const DEGREES = { example: 'decimal degrees, e.g. 55.7558' };

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const latitude = requireNumberInRange(this, i, 'Latitude', this.getNodeParameter('latitude', i), {
		...DEGREES,
		min: -90,
		max: 90,
	});
	const longitude = requireNumberInRange(
		this,
		i,
		'Longitude',
		this.getNodeParameter('longitude', i),
		{ ...DEGREES, min: -180, max: 180 },
	);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;

	const body: IDataObject = { chatId, latitude, longitude };
	for (const name of ['nameLocation', 'address'] as const) {
		const value = typeof fields[name] === 'string' ? (fields[name] as string).trim() : '';
		if (value) body[name] = value;
	}
	const quoted = quotedIdOf(fields);
	if (quoted) body.quotedMessageId = quoted;
	return await sendJson(this, i, method, chatId, body, quoted);
}
