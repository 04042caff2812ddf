import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { invalid, requireText } from '../../helpers/validation';
import {
	chatIdField,
	quotedMessageIdField,
	verifyQuotedMessageOption,
	chatIdOf,
} from '../common.description';
import type { ApiMethod } from '../../transport';
import { quotedIdOf, sendJson } from './common';

export const method = 'sendPoll' satisfies ApiMethod;

export const MAX_QUESTION_LENGTH = 255;
export const MAX_OPTION_LENGTH = 100;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 12;

const properties: INodeProperties[] = [
	chatIdField(),
	{
		displayName: 'Message',
		name: 'message',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Where shall we meet?',
		description: 'The poll question, at most 255 characters',
	},
	{
		displayName: 'Poll Options',
		name: 'pollOptions',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true, sortable: true },
		placeholder: 'Add Poll Option',
		default: {},
		description: 'The answers to choose from: 2 to 12, each unique and at most 100 characters',
		options: [
			{
				displayName: 'Option',
				name: 'option',
				values: [
					{
						displayName: 'Option Name',
						name: 'optionName',
						type: 'string',
						default: '',
						placeholder: 'e.g. At the office',
					},
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
				displayName: 'Multiple Answers',
				name: 'multipleAnswers',
				type: 'boolean',
				default: false,
				description: 'Whether voters may pick more than one option',
			},
			quotedMessageIdField,
		],
	},
	verifyQuotedMessageOption,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['sendPoll'] } },
	properties,
);

function pollOptionsOf(ctx: IExecuteFunctions, i: number): Array<{ optionName: string }> {
	const collection = ctx.getNodeParameter('pollOptions', i, {}) as {
		option?: Array<{ optionName?: unknown }>;
	};
	const names = (collection.option ?? []).map((entry) => String(entry.optionName ?? '').trim());
	if (names.length < MIN_OPTIONS || names.length > MAX_OPTIONS) {
		throw invalid(
			ctx,
			i,
			`Poll Options has ${names.length} option(s); a poll needs ${MIN_OPTIONS} to ${MAX_OPTIONS}`,
			`Add or remove options so there are between ${MIN_OPTIONS} and ${MAX_OPTIONS}.`,
		);
	}
	names.forEach((name, index) => {
		if (!name)
			throw invalid(
				ctx,
				i,
				`Poll option ${index + 1} is empty`,
				'Enter a name for every option or remove the empty one.',
			);
		if (name.length > MAX_OPTION_LENGTH) {
			throw invalid(
				ctx,
				i,
				`Poll option ${index + 1} is ${name.length} characters long; the service accepts at most ${MAX_OPTION_LENGTH}`,
				`Shorten the option to ${MAX_OPTION_LENGTH} characters.`,
			);
		}
		if (names.indexOf(name) !== index) {
			throw invalid(
				ctx,
				i,
				`Poll option "${name.slice(0, 40)}" appears more than once`,
				'Every option of a poll must be unique: rename or remove the duplicate.',
			);
		}
	});
	return names.map((optionName) => ({ optionName }));
}

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const message = requireText(
		this,
		i,
		'Message',
		this.getNodeParameter('message', i),
		MAX_QUESTION_LENGTH,
	);
	const options = pollOptionsOf(this, i);
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;

	const body: IDataObject = { chatId, message, options };
	if (typeof fields.multipleAnswers === 'boolean') body.multipleAnswers = fields.multipleAnswers;
	const quoted = quotedIdOf(fields);
	if (quoted) body.quotedMessageId = quoted;
	return await sendJson(this, i, method, chatId, body, quoted);
}
