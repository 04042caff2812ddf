import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { binaryItem, requireBinaryPropertyName } from '../../files/binary';
import { downloadMessageFile } from '../../files/download';
import type { Messenger } from '../../helpers/messengerTable';
import { optionsCollection } from '../../helpers/optionsCollection';
import type { ApiMethod } from '../../transport';
import {
	chatIdField,
	binaryPropertyField,
	messageIdField,
	messageIdOf,
	chatIdOf,
} from '../common.description';

/** The call files/download.ts makes for it (after the link a notification carries, for the triggers). */
export const method = 'downloadFile' satisfies ApiMethod;

const properties: INodeProperties[] = [
	chatIdField(),
	messageIdField(
		'ID of the image, video, audio, document or sticker message whose file to download',
	),
	binaryPropertyField('output'),
	optionsCollection([
		{
			displayName: 'File Name',
			name: 'fileName',
			type: 'string',
			default: '',
			placeholder: 'e.g. invoice.pdf',
			description: 'Name for the output file; by default the name the file storage gives',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['download'] } },
	properties,
);

/** downloadFile gives a link to the message's file; the file itself becomes the item's binary data. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const idMessage = messageIdOf(this, i);
	const property = requireBinaryPropertyName(
		this,
		i,
		this.getNodeParameter('binaryPropertyName', i),
		'Put Output File in Field',
	);
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const fileName = typeof options.fileName === 'string' ? options.fileName.trim() : '';

	const file = await downloadMessageFile(
		this,
		{ chatId, idMessage, fileName: fileName || undefined },
		{ itemIndex: i },
	);
	return [
		binaryItem({ chatId, idMessage, downloadUrl: file.downloadUrl }, property, file, file.fileName),
	];
}
