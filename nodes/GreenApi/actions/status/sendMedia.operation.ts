import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { requireFileName, requireHttpUrl, requireBodySize } from '../../helpers/validation';
import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import { BETA_NOTICE, participantsField, requireParticipants } from './common';

export const method = 'sendMediaStatus' satisfies ApiMethod;

const properties: INodeProperties[] = [
	BETA_NOTICE,
	{
		displayName: 'File URL',
		name: 'urlFile',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://example.com/picture.jpg',
		description: 'Direct link to the image or video the service downloads and publishes',
	},
	{
		displayName: 'File Name',
		name: 'fileName',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. picture.jpg',
		description: 'File name with its extension; the extension tells the service the kind of file',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Caption',
				name: 'caption',
				type: 'string',
				default: '',
				typeOptions: { rows: 2 },
				description: 'Text shown under the image or video',
			},
			participantsField,
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['sendMedia'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const urlFile = requireHttpUrl(
		this,
		i,
		'File URL',
		this.getNodeParameter('urlFile', i),
		'https://example.com/picture.jpg',
	);
	const fileName = requireFileName(this, i, 'File Name', this.getNodeParameter('fileName', i));
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body: IDataObject = { urlFile, fileName };
	if (typeof fields.caption === 'string' && fields.caption !== '') body.caption = fields.caption;
	if (fields.participants !== undefined)
		body.participants = requireParticipants(this, i, fields.participants);
	requireBodySize(this, i, body);
	return toItems(this, await apiRequest.call(this, method, { body, itemIndex: i }));
}
