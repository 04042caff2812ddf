import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

import { MESSENGERS, type Messenger } from '../../helpers/messengerTable';
import { invalid, requireIntegerInRange } from '../../helpers/validation';
import { apiRequest, type ApiMethod } from '../../transport';
import { chatIdField, chatIdOf } from '../common.description';

/*
 * sendTyping shows "typing…" (or another activity) in a chat: green-api.com/en/docs/api/service/SendTyping/,
 * green-api.com/v3/docs/api/service/SendTyping/ (MAX), green-api.com/en/telegram/docs/api/service/SendTyping/.
 */

export const method = 'sendTyping' satisfies ApiMethod;

/** Each indicator's name, with the messengers that show it (their typingTypes tables decide). */
const TYPES: Record<string, string> = {
	text: 'Typing',
	recording: 'Recording Audio',
	video: 'Video',
	image: 'Image',
	record_voice_note: 'Record Voice Note',
	upload_voice_note: 'Upload Voice Note',
	record_video_note: 'Record Video Note',
	upload_video_note: 'Upload Video Note',
	record_video: 'Record Video',
	upload_video: 'Upload Video',
	upload_photo: 'Upload Photo',
	upload_document: 'Upload Document',
	choose_sticker: 'Choose Sticker',
	choose_location: 'Choose Location',
	choose_contact: 'Choose Contact',
};

const showing = (type: string) =>
	Object.values(MESSENGERS)
		.filter((messenger) => messenger.typingTypes.includes(type))
		.map((messenger) => messenger.label);

const TYPE_OPTIONS: INodePropertyOptions[] = Object.entries(TYPES)
	.map(([value, name]) => ({ name: `${name} (${showing(value).join(', ')})`, value }))
	.sort((a, b) => a.name.localeCompare(b.name));

const properties: INodeProperties[] = [
	chatIdField(),
	{
		displayName: 'Typing Time (Ms)',
		name: 'typingTime',
		type: 'number',
		required: true,
		default: 3000,
		typeOptions: { minValue: 1000, maxValue: 20000 },
		description:
			'How long the chat shows the indicator: a whole number from 1000 to 20000 milliseconds (required on MAX and Telegram; WhatsApp takes 1000 when empty)',
		hint: 'Delivery time adds up: the send queue’s interval (delaySendMessagesMilliseconds) + this typing time (+ a file’s upload time on MAX and Telegram)',
	},
	{
		displayName: 'Typing Type',
		name: 'typingType',
		type: 'options',
		default: 'text',
		options: TYPE_OPTIONS,
		description:
			'What the chat shows the account doing; the messengers in brackets show it. WhatsApp: typing or recording audio; MAX: typing, recording, video, image; Telegram: its chat actions.',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['sendTyping'] } },
	properties,
);

function typingTypeOf(ctx: IExecuteFunctions, i: number, messenger: Messenger): string {
	const type = String(ctx.getNodeParameter('typingType', i, 'text')).trim();
	if (messenger.typingTypes.includes(type)) return type;
	throw invalid(
		ctx,
		i,
		`Typing Type "${type}" is not one ${messenger.label} shows`,
		`Choose one of ${messenger.typingTypes.map((t) => `${TYPES[t] ?? t} (${t})`).join(', ')}.`,
	);
}

function typingTimeOf(ctx: IExecuteFunctions, i: number, messenger: Messenger) {
	const value = ctx.getNodeParameter('typingTime', i, '') as unknown;
	if (value !== '' && value !== null && value !== undefined)
		return requireIntegerInRange(ctx, i, 'Typing Time', value, 1000, 20000, 'milliseconds');
	if (!messenger.typingTimeRequired) return undefined;
	throw invalid(
		ctx,
		i,
		`Typing Time is required on ${messenger.label} instances`,
		'Set Typing Time to a whole number from 1000 to 20000 milliseconds.',
	);
}

/**
 * The newest WhatsApp page answers an empty 200, older copies `{ idMessage }`; MAX and Telegram
 * document no answer. The item says what was shown, with the ID when the service gives one.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const typingType = typingTypeOf(this, i, messenger);
	const typingTime = typingTimeOf(this, i, messenger);
	const body: IDataObject = { chatId };
	if (typingTime !== undefined) body.typingTime = typingTime;
	// WhatsApp documents its text indicator as sendTyping without typingType.
	const sent = typingType === 'text' ? messenger.textTypingType : typingType;
	if (sent) body.typingType = sent;
	const answer = (await apiRequest.call(this, method, { body, itemIndex: i })) as unknown;
	const idMessage = (answer as IDataObject | null)?.idMessage;
	return this.helpers.returnJsonArray({
		typing: true,
		chatId,
		typingType,
		...(typingTime !== undefined ? { typingTime } : {}),
		...(typeof idMessage === 'string' && idMessage ? { idMessage } : {}),
	});
}
