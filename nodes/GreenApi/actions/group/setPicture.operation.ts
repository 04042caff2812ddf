import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { readInputFile, requireBinaryPropertyName } from '../../files/binary';
import { multipartBody } from '../../files/multipart';
import { isJpeg } from '../../files/image';
import { toItems } from '../../helpers/output';
import { invalid } from '../../helpers/validation';
import { apiRequest, type ApiMethod } from '../../transport';
import type { Messenger } from '../../helpers/messengerTable';
import { binaryPropertyField } from '../common.description';
import { ADMIN_HINT, groupIdField, groupIdOf } from './common';

export const method = 'setGroupPicture' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{ ...groupIdField, hint: ADMIN_HINT },
	binaryPropertyField(
		'input',
		'Binary field of the input item holding the picture, a JPEG image (the service accepts *.jpg only)',
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['group'], operation: ['setPicture'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const groupId = groupIdOf(this, i, messenger);
	const field = requireBinaryPropertyName(
		this,
		i,
		this.getNodeParameter('binaryPropertyName', i, 'data'),
		'Input Data Field Name',
	);
	const picture = await readInputFile(this, i, field);
	// The service answers "Unsupported media type" for anything but JPEG; the bytes tell, whatever the name says.
	if (!isJpeg(picture.buffer)) {
		throw invalid(
			this,
			i,
			`The picture in binary field "${field}" is not a JPEG image (${picture.mimeType})`,
			'Convert it to JPEG first, e.g. with the Edit Image node; the service accepts *.jpg only.',
		);
	}
	const form = multipartBody(
		{ groupId },
		'file',
		{ ...picture, mimeType: 'image/jpeg' },
		jpegName(picture.fileName),
	);
	return toItems(this, await apiRequest.call(this, method, { body: form, itemIndex: i }));
}

function jpegName(fileName: string): string {
	return /\.jpe?g$/i.test(fileName) ? fileName : 'picture.jpg';
}
