import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { requireHttpUrl, invalid, requireText } from '../../helpers/validation';
import { chatLocator } from '../chatLocator';
import type { Messenger } from '../../helpers/messengers';
import type { ApiMethod } from '../../transport';
import { requireMessageText, sendJson } from './common';
import { chatIdOf } from '../common.description';

export const method = 'sendInteractiveButtons' satisfies ApiMethod;

export const MAX_BUTTONS = 3;
export const MAX_BUTTON_TEXT = 25;

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
	chatLocator(
		'chatId',
		'Chat ID',
		'WhatsApp only: a person, 79001234567@c.us or an …@lid ID, or a phone number with country code (e.g. +7 900 123-45-67)',
		'person',
	),
	{
		displayName: 'Message',
		name: 'message',
		type: 'string',
		required: true,
		default: '',
		typeOptions: { rows: 4 },
		description: 'Text above the buttons (sent as body), at most 20000 characters',
	},
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
					{
						displayName: 'Button Text',
						name: 'buttonText',
						type: 'string',
						default: '',
						placeholder: 'e.g. Open website',
						description: 'Label on the button, at most 25 characters',
					},
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
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Footer',
				name: 'footer',
				type: 'string',
				default: '',
				description: 'Small text under the message, above the buttons',
			},
			{
				displayName: 'Header',
				name: 'header',
				type: 'string',
				default: '',
				description: 'Title above the message',
			},
		],
	},
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
	const buttonText = requireText(ctx, i, `${label} Button Text`, entry.buttonText, MAX_BUTTON_TEXT);
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
	const chatId = chatIdOf(this, i, messenger, {
		allow: ['personal', 'lid'],
		refusal:
			'The service sends interactive buttons to personal chats only: use 79001234567@c.us, an @lid ID or a phone number.',
	});
	const message = requireMessageText(this, i, messenger);
	const entries =
		(this.getNodeParameter('buttons', i, {}) as { button?: IDataObject[] }).button ?? [];
	if (entries.length < 1 || entries.length > MAX_BUTTONS) {
		throw invalid(
			this,
			i,
			`Buttons has ${entries.length} button(s); a message takes 1 to ${MAX_BUTTONS}`,
			`Add at least one button and at most ${MAX_BUTTONS}.`,
		);
	}
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;

	const body: IDataObject = {
		chatId,
		body: message,
		buttons: entries.map((entry, index) => buttonOf(this, i, entry, index)),
	};
	// No documented length limits for header and footer: the 100 KB body check covers them.
	for (const name of ['header', 'footer'] as const) {
		if (typeof fields[name] === 'string' && fields[name].trim() !== '') body[name] = fields[name];
	}
	return await sendJson(this, i, method, chatId, body);
}
