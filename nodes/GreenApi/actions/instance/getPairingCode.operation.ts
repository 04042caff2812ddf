import {
	NodeOperationError,
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { stateName } from '../../helpers/instanceState';
import type { Messenger } from '../../helpers/messengerTable';
import { requirePhoneNumber } from '../../helpers/phoneNumber';
import { apiRequest, type ApiMethod } from '../../transport';
import { phoneNumberField } from './common';

export const method = 'getAuthorizationCode' satisfies ApiMethod;

/** A pairing code lives about 2.5 minutes (green-api.com/en/docs/api/account/GetAuthorizationCode/). */
const VALID_SECONDS = 150;

/** What the person does on the phone with the code (the same page). */
function stepsFor(phoneNumber: number, code: string): string[] {
	return [
		`Open WhatsApp on the phone with the number +${phoneNumber}`,
		'Open Linked devices (in Settings, or the ⋮ menu)',
		'Tap Link a device',
		'Tap Link with phone number instead',
		`Enter the code ${code} within about 2.5 minutes`,
	];
}

const properties: INodeProperties[] = [
	{
		displayName:
			'Links a WhatsApp account without scanning a QR code: the output holds a code that the person enters on the phone within about 2.5 minutes (WhatsApp → Linked devices → Link a device → Link with phone number instead), and the steps. The instance must be logged out (Get State: notAuthorized).',
		name: 'getPairingCodeNotice',
		type: 'notice',
		default: '',
	},
	phoneNumberField(
		'The number of the WhatsApp account to link, with country code, without + or 00 (11 to 16 digits)',
		441234567890,
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['getPairingCode'] } },
	properties,
);

/** Only a logged-out instance gives a code: any other state is refused, saying what to do. */
async function requireLoggedOut(ctx: IExecuteFunctions, i: number): Promise<void> {
	const answer = (await apiRequest.call(ctx, 'getStateInstance', { itemIndex: i })) as
		| IDataObject
		| null
		| undefined;
	const state = stateName(answer?.stateInstance);
	if (state === 'notAuthorized') return;
	throw new NodeOperationError(
		ctx.getNode(),
		`The instance is ${typeof state === 'string' ? state : 'not ready yet'}, so it gives no pairing code`,
		{
			itemIndex: i,
			description:
				state === 'authorized'
					? 'It is already linked to a phone: log out first (Instance → Log Out), then get the pairing code again.'
					: 'A pairing code is given only while the instance is logged out (notAuthorized): log it out (Instance → Log Out), or wait until it has started, then try again.',
		},
	);
}

/**
 * getAuthorizationCode `{ phoneNumber }` → `{ status, code }`; `status: false` means the code
 * could not be made, and trying again is the documented remedy.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const phone = this.getNodeParameter('phoneNumber', i);
	const phoneNumber = requirePhoneNumber(this, i, 'Phone Number', phone, messenger.check);
	await requireLoggedOut(this, i);
	const body = { phoneNumber };
	const answer = (await apiRequest.call(this, method, { body, itemIndex: i })) as
		| IDataObject
		| null
		| undefined;
	const code = answer?.code;
	if (answer?.status !== true || typeof code !== 'string' || code === '') {
		throw new NodeOperationError(this.getNode(), 'The service could not make a pairing code', {
			itemIndex: i,
			description: `It answered ${JSON.stringify(answer ?? null)}. Try again in a few seconds; the instance must stay logged out.`,
		});
	}
	const steps = stepsFor(phoneNumber, code);
	return [{ json: { ...answer, phoneNumber, validForSeconds: VALID_SECONDS, steps } }];
}
