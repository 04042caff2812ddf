import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { requireFileName, requireHttpUrl } from '../../helpers/validation';
import {
	chatIdField,
	quotedMessageIdField,
	typingTimeField,
	verifyQuotedMessageOption,
	chatIdOf,
} from '../common.description';
import type { ApiMethod } from '../../transport';
import { captionField, captionOf, addQuoteAndTyping, sendJson } from './common';

export const method = 'sendFileByUrl' satisfies ApiMethod;

const properties: INodeProperties[] = [
	chatIdField(),
	{
		displayName: 'File URL',
		name: 'urlFile',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://example.com/report.pdf',
		description: 'Direct link to the file, which the service downloads itself (at most 100 MB)',
	},
	{
		displayName: 'File Name',
		name: 'fileName',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. report.pdf',
		description:
			'Name the recipient sees, with the extension that decides how the file is shown (image, video, audio or document)',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [captionField, quotedMessageIdField, typingTimeField('ms')],
	},
	verifyQuotedMessageOption,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['sendFileByUrl'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const urlFile = requireHttpUrl(
		this,
		i,
		'File URL',
		this.getNodeParameter('urlFile', i),
		'https://example.com/report.pdf',
	);
	const fileName = requireFileName(this, i, 'File Name', this.getNodeParameter('fileName', i));
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;

	const body: IDataObject = { chatId, urlFile, fileName };
	const caption = captionOf(this, i, fields, messenger);
	if (caption) body.caption = caption;
	const quoted = addQuoteAndTyping(this, i, fields, body);
	return await sendJson(this, i, method, chatId, body, quoted);
}
