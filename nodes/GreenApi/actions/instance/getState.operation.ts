import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { withStateNames } from '../../helpers/instanceState';
import { toItems } from '../../helpers/output';
import { apiRequest, type ApiMethod } from '../../transport';

export const method = 'getStateInstance' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Gives stateInstance: authorized, notAuthorized (scan a QR code), blocked, starting (up to 5 minutes), suspended (sending restricted; WhatsApp’s older yellowCard comes as suspended too); WhatsApp also sleepMode (phone off), Telegram pendingPassword (send the password); null while a new instance is still being created',
		name: 'getStateNotice',
		type: 'notice',
		default: '',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['getState'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const state = await apiRequest.call(this, method, { itemIndex: i });
	// A new instance answers null until it exists; keep the field so workflows can test it.
	const created = state !== null && state !== undefined && state !== '';
	return toItems(this, created ? withStateNames(state) : { stateInstance: null });
}
