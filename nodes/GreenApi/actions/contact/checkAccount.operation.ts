import {
	NodeApiError,
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
	type JsonObject,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { requirePhoneNumber } from '../../helpers/phoneNumber';
import { invalid, textOf } from '../../helpers/validation';
import { apiRequest, type ApiMethod } from '../../transport';

/** The account check of the instance's messenger (checkWhatsapp, checkAccount). */
export const method = (messenger: Messenger): ApiMethod => messenger.check.method as ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName: 'Phone Number',
		name: 'phoneNumber',
		type: 'number',
		required: true,
		default: 0,
		placeholder: 'e.g. 79001234567',
		description:
			'Number to check, digits with country code and without +: 11 to 16 digits on WhatsApp, 11 or 12 starting with 7 or 375 on MAX, up to 15 on Telegram (0 when checking a Telegram username). Each check counts against the plan’s monthly quota of account checks.',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Username (Telegram)',
				name: 'username',
				type: 'string',
				default: '',
				placeholder: 'e.g. @durov',
				description:
					'Check a Telegram username instead of a phone number (leave Phone Number at 0); Telegram instances only',
			},
		],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['checkAccount'] } },
	properties,
);

/** Telegram usernames: 5 to 32 letters, digits and underscores (Telegram's own rule). */
const USERNAME = /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/;

/** The request body: `{ phoneNumber }`, or on Telegram `{ username: "@name" }`. */
function bodyOf(ctx: IExecuteFunctions, i: number, messenger: Messenger): IDataObject {
	const fields = ctx.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const username = textOf(ctx, i, 'Username', fields.username).trim();
	const phone = ctx.getNodeParameter('phoneNumber', i);
	if (!username) {
		const { check, limitOwner } = messenger;
		return { phoneNumber: requirePhoneNumber(ctx, i, 'Phone Number', phone, check, limitOwner) };
	}
	if (!messenger.check.username) {
		throw invalid(
			ctx,
			i,
			`${messenger.label} cannot check a username`,
			'Only Telegram instances check usernames: remove Username and enter the phone number.',
		);
	}
	if (phone !== 0 && phone !== '' && phone !== null && phone !== undefined) {
		throw invalid(
			ctx,
			i,
			'Both Phone Number and Username are set',
			'Telegram checks one of the two: set Phone Number to 0 to check the username, or remove Username.',
		);
	}
	if (!USERNAME.test(username)) {
		throw invalid(
			ctx,
			i,
			`Username "${username.slice(0, 40)}" is not a Telegram username`,
			'A username has 5 to 32 letters, digits or underscores and starts with a letter, e.g. @durov.',
		);
	}
	return { username: username.startsWith('@') ? username : `@${username}` };
}

/**
 * Phone number (or Telegram username) → `{ exists, chatId }` on every messenger: checkWhatsapp
 * answers `{ existsWhatsapp }` (a WhatsApp chat ID is the number with @c.us), MAX and Telegram's
 * checkAccount `{ exist, chatId }`; the service's own fields stay beside them.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const body = bodyOf(this, i, messenger);
	const called = method(messenger);
	const answer = ((await apiRequest.call(this, called, { body, itemIndex: i })) ??
		{}) as IDataObject;
	const { answer: field, answerHasChatId } = messenger.check;
	const flag = answer[field];
	if (typeof flag !== 'boolean') {
		// A 200 without the flag (a refusal such as rate_limit_exceeded) is no "does not exist".
		const reason = typeof answer.reason === 'string' ? `: ${answer.reason}` : '';
		throw new NodeApiError(this.getNode(), answer as JsonObject, {
			itemIndex: i,
			message: `The service did not check the account${reason}`,
			description: `${called} answered without ${field}; try again later.`,
		});
	}
	let chatId = typeof answer.chatId === 'string' ? answer.chatId : '';
	if (!chatId && flag && !answerHasChatId) chatId = `${String(body.phoneNumber)}@c.us`;
	return this.helpers.returnJsonArray({ ...answer, exists: flag, chatId });
}
