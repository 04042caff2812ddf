import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { invalid, requireText, textOf } from '../../helpers/validation';
import type { ApiMethod } from '../../transport';
import { passwordField, runLoginStep } from './common';

export const method = 'sendAuthorizationCode' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Finishes a login started with Start Authorization. Deprecated on MAX, where the docs advise the QR code (Get QR Code).',
		name: 'sendAuthorizationCodeNotice',
		type: 'notice',
		default: '',
	},
	{
		displayName: 'Code',
		name: 'code',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 123456',
		description: 'The login code the messenger sent (digits only)',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			passwordField(
				'Telegram only: the account’s password (two-step verification), sent with the code',
				false,
			),
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['sendAuthorizationCode'] } },
	properties,
);

/** sendAuthorizationCode `{ code[, password] }` → `{ status, data: { status, reason } }`. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const code = requireText(this, i, 'Code', this.getNodeParameter('code', i)).trim();
	if (!/^\d+$/.test(code)) {
		throw invalid(
			this,
			i,
			'Code must be digits only',
			'Enter the code as it arrived, e.g. 123456.',
		);
	}
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body: IDataObject = { code };
	const password = textOf(this, i, 'Password', fields.password);
	if (password !== '' && !messenger.codeTakesPassword) {
		throw invalid(
			this,
			i,
			`${messenger.label} takes no password with the code`,
			'Remove Password here; send it afterwards with Instance → Send Authorization Password if the account asks for one.',
		);
	}
	if (password !== '') body.password = password;
	return await runLoginStep(this, i, method, body);
}
