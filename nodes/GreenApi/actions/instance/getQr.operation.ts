import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { requireBinaryPropertyName } from '../../files/binary';
import { qrItem, type QrAnswer } from '../../files/qrCode';
import { apiRequest, type ApiMethod } from '../../transport';
import type { Messenger } from '../../helpers/messengerTable';
import { binaryPropertyField } from '../common.description';

export const method = 'qr' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'A QR code is valid for seconds only (WhatsApp about 20, MAX and Telegram about 5): scan it in the messenger’s app right away (WhatsApp: Linked devices), or run the node again for a fresh one',
		name: 'getQrNotice',
		type: 'notice',
		default: '',
	},
	binaryPropertyField(
		'output',
		'Binary field that receives the QR code as qr.png when the instance waits for a scan',
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['getQr'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const field = requireBinaryPropertyName(
		this,
		i,
		this.getNodeParameter('binaryPropertyName', i, 'data'),
		'Put Output File in Field',
	);
	const answer = ((await apiRequest.call(this, method, { itemIndex: i })) ?? {}) as QrAnswer;
	return [await qrItem(this, i, answer, messenger, field)];
}
