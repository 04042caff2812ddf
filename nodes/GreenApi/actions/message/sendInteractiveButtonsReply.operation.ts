import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { invalid, textOf } from '../../helpers/validation';
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

export const method = 'sendInteractiveButtonsReply' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'Reply buttons are in beta at the service and reach personal chats only. Each button can be pressed once; the press comes back to a Green API Trigger as an incoming message with the button’s ID.',
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
		description: 'One to three buttons the person answers with',
		options: [
			{
				displayName: 'Button',
				name: 'button',
				values: [
					{
						displayName: 'Button ID',
						name: 'buttonId',
						type: 'string',
						default: '',
						placeholder: 'e.g. yes',
						description:
							'What the answer carries to tell the buttons apart; empty: the button’s position (1, 2, 3)',
					},
					buttonTextField,
				],
			},
		],
	},
	headerFooterFields,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: [method] } },
	properties,
);

/** A reply button: its label and its ID (the position when none is given), each ID once. */
function replyButtonOf(
	ctx: IExecuteFunctions,
	i: number,
	entry: IDataObject,
	index: number,
	seen: Map<string, number>,
): IDataObject {
	const label = `Button ${index + 1}`;
	const buttonText = buttonTextOf(ctx, i, label, entry);
	const buttonId = textOf(ctx, i, `${label} Button ID`, entry.buttonId).trim() || String(index + 1);
	const first = seen.get(buttonId);
	if (first !== undefined) {
		throw invalid(
			ctx,
			i,
			`${label} has the Button ID "${buttonId}" of Button ${first + 1}`,
			'Give each button its own ID, or leave the IDs empty to number the buttons.',
		);
	}
	seen.set(buttonId, index);
	return { buttonId, buttonText };
}

/** sendInteractiveButtonsReply → `{ idMessage }`. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const seen = new Map<string, number>();
	const body = buttonsBody(this, i, messenger, (entry, index) =>
		replyButtonOf(this, i, entry, index, seen),
	);
	return await sendJson(this, i, method, body.chatId as string, body);
}
