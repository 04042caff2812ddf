import { updateDisplayOptions, type IDataObject, type IExecuteFunctions, type INodeExecutionData, type INodeProperties } from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { invalid, requireBodySize, requireText } from '../../helpers/validation';
import { apiRequest } from '../../transport';
import { BETA_NOTICE, participantsField, requireFileUrl, requireParticipants } from './common';

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

export const description = updateDisplayOptions({ show: { resource: ['status'], operation: ['sendMedia'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const urlFile = requireFileUrl(this, i, this.getNodeParameter('urlFile', i), 'https://example.com/picture.jpg');
	const fileName = requireText(this, i, 'File Name', this.getNodeParameter('fileName', i)).trim();
	if (!/\.[a-z0-9]{1,5}$/i.test(fileName)) {
		throw invalid(this, i, `File Name "${fileName.slice(0, 80)}" has no extension`, 'Add the extension that matches the file, e.g. picture.jpg or clip.mp4: the service tells the kind of file from it.');
	}
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body: IDataObject = { urlFile, fileName };
	if (typeof fields.caption === 'string' && fields.caption !== '') body.caption = fields.caption;
	if (fields.participants !== undefined) body.participants = requireParticipants(this, i, fields.participants);
	requireBodySize(this, i, body);
	return toItems(this, await apiRequest.call(this, 'sendMediaStatus', { body, itemIndex: i }));
}
