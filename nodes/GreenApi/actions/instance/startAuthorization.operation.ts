import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { requirePhoneNumber } from '../../helpers/phoneNumber';
import type { ApiMethod } from '../../transport';
import { phoneNumberField, runLoginStep } from './common';

export const method = 'startAuthorization' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Starts a login by code instead of QR: the code arrives by SMS (MAX) or in Telegram’s service chat, then goes to Send Authorization Code. Deprecated on MAX, where the docs advise the QR code (Get QR Code). On Telegram a code lives 5 minutes and cannot be requested again within them.',
		name: 'startAuthorizationNotice',
		type: 'notice',
		default: '',
	},
	phoneNumberField(
		'The account’s phone number with country code, without +: on MAX 11 or 12 digits starting with 7 or 375, on Telegram any international number',
	),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['startAuthorization'] } },
	properties,
);

/** startAuthorization `{ phoneNumber }` → `{ status, data: { status, reason } }`. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const { check, limitOwner } = messenger;
	const phone = this.getNodeParameter('phoneNumber', i);
	const phoneNumber = requirePhoneNumber(this, i, 'Phone Number', phone, check, limitOwner);
	return await runLoginStep(this, i, method, { phoneNumber });
}
