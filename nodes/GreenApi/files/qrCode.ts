import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import type { Messenger } from '../helpers/messengerTable';
import { invalid } from '../helpers/validation';
import { isPng } from './image';

/** The qr method's answer (green-api.com/en/docs/api/account/QR/): its type and message. */
export interface QrAnswer extends IDataObject {
	type?: string;
	message?: string;
}

/**
 * What each answer type means for the user, since only qrCode carries a picture (its meaning is
 * the messenger's). Types are matched in any case: the service's own pages spell PassKey's type
 * passkeyRequired (release 5.44.37.12) and PassKeyRequire (its news post). A new answer type of
 * the service gets its line here, for both nodes' Get QR Code.
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

/**
 * A qr answer as one item: its fields, whether it carries a QR code and what it means, and a QR
 * code also as qr.png in the binary field `field`. Get QR Code of both nodes make their item here.
 */
export async function qrItem(
	ctx: IExecuteFunctions,
	itemIndex: number,
	answer: QrAnswer,
	messenger: Messenger,
	field: string,
): Promise<INodeExecutionData> {
	const json: IDataObject = { ...answer, qrCodeAvailable: answer.type === 'qrCode' };
	const meaning = answer.type === 'qrCode' ? messenger.qrAdvice : meaningOf(answer.type);
	if (meaning) json.meaning = meaning;
	if (answer.type !== 'qrCode') return { json };

	// Some gateways prefix the picture with a data URL header; the PNG bytes follow it.
	const base64 = String(answer.message ?? '').replace(/^data:image\/png;base64,/i, '');
	const png = Buffer.from(base64, 'base64');
	if (!isPng(png)) {
		throw invalid(
			ctx,
			itemIndex,
			'The service sent a QR code that is not a PNG image',
			'Try again in a few seconds; if it persists, check that the API URL points at Green API.',
		);
	}
	const binary = await ctx.helpers.prepareBinaryData(png, 'qr.png', 'image/png');
	return { json, binary: { [field]: binary } };
}
