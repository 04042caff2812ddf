import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { invalid, requireHttpUrl } from '../../helpers/validation';
import type { ApiMethod } from '../../transport';
import {
	buttonsBody,
	buttonsChatIdField,
	buttonsMessageField,
	buttonTextField,
	buttonTextOf,
	headerFooterFields,
} from './buttons';
import { sendJson } from './common';

export const method = 'sendInteractiveButtons' satisfies ApiMethod;

/** Each button type carries its value in its own field. */
const VALUE_FIELD = { copy: 'copyCode', call: 'phoneNumber', url: 'url' } as const;
type ButtonType = keyof typeof VALUE_FIELD;

const valueField = (
	type: ButtonType,
	displayName: string,
	placeholder: string,
	description: string,
): INodeProperties => ({
	displayName,
	name: VALUE_FIELD[type],
	type: 'string',
	default: '',
	placeholder,
	description,
	displayOptions: { show: { type: [type] } },
});

const properties: INodeProperties[] = [
	{
		displayName:
			'Interactive buttons are in beta at the service and reach personal chats only; WhatsApp for Windows does not show them.',
		name: 'buttonsNotice',
		type: 'notice',
		default: '',
	},
	buttonsChatIdField,
	buttonsMessageField,
	{
		displayName: 'Buttons',
		name: 'buttons',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, sortable: true },
		placeholder: 'Add Button',
		default: {},
		description: 'One to three buttons that copy a code, call a number or open a link',
		options: [
			{
				displayName: 'Button',
				name: 'button',
				values: [
					{
						displayName: 'Type',
						name: 'type',
						type: 'options',
						default: 'url',
						options: [
							{ name: 'Call', value: 'call', description: 'Start a call to a phone number' },
							{ name: 'Copy', value: 'copy', description: 'Copy a code to the clipboard' },
							{ name: 'URL', value: 'url', description: 'Open a link' },
						],
					},
					buttonTextField,
					valueField(
						'copy',
						'Copy Code',
						'e.g. SALE2026',
						'Text copied when the button is pressed',
					),
					valueField(
						'call',
						'Phone Number',
						'e.g. 79001234567',
						'Number called when the button is pressed, in international format',
					),
					valueField(
						'url',
						'URL',
						'e.g. https://example.com',
						'Link opened when the button is pressed',
					),
				],
			},
		],
	},
	headerFooterFields,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['sendInteractiveButtons'] } },
	properties,
);

function buttonOf(
	ctx: IExecuteFunctions,
	i: number,
	entry: IDataObject,
	index: number,
): IDataObject {
	const label = `Button ${index + 1}`;
	const type = String(entry.type ?? '') as ButtonType;
	if (!(type in VALUE_FIELD))
		throw invalid(
			ctx,
			i,
			`${label} has the type "${type}"`,
			'Choose Call, Copy or URL as the button type.',
		);
	const buttonText = buttonTextOf(ctx, i, label, entry);
	const field = VALUE_FIELD[type];
	const raw = typeof entry[field] === 'string' ? (entry[field] as string).trim() : '';
	let value = raw;
	if (type === 'url') value = requireHttpUrl(ctx, i, `${label} URL`, raw, 'https://example.com');
	if (type === 'call') {
		value = raw.replace(/[\s\-().]/g, '').replace(/^\+/, '');
		if (!/^\d{5,16}$/.test(value)) {
			throw invalid(
				ctx,
				i,
				`${label} Phone Number ${JSON.stringify(raw)} is not a phone number`,
				'Enter the number in international format, e.g. 79001234567.',
			);
		}
	}
	if (type === 'copy' && !value)
		throw invalid(ctx, i, `${label} Copy Code is empty`, 'Enter the text the button copies.');
	// The service requires an ID per button; the position is stable and unique within the message.
	return { type, buttonId: String(index + 1), buttonText, [field]: value };
}

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const body = buttonsBody(this, i, messenger, (entry, index) => buttonOf(this, i, entry, index));
	return await sendJson(this, i, method, body.chatId as string, body);
}
