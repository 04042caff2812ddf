import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { withStateNames } from '../../helpers/instanceState';
import type { Messenger } from '../../helpers/messengerTable';
import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';

/** The account method of the instance's messenger (getWaSettings, getAccountSettings). */
export const method = (messenger: Messenger): ApiMethod => messenger.accountMethod as ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Gives the linked account: phone number, avatar and state (WhatsApp: getWaSettings, with the device ID; MAX and Telegram: getAccountSettings, with the account’s chatId). Empty while the instance is not authorized. While suspended, suspendedUntil says until when (unix time; WhatsApp’s older yellowCardUntil comes as suspendedUntil).',
		name: 'getAccountNotice',
		type: 'notice',
		default: '',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['getAccount'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const answer = await apiRequest.call(this, method(messenger), { itemIndex: i });
	return toItems(this, withStateNames(answer));
}
