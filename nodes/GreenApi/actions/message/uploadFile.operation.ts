import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { openInputFile, rawBody, requireBinaryPropertyName } from '../../files/binary';
import { MESSENGERS } from '../../helpers/messengerTable';
import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';
import { binaryPropertyField } from '../common.description';

export const method = 'uploadFile' satisfies ApiMethod;

/** How long each messenger keeps an uploaded file, e.g. "15 days on WhatsApp, …". */
const keptOnEach = (): string =>
	Object.values(MESSENGERS)
		.map((m) => `${m.uploadKept} on ${m.label}`)
		.join(', ');

const properties: INodeProperties[] = [
	{
		displayName: `Stores the file on the service and returns its link (urlFile, kept ${keptOnEach()}), e.g. for Send File by URL or a voice status. Nothing is sent to a chat.`,
		name: 'uploadNotice',
		type: 'notice',
		default: '',
	},
	binaryPropertyField('input'),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'File Name',
				name: 'fileName',
				type: 'string',
				default: '',
				placeholder: 'e.g. report.pdf',
				description:
					'Name to store the file under (sent as the GA-Filename header); by default the name the binary data carries',
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['uploadFile'] } },
	properties,
);

/** HTTP headers carry ASCII only; the docs do not say how other names travel, so they are percent-encoded. */
function headerSafe(fileName: string): string {
	return /^[\x20-\x7e]*$/.test(fileName) ? fileName : encodeURIComponent(fileName);
}

/**
 * uploadFile: the raw bytes as the body, typed by Content-Type, named by GA-Filename → `{ urlFile }`
 * (green-api.com/en/docs/api/send/UploadFile/). A file in n8n's binary storage is streamed from
 * there while the request goes out.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const property = requireBinaryPropertyName(
		this,
		i,
		this.getNodeParameter('binaryPropertyName', i),
		'Input Data Field Name',
	);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	// Checked against the service's limits before any byte is read or sent.
	const file = await openInputFile(this, i, property);
	const override = typeof fields.fileName === 'string' ? fields.fileName.trim() : '';
	const fileName = override || file.fileName;

	const headers: IDataObject = { 'Content-Type': file.mimeType };
	if (fileName) headers['GA-Filename'] = headerSafe(fileName);
	const body = rawBody(file);
	return toItems(this, await apiRequest.call(this, method, { body, headers, itemIndex: i }));
}
