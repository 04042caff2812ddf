import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { requireBinaryPropertyName } from '../../../GreenApi/files/binary';
import { qrItem, type QrAnswer } from '../../../GreenApi/files/qrCode';
import { FALLBACK_MESSENGER, MESSENGERS } from '../../../GreenApi/helpers/messengerTable';
import { managedRequest } from '../../../GreenApi/transport';
import { instanceFields } from './fields';
import { managedInstance } from './roster';

export const description: INodeProperties[] = [
	...instanceFields(
		'getQr',
		'A QR code is valid for seconds only (WhatsApp about 20, MAX and Telegram about 5): send it to the customer at once, and run the node again for a fresh one while the state is notAuthorized',
	),
	{
		displayName: 'Put Output File in Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		description:
			'Binary field that receives the QR code as qr.png when the instance waits for a scan',
		displayOptions: { show: { resource: ['instance'], operation: ['getQr'] } },
	},
];

/** The instance's QR code as binary data, made as the Green API node's Get QR Code makes it. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const field = requireBinaryPropertyName(
		this,
		i,
		this.getNodeParameter('binaryPropertyName', i, 'data'),
		'Put Output File in Field',
	);
	const instance = await managedInstance(this, i);
	const answer = ((await managedRequest.call(this, instance, 'qr', { itemIndex: i })) ??
		{}) as QrAnswer;
	const messenger = instance.messenger ? MESSENGERS[instance.messenger] : FALLBACK_MESSENGER;
	const item = await qrItem(this, i, answer, messenger, field);
	return [{ ...item, json: { idInstance: Number(instance.idInstance), ...item.json } }];
}
