import {
	NodeApiError,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
	type JsonObject,
} from 'n8n-workflow';

import { asNodeError } from '../../helpers/errors';
import type { Messenger } from '../../helpers/messengerTable';
import { invalid, requireText, textOf } from '../../helpers/validation';
import { apiRequest } from '../../transport';
import { chatLocator } from '../chatLocator';
import { PERSON_FORMS, chatIdOf } from '../common.description';
import { operationModule } from '../operationModule';

/*
 * Create, Update and Delete of a contact: addContact, editContact and deleteContact (beta;
 * green-api.com/en/docs/api/contacts/AddContact/ and the pages beside it). Each answers
 * `{ <method>: true }`; the documented refusals become errors that say what to do.
 */

type ContactMethod = 'addContact' | 'editContact' | 'deleteContact';

const contactChatIdField = chatLocator(
	'chatId',
	'Chat ID',
	`The person: ${PERSON_FORMS}. @lid IDs and groups are refused (a contact is a phone number).`,
	'person',
);

const nameFields: INodeProperties[] = [
	{
		displayName: 'First Name',
		name: 'firstName',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Anna',
		description: 'The first name the contact is saved under',
	},
	{
		displayName: 'Last Name',
		name: 'lastName',
		type: 'string',
		default: '',
		placeholder: 'e.g. Petrova',
		description: 'The last name the contact is saved under (optional)',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Save in Address Book',
				name: 'saveInAddressbook',
				type: 'boolean',
				default: true,
				description:
					'Whether to also save the contact in the address book of the phone (WhatsApp only; the service’s default is yes). MAX and Telegram keep contacts apart from the phone’s address book.',
			},
		],
	},
];

/** What to do about each documented refusal, recognised by the service's text. */
const REFUSALS: Array<[RegExp, string]> = [
	[/already exists/i, 'The contact is already saved: change its name with Contact → Update.'],
	[
		/is not on /i,
		'The number has no account on this messenger: check it with Contact → Check Account.',
	],
	[/not found/i, 'Only a saved contact can be updated or deleted: save it with Contact → Create.'],
];

/** The contact's body: chatId, and for Create and Update the names (and saveInAddressbook). */
function bodyOf(
	ctx: IExecuteFunctions,
	i: number,
	messenger: Messenger,
	method: ContactMethod,
): IDataObject {
	const chatId = chatIdOf(ctx, i, messenger, {
		allow: ['personal', 'phone'],
		refusal: 'A contact is a person’s phone number: use 79001234567@c.us or the phone number.',
	});
	if (method === 'deleteContact') return { chatId };
	const body: IDataObject = {
		chatId,
		firstName: requireText(ctx, i, 'First Name', ctx.getNodeParameter('firstName', i)),
	};
	const lastName = textOf(ctx, i, 'Last Name', ctx.getNodeParameter('lastName', i, '')).trim();
	if (lastName) body.lastName = lastName;
	const fields = ctx.getNodeParameter('additionalFields', i, {}) as IDataObject;
	if (fields.saveInAddressbook !== undefined) {
		if (!messenger.phoneBook) {
			throw invalid(
				ctx,
				i,
				`Save in Address Book is not available on ${messenger.label} instances`,
				`${messenger.label} keeps contacts apart from the phone’s address book: remove Save in Address Book.`,
			);
		}
		body.saveInAddressbook = fields.saveInAddressbook === true;
	}
	return body;
}

/** Calls `method` once and gives `{ <method>: true, chatId }`; a refusal says what to do. */
async function changeContact(
	ctx: IExecuteFunctions,
	i: number,
	messenger: Messenger,
	method: ContactMethod,
): Promise<INodeExecutionData[]> {
	const body = bodyOf(ctx, i, messenger, method);
	let answer: IDataObject;
	try {
		answer = ((await apiRequest.call(ctx, method, { body, itemIndex: i })) ?? {}) as IDataObject;
	} catch (error) {
		const failure = asNodeError(ctx.getNode(), error);
		const refusal = failure instanceof NodeApiError ? failure.message : '';
		const fix = REFUSALS.find(([pattern]) => pattern.test(refusal))?.[1];
		if (fix) failure.description = fix;
		throw failure;
	}
	if (answer[method] !== true) {
		// On an error the flag is absent and a message says why (the contact pages).
		const reason = typeof answer.message === 'string' ? `: ${answer.message}` : '';
		throw new NodeApiError(ctx.getNode(), answer as JsonObject, {
			itemIndex: i,
			message: `The service did not ${method.replace('Contact', '')} the contact${reason}`,
			description: `${method} answered without ${method}: true; check the chat ID and try again.`,
		});
	}
	return ctx.helpers.returnJsonArray({ ...answer, chatId: body.chatId as string });
}

/** The contact operation `operation`: `method` on a person's chat, with the names but for Delete. */
export function addressBookOperation(operation: string, method: ContactMethod) {
	const fields = method === 'deleteContact' ? [] : nameFields;
	return operationModule(
		'contact',
		operation,
		[contactChatIdField, ...fields],
		async (ctx, i, messenger) => await changeContact(ctx, i, messenger, method),
	);
}
