import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { requireId } from '../helpers/validation';
import { chatLocator } from './chatLocator';

export const CHAT_ID_HINT =
	'Personal chat 79001234567@c.us, group 120363043968066561@g.us, an @lid ID, or a phone number with country code (e.g. +7 900 123-45-67), which becomes digits@c.us';

export function chatIdField(
	description = CHAT_ID_HINT,
	name = 'chatId',
	displayName = 'Chat ID',
): INodeProperties {
	return chatLocator(name, displayName, description);
}

export const QUOTED_MESSAGE_RULE =
	'Quoting works only for a message of the same chat that the service knows: incoming messages are known when "Receive notifications about incoming messages and files" is on, messages sent from the phone when "Receive notifications about messages sent from a phone" is on. An unknown ID is answered with an ID but the message is not sent — turn on Verify Quoted Message to catch that.';

export const quotedMessageIdField: INodeProperties = {
	displayName: 'Quoted Message ID',
	name: 'quotedMessageId',
	type: 'string',
	default: '',
	placeholder: 'e.g. BAE5F4886F6F2D05',
	description: QUOTED_MESSAGE_RULE,
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

export const verifyQuotedMessageOption: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add option',
	default: {},
	options: [
		{
			displayName: 'Verify Quoted Message',
			name: 'verifyQuotedMessage',
			type: 'boolean',
			default: false,
			description:
				'Whether to ask the service (getMessage) whether it knows the quoted message first, and fail the item if it does not — otherwise the service answers with an ID and silently sends nothing',
		},
	],
};

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
		description: `How long the chat shows "typing…" before sending, ${min} to ${max} ${unitName}${extra}`,
	};
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

export function messageIdField(description: string): INodeProperties {
	return {
		displayName: 'Message ID',
		name: 'messageId',
		type: 'string',
		required: true,
		default: '',
		placeholder: `e.g. ${MESSAGE_ID_EXAMPLE}`,
		description,
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
		const options: INodeProperties = {
			displayName: 'Options',
			name: 'options',
			type: 'collection',
			placeholder: 'Add option',
			default: {},
			displayOptions: { show: { resource: [resource], operation: without } },
			options: [requestsPerSecondOption],
		};
		return [options];
	});
	return [...withOption, ...added];
}
