import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { isPng } from '../../files/image';
import { requireBinaryPropertyName } from '../../files/binary';
import { invalid } from '../../helpers/validation';
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

interface QrAnswer extends IDataObject {
	type?: string;
	message?: string;
}

/**
 * What each answer type means for the user, since only qrCode carries a picture (its meaning is
 * the messenger's). Types are matched in any case: the service's own pages spell PassKey's type
 * passkeyRequired (release 5.44.37.12) and PassKeyRequire (its news post).
 */
const MEANING: Record<string, string> = {
	already_registered:
		'The Telegram account has a password (two-step verification): send it with Instance → Send Authorization Password.',
	alreadylogged:
		'The instance is already authorized, so there is no QR code. Log out first to link another phone.',
	error:
		'No QR code is available right now; the message says why. Check the instance state (Get State) and try again.',
	...Object.fromEntries(
		['passkeyrequired', 'passkeyrequire'].map((type) => [
			type,
			'WhatsApp demands PassKey authorization for this account, so a QR code cannot link it: authorize the instance in the Green API console, following its authorization instructions, or link it with a code instead (Instance → Get Pairing Code, then Linked devices → Link with phone number instead on the phone).',
		]),
	),
};

function meaningOf(type: unknown): string | undefined {
	return typeof type === 'string' ? MEANING[type.trim().toLowerCase()] : undefined;
}

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
	const json: IDataObject = { ...answer, qrCodeAvailable: answer.type === 'qrCode' };
	const meaning = answer.type === 'qrCode' ? messenger.qrAdvice : meaningOf(answer.type);
	if (meaning) json.meaning = meaning;
	if (answer.type !== 'qrCode') return [{ json }];

	// Some gateways prefix the picture with a data URL header; the PNG bytes follow it.
	const base64 = String(answer.message ?? '').replace(/^data:image\/png;base64,/i, '');
	const png = Buffer.from(base64, 'base64');
	if (!isPng(png)) {
		throw invalid(
			this,
			i,
			'The service sent a QR code that is not a PNG image',
			'Try again in a few seconds; if it persists, check that the API URL points at Green API.',
		);
	}
	const binary = await this.helpers.prepareBinaryData(png, 'qr.png', 'image/png');
	return [{ json, binary: { [field]: binary } }];
}
