import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { MESSENGERS, type Messenger } from '../helpers/messengerTable';
import { optionsCollection } from '../helpers/optionsCollection';
import {
	requireChatId,
	requireId,
	requireIntegerInRange,
	type ChatIdRules,
} from '../helpers/validation';
import { chatLocator } from './chatLocator';

/*
 * Descriptions are read by people in the editor and, when the node is an AI agent's tool, copied
 * into what the model is told: each says what to put in the field, in which form and how much.
 */

/** "at most 20000 characters on WhatsApp, 4000 on MAX, 4096 on Telegram", from the tables. */
export function limitsOf(limit: 'textMax' | 'captionMax'): string {
	const [first, ...rest] = Object.values(MESSENGERS) as Messenger[];
	const others = rest.map((m) => `${m[limit]} on ${m.label}`).join(', ');
	return `at most ${first[limit]} characters on ${first.label}, ${others}`;
}

/** Every messenger's chat IDs, person and group. */
export const CHAT_FORMS =
	'on WhatsApp 79001234567@c.us (person), 120363043968066561@g.us (group) or an …@lid ID; on MAX and Telegram the number as text, e.g. 10000000 (person) or -10000000000000 (group)';

/** A phone number where a chat ID is asked for. */
export const PHONE_FORM =
	'or a phone number with country code (e.g. +7 900 123-45-67), sent as 79001234567@c.us';

export const CHAT_ID_HINT = `The chat: the chatId a Green API Trigger gives, ${CHAT_FORMS}; ${PHONE_FORM}`;

/** A person's chat: no groups. */
export const PERSON_FORMS =
	'on WhatsApp 79001234567@c.us or an …@lid ID, on MAX and Telegram the number as text (e.g. 10000000); or a phone number with country code (e.g. +7 900 123-45-67)';

export const PERSON_ID_HINT = `A person: ${PERSON_FORMS}`;

/** A group's chat. */
export const GROUP_ID_HINT =
	'The group: pick it from the list, or its chat ID, on WhatsApp ending in @g.us (e.g. 120363043968066561@g.us), on MAX and Telegram a negative number as text (e.g. -10000000000000)';

/** A message ID, which must never pass through a number (MAX IDs have 18 digits). */
export const MESSAGE_ID_FORMS =
	'the idMessage the service gave, as text: hex on WhatsApp (BAE5F4886F6F2D05), digits on MAX and Telegram (115689763107266127)';

export function chatIdField(
	description = CHAT_ID_HINT,
	name = 'chatId',
	displayName = 'Chat ID',
): INodeProperties {
	return chatLocator(name, displayName, description);
}

export const quotedMessageIdField: INodeProperties = {
	displayName: 'Quoted Message ID',
	name: 'quotedMessageId',
	type: 'string',
	default: '',
	placeholder: 'e.g. BAE5F4886F6F2D05',
	description: `Reply to this message: ${MESSAGE_ID_FORMS}. Quoting works only for a message of the same chat that the service knows: incoming messages are known when "Receive notifications about incoming messages and files" is on, messages sent from the phone when "Receive notifications about messages sent from a phone" is on. An unknown ID is answered with an ID but the message is not sent — turn on Verify Quoted Message to catch that.`,
};

/** In every operation's Options: the router reads it once per run (first item). */
export const requestsPerSecondOption: INodeProperties = {
	displayName: 'Requests per Second',
	name: 'requestsPerSecond',
	type: 'number',
	default: 0,
	typeOptions: { minValue: 0, numberPrecision: 2 },
	description:
		'Calls per second allowed for each method of the instance, for gateways with other limits. 0 turns pacing off.',
	hint: 'Without this option every method keeps to the service’s documented limit (sends 50/s, chat history 1/s)',
};

export const verifyQuotedMessageOption: INodeProperties = optionsCollection([
	{
		displayName: 'Verify Quoted Message',
		name: 'verifyQuotedMessage',
		type: 'boolean',
		default: false,
		description:
			'Whether to ask the service (getMessage) whether it knows the quoted message first, and fail the item if it does not — otherwise the service answers with an ID and silently sends nothing',
	},
]);

/** typingTime: milliseconds (1000–20000) for sendMessage/sendContact, seconds (1–20) for forwardMessages. */
const TYPING_TIME = {
	ms: { displayName: 'Typing Time (Ms)', min: 1000, max: 20000, unit: 'milliseconds', extra: '' },
	s: {
		displayName: 'Typing Time (Seconds)',
		min: 1,
		max: 20,
		unit: 'seconds',
		extra: ' (1 when not set)',
	},
};

export function typingTimeField(unit: 'ms' | 's'): INodeProperties {
	const { displayName, min, max, unit: unitName, extra } = TYPING_TIME[unit];
	return {
		displayName,
		name: 'typingTime',
		type: 'number',
		default: min,
		typeOptions: { minValue: min, maxValue: max },
		description: `How long the chat shows "typing…" before sending: a whole number from ${min} to ${max} ${unitName}${extra}`,
	};
}

/** The Chat ID parameter (`chatId`), in the forms of the instance's messenger. */
export function chatIdOf(
	ctx: IExecuteFunctions,
	i: number,
	messenger: Messenger,
	rules: Omit<ChatIdRules, 'messenger'> = {},
): string {
	const value = ctx.getNodeParameter('chatId', i);
	return requireChatId(ctx, i, 'Chat ID', value, { ...rules, messenger });
}

/** Minutes: how far back a journal or status list looks; `description` says what it lists. */
export function minutesField(description: string): INodeProperties {
	return {
		displayName: 'Minutes',
		name: 'minutes',
		type: 'number',
		default: DEFAULT_MINUTES,
		typeOptions: { minValue: 1 },
		description,
	};
}

const DEFAULT_MINUTES = 1440;

/** The Minutes of `minutesField`: a whole number, 1 or more. */
export function minutesOf(ctx: IExecuteFunctions, i: number): number {
	const value = ctx.getNodeParameter('minutes', i, DEFAULT_MINUTES);
	return requireIntegerInRange(ctx, i, 'Minutes', value, 1, Number.MAX_SAFE_INTEGER);
}

/** The n8n binary field a file is read from or written to (n8n's usual names and defaults). */
export function binaryPropertyField(
	direction: 'input' | 'output',
	description?: string,
): INodeProperties {
	const field: INodeProperties =
		direction === 'input'
			? {
					displayName: 'Input Data Field Name',
					name: 'binaryPropertyName',
					type: 'string',
					required: true,
					default: 'data',
					placeholder: 'e.g. data',
					hint: 'The name of the input binary field containing the file to be sent',
					description: 'Binary field of the input item that holds the file (at most 100 MB)',
				}
			: {
					displayName: 'Put Output File in Field',
					name: 'binaryPropertyName',
					type: 'string',
					required: true,
					default: 'data',
					placeholder: 'e.g. data',
					hint: 'The name of the output binary field to put the file in',
					description: 'Binary field of the output item that receives the downloaded file',
				};
	return description ? { ...field, description } : field;
}

/** Message ID: `description` says which message; the forms a chat message's ID takes follow it. */
export function messageIdField(description: string, chatMessage = true): INodeProperties {
	return {
		displayName: 'Message ID',
		name: 'messageId',
		type: 'string',
		required: true,
		default: '',
		placeholder: `e.g. ${MESSAGE_ID_EXAMPLE}`,
		description: chatMessage ? `${description}. Use ${MESSAGE_ID_FORMS}.` : description,
	};
}

const MESSAGE_ID_EXAMPLE = 'BAE5F4886F6F2D05';

/** The Message ID of `messageIdField`, checked to be one ID. */
export function messageIdOf(ctx: IExecuteFunctions, i: number): string {
	return requireId(ctx, i, 'Message ID', ctx.getNodeParameter('messageId', i), MESSAGE_ID_EXAMPLE);
}

/**
 * `properties` with Requests per Second in every operation's Options: added to the Options
 * collections there are, and an Options collection holding only it for the operations without
 * one (`resources`: resource → operation → module).
 */
export function withPacingOption(
	properties: INodeProperties[],
	resources: Record<string, Record<string, unknown>>,
): INodeProperties[] {
	const own = new Set<string>();
	const withOption = properties.map((property) => {
		if (property.name !== 'options' || property.type !== 'collection') return property;
		const show = property.displayOptions?.show ?? {};
		for (const resource of show.resource ?? [])
			for (const operation of show.operation ?? []) own.add(`${resource}.${operation}`);
		return { ...property, options: [...(property.options ?? []), requestsPerSecondOption] };
	});
	const added = Object.entries(resources).flatMap(([resource, operations]) => {
		const without = Object.keys(operations).filter((op) => !own.has(`${resource}.${op}`));
		if (!without.length) return [];
		const show = { resource: [resource], operation: without };
		return [optionsCollection([requestsPerSecondOption], { show })];
	});
	return [...withOption, ...added];
}
