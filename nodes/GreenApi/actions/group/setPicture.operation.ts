import { updateDisplayOptions, type IExecuteFunctions, type INodeExecutionData, type INodeProperties } from 'n8n-workflow';

import { isJpeg } from '../../helpers/image';
import { toItems } from '../../helpers/output';
import { invalid, requireText } from '../../helpers/validation';
import { apiRequest } from '../../transport';
import { ADMIN_HINT, groupIdField, groupIdOf } from './common';

const properties: INodeProperties[] = [
	{ ...groupIdField, hint: ADMIN_HINT },
	{
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		required: true,
		default: 'data',
		placeholder: 'e.g. data',
		hint: 'The name of the input binary field containing the picture',
		description: 'Binary field of the input item holding the picture, a JPEG image (the service accepts *.jpg only)',
	},
];

export const description = updateDisplayOptions({ show: { resource: ['group'], operation: ['setPicture'] } }, properties);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const groupId = groupIdOf(this, i);
	const field = requireText(this, i, 'Input Binary Field', this.getNodeParameter('binaryPropertyName', i, 'data')).trim();
	const binary = this.helpers.assertBinaryData(i, field);
	const picture = await this.helpers.getBinaryDataBuffer(i, field);
	if (!picture.length) {
		throw invalid(this, i, `The picture in binary field "${field}" is empty`, 'Pass a JPEG image in this field, e.g. from a Read/Write Files from Disk or HTTP Request node.');
	}
	// The service answers "Unsupported media type" for anything but JPEG; the bytes tell, whatever the name says.
	if (!isJpeg(picture)) {
		throw invalid(this, i, `The picture in binary field "${field}" is not a JPEG image (${binary.mimeType || 'unknown type'})`, 'Convert it to JPEG first, e.g. with the Edit Image node; the service accepts *.jpg only.');
	}
	const form = new FormData();
	form.append('groupId', groupId);
	form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), jpegName(binary.fileName));
	return toItems(this, await apiRequest.call(this, 'setGroupPicture', { body: form, itemIndex: i }));
}

function jpegName(fileName: string | undefined): string {
	const name = fileName?.trim();
	return name && /\.jpe?g$/i.test(name) ? name : 'picture.jpg';
}
