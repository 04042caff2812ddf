import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { invalid, requireText } from '../../helpers/validation';
import { chatLocator } from '../chatLocator';
import { chatIdOf } from '../common.description';
import { requireMessageText } from './common';

/*
 * What Send Interactive Buttons and Send Interactive Buttons Reply share: a personal chat, the
 * text above the buttons, one to three buttons with a label of at most 25 characters, and an
 * optional header and footer (green-api.com/en/docs/api/sending/SendInteractiveButtons/ and
 * …/SendInteractiveButtonsReply/).
 */

export const MAX_BUTTONS = 3;
export const MAX_BUTTON_TEXT = 25;

export const buttonsChatIdField = chatLocator(
	'chatId',
	'Chat ID',
	'WhatsApp only: a person, 79001234567@c.us or an …@lid ID, or a phone number with country code (e.g. +7 900 123-45-67)',
	'person',
);

export const buttonsMessageField: INodeProperties = {
	displayName: 'Message',
	name: 'message',
	type: 'string',
	required: true,
	default: '',
	typeOptions: { rows: 4 },
	description: 'Text above the buttons (sent as body), at most 20000 characters',
};

export const buttonTextField: INodeProperties = {
	displayName: 'Button Text',
	name: 'buttonText',
	type: 'string',
	default: '',
	placeholder: 'e.g. Open website',
	description: 'Label on the button, at most 25 characters',
};

export const headerFooterFields: INodeProperties = {
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
};

/** The Button Text of button `label` ("Button 2"): not empty, at most 25 characters. */
export function buttonTextOf(
	ctx: IExecuteFunctions,
	i: number,
	label: string,
	entry: IDataObject,
): string {
	return requireText(ctx, i, `${label} Button Text`, entry.buttonText, MAX_BUTTON_TEXT);
}

/**
 * The body both methods share, with the buttons `buttonOf` makes of each entry: chatId (a
 * person), body, buttons (1 to 3), and header and footer when set. No length limits are
 * documented for header and footer: the 100 KB body check covers them.
 */
export function buttonsBody(
	ctx: IExecuteFunctions,
	i: number,
	messenger: Messenger,
	buttonOf: (entry: IDataObject, index: number) => IDataObject,
): IDataObject {
	const chatId = chatIdOf(ctx, i, messenger, {
		allow: ['personal', 'lid'],
		refusal:
			'The service sends interactive buttons to personal chats only: use 79001234567@c.us, an @lid ID or a phone number.',
	});
	const message = requireMessageText(ctx, i, messenger);
	const entries =
		(ctx.getNodeParameter('buttons', i, {}) as { button?: IDataObject[] }).button ?? [];
	if (entries.length < 1 || entries.length > MAX_BUTTONS) {
		throw invalid(
			ctx,
			i,
			`Buttons has ${entries.length} button(s); a message takes 1 to ${MAX_BUTTONS}`,
			`Add at least one button and at most ${MAX_BUTTONS}.`,
		);
	}
	const fields = ctx.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const body: IDataObject = { chatId, body: message, buttons: entries.map(buttonOf) };
	for (const name of ['header', 'footer'] as const) {
		if (typeof fields[name] === 'string' && fields[name].trim() !== '') body[name] = fields[name];
	}
	return body;
}
