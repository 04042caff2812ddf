import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { invalid } from '../../helpers/validation';
import {
	chatIdField,
	quotedMessageIdField,
	typingTimeField,
	verifyQuotedMessageOption,
	chatIdOf,
} from '../common.description';
import type { ApiMethod } from '../../transport';
import { addQuoteAndTyping, sendJson } from './common';

export const method = 'sendContact' satisfies ApiMethod;

const NAME_FIELDS = ['firstName', 'middleName', 'lastName', 'company'] as const;

const nameField = (displayName: string, name: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	description: `${displayName} on the contact card; at least one of First Name, Middle Name, Last Name and Company is required`,
});

const properties: INodeProperties[] = [
	chatIdField(),
	{
		displayName: 'Phone Contact',
		name: 'phoneContact',
		type: 'number',
		required: true,
		default: 0,
		placeholder: 'e.g. 79001234567',
		description: 'Phone number of the contact in international format without +, 11 or 12 digits',
	},
	nameField('First Name', 'firstName'),
	nameField('Middle Name', 'middleName'),
	nameField('Last Name', 'lastName'),
	nameField('Company', 'company'),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [quotedMessageIdField, typingTimeField('ms')],
	},
	verifyQuotedMessageOption,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['sendContact'] } },
	properties,
);

function phoneContactOf(ctx: IExecuteFunctions, i: number, value: unknown): number {
	const text =
		typeof value === 'number'
			? String(value)
			: typeof value === 'string'
				? value.trim().replace(/^\+/, '')
				: '';
	const number = Number(text);
	if (!/^\d{11,12}$/.test(text) || !Number.isSafeInteger(number)) {
		throw invalid(
			ctx,
			i,
			`Phone Contact must be 11 or 12 digits; got ${JSON.stringify(value)}`,
			'Enter the number in international format without + or spaces, e.g. 79001234567.',
		);
	}
	return number;
}

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const contact: IDataObject = {
		phoneContact: phoneContactOf(this, i, this.getNodeParameter('phoneContact', i)),
	};
	for (const name of NAME_FIELDS) {
		const value = this.getNodeParameter(name, i, '') as string;
		if (typeof value === 'string' && value.trim()) contact[name] = value.trim();
	}
	if (Object.keys(contact).length === 1) {
		throw invalid(
			this,
			i,
			'The contact has no name',
			'Fill in at least one of First Name, Middle Name, Last Name or Company.',
		);
	}
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body: IDataObject = { chatId, contact };
	const quoted = addQuoteAndTyping(this, i, fields, body);
	return await sendJson(this, i, method, chatId, body, quoted);
}
