import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { requireText } from '../../helpers/validation';
import type { ApiMethod } from '../../transport';
import { passwordField, runLoginStep } from './common';

export const method = 'sendAuthorizationPassword' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'MAX and Telegram: after the QR code is scanned, an account with a password (two-step verification) waits for it; on Telegram the instance is then in the pendingPassword state',
		name: 'sendAuthorizationPasswordNotice',
		type: 'notice',
		default: '',
	},
	passwordField('The password of the MAX or Telegram account (two-step verification)'),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['sendAuthorizationPassword'] } },
	properties,
);

/** sendAuthorizationPassword `{ password }` → `{ status, data: { status, reason } }`. */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const password = requireText(this, i, 'Password', this.getNodeParameter('password', i));
	return await runLoginStep(this, i, method, { password });
}
