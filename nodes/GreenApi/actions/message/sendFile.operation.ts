import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { openInputFile, requireBinaryPropertyName } from '../../files/binary';
import { multipartBody } from '../../files/multipart';
import type { Messenger } from '../../helpers/messengerTable';
import { requireFileName, invalid } from '../../helpers/validation';
import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import {
	chatIdField,
	quotedMessageIdField,
	verifyQuotedMessageOption,
	binaryPropertyField,
	chatIdOf,
} from '../common.description';
import { captionField, captionOf, quotedIdOf, verifyQuotedIfAsked } from './common';

export const method = 'sendFileByUpload' satisfies ApiMethod;

const fileNameOverride: INodeProperties = {
	displayName: 'File Name',
	name: 'fileName',
	type: 'string',
	default: '',
	placeholder: 'e.g. report.pdf',
	description:
		'Name the recipient sees, with its extension; by default the name the binary data carries',
};

const properties: INodeProperties[] = [
	chatIdField(),
	binaryPropertyField('input'),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [captionField, fileNameOverride, quotedMessageIdField],
	},
	verifyQuotedMessageOption,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['sendFile'] } },
	properties,
);

/** sendFileByUpload: the file travels as multipart/form-data to the media host → `{ idMessage, urlFile }`. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const property = requireBinaryPropertyName(
		this,
		i,
		this.getNodeParameter('binaryPropertyName', i),
		'Input Data Field Name',
	);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const caption = captionOf(this, i, fields, messenger);
	const quoted = quotedIdOf(fields);
	const file = await openInputFile(this, i, property);
	const override = typeof fields.fileName === 'string' ? fields.fileName.trim() : '';
	if (!override && !file.fileName) {
		throw invalid(
			this,
			i,
			`The file in binary field "${property}" has no file name`,
			'Set File Name under Additional Fields, with its extension, e.g. report.pdf.',
		);
	}
	// A name without extension (from the binary data or typed) is refused the same way.
	const fileName = requireFileName(this, i, 'File Name', override || file.fileName);

	await verifyQuotedIfAsked(this, i, chatId, quoted);
	const body = multipartBody(
		{ chatId, fileName, caption, quotedMessageId: quoted },
		'file',
		file,
		fileName,
	);
	return toItems(this, await apiRequest.call(this, method, { body, itemIndex: i }));
}
