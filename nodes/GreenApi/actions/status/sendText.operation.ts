import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { invalid, requireBodySize, requireText } from '../../helpers/validation';
import { apiRequest, type ApiMethod } from '../../transport';
import {
	BETA_NOTICE,
	backgroundColorField,
	participantsField,
	requireBackgroundColor,
	requireParticipants,
} from './common';

export const method = 'sendTextStatus' satisfies ApiMethod;

const FONTS = [
	{ name: 'Bryndan Write', value: 'BRYNDAN_WRITE' },
	{ name: 'Norican Regular', value: 'NORICAN_REGULAR' },
	{ name: 'Oswald Heavy', value: 'OSWALD_HEAVY' },
	{ name: 'Sans Serif', value: 'SANS_SERIF' },
	{ name: 'Serif', value: 'SERIF' },
];

const properties: INodeProperties[] = [
	BETA_NOTICE,
	{
		displayName: 'Message',
		name: 'message',
		type: 'string',
		required: true,
		default: '',
		typeOptions: { rows: 3 },
		description: 'Text of the status; it is published in white letters, so pick a dark background',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			backgroundColorField(
				'Background color of the status as #RRGGBB; anything but white, since the text is white',
			),
			{
				displayName: 'Font',
				name: 'font',
				type: 'options',
				default: 'SERIF',
				options: FONTS,
				description: 'Font of the text; it applies to Latin letters only',
			},
			participantsField,
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['sendText'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const message = requireText(this, i, 'Message', this.getNodeParameter('message', i));
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body: IDataObject = { message };
	if (fields.backgroundColor !== undefined && fields.backgroundColor !== '') {
		body.backgroundColor = requireBackgroundColor(this, i, fields.backgroundColor);
	}
	if (fields.font !== undefined) {
		if (!FONTS.some(({ value }) => value === fields.font)) {
			throw invalid(
				this,
				i,
				`Font ${JSON.stringify(fields.font)} is not one the service offers`,
				`Use one of ${FONTS.map(({ value }) => value).join(', ')}.`,
			);
		}
		body.font = fields.font;
	}
	if (fields.participants !== undefined)
		body.participants = requireParticipants(this, i, fields.participants);
	requireBodySize(this, i, body);
	return toItems(this, await apiRequest.call(this, method, { body, itemIndex: i }));
}
