import {
	NodeApiError,
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
	type JsonObject,
} from 'n8n-workflow';

import { binaryItem, requireBinaryPropertyName } from '../../files/binary';
import type { Messenger } from '../../helpers/messengerTable';
import { optionsCollection } from '../../helpers/optionsCollection';
import { fetchFileStream } from '../../files/fileHost';
import { apiRequest, type ApiMethod } from '../../transport';
import {
	chatIdField,
	binaryPropertyField,
	messageIdField,
	messageIdOf,
	chatIdOf,
} from '../common.description';

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

/** The docs name the link `downloadUrl`, Green API's JS types `urlFile`: accept either. */
function linkOf(answer: unknown): string {
	const record = (answer ?? {}) as IDataObject;
	for (const key of ['downloadUrl', 'urlFile']) {
		if (typeof record[key] === 'string' && /^https?:\/\//i.test(record[key] as string))
			return record[key] as string;
	}
	return '';
}

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

	const answer = await apiRequest.call(this, method, {
		body: { chatId, idMessage },
		itemIndex: i,
	});
	const downloadUrl = linkOf(answer);
	if (!downloadUrl) {
		throw new NodeApiError(
			this.getNode(),
			{ message: 'downloadFile answered without a link' },
			{
				itemIndex: i,
				message: `The service gave no download link for message ${idMessage}`,
				description:
					'Only messages with a file (image, video, audio, document, sticker) can be downloaded; check the message ID and chat ID.',
			},
		);
	}
	const file = await fetchFileStream(this, downloadUrl, i);
	const override = typeof options.fileName === 'string' ? options.fileName.trim() : '';
	const fileName = override || file.fileName || 'file';
	try {
		return [
			await binaryItem(
				this,
				{ chatId, idMessage, downloadUrl },
				property,
				file.stream,
				fileName,
				file.mimeType,
			),
		];
	} catch (error) {
		file.stream.destroy();
		throw new NodeApiError(this.getNode(), error as JsonObject, {
			itemIndex: i,
			message: 'The file could not be downloaded from the link the service gave',
			description: 'The transfer broke off or n8n could not store the file: run it again.',
		});
	}
}
