import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { optionsCollection } from '../helpers/optionsCollection';
import { DEFAULT_MAX_FILE_SIZE_MB, FILE_TYPES } from './download';
import { DEFAULT_EVENT, EVENT_OPTIONS } from './events';

/**
 * typeMessage values of message notifications, for the type filter (green-api.com/en/docs/api/receiving/notifications-format/).
 * "Text" also matches the other plain-text kinds (see the filter).
 */
const MESSAGE_TYPES: INodePropertyOptions[] = [
	{ name: 'Audio', value: 'audioMessage' },
	{ name: 'Button Reply', value: 'buttonsResponseMessage' },
	{ name: 'Buttons', value: 'buttonsMessage' },
	{ name: 'Contact', value: 'contactMessage' },
	{ name: 'Contacts List', value: 'contactsArrayMessage' },
	{ name: 'Deleted Message', value: 'deletedMessage' },
	{ name: 'Document', value: 'documentMessage' },
	{ name: 'Edited Message', value: 'editedMessage' },
	{ name: 'Extended Text (Link Preview)', value: 'extendedTextMessage' },
	{ name: 'Group Invite', value: 'groupInviteMessage' },
	{ name: 'Image', value: 'imageMessage' },
	{ name: 'Interactive Button Reply', value: 'interactiveButtonsResponse' },
	{ name: 'Interactive Buttons', value: 'interactiveButtons' },
	{ name: 'List', value: 'listMessage' },
	{ name: 'List Reply', value: 'listResponseMessage' },
	{ name: 'Location', value: 'locationMessage' },
	{ name: 'Poll', value: 'pollMessage' },
	{ name: 'Poll Vote', value: 'pollUpdateMessage' },
	{ name: 'Quoted Reply', value: 'quotedMessage' },
	{ name: 'Reaction', value: 'reactionMessage' },
	{ name: 'Sticker', value: 'stickerMessage' },
	{ name: 'Template', value: 'templateMessage' },
	{ name: 'Template Button Reply', value: 'templateButtonsReplyMessage' },
	{
		name: 'Text',
		value: 'textMessage',
		description: 'Every plain text: textMessage, extendedTextMessage and quotedMessage',
	},
	{ name: 'Video', value: 'videoMessage' },
];

export const eventsProperty: INodeProperties = {
	displayName: 'Events',
	name: 'events',
	type: 'multiOptions',
	required: true,
	default: [DEFAULT_EVENT],
	options: EVENT_OPTIONS,
	description:
		'Which notifications start the workflow; the node switches the matching instance settings on and the others off',
};

/** The Options fields every delivery way has. */
const OPTIONS: INodeProperties[] = [
	{
		displayName: 'Chat IDs',
		name: 'chatIds',
		type: 'string',
		default: '',
		placeholder: 'e.g. 79001234567@c.us, +7 900 765-43-21, -10000000000000',
		description:
			'Comma-separated chat IDs or phone numbers; notifications about other chats are ignored. On WhatsApp a number is a phone number (&lt;digits&gt;@c.us), on MAX and Telegram the chat ID itself. Empty means all chats.',
	},
	{
		displayName: 'Chat Type',
		name: 'chatType',
		type: 'options',
		default: 'all',
		options: [
			{ name: 'All', value: 'all' },
			{
				name: 'Group',
				value: 'group',
				description: 'Only group chats (…@g.us; on MAX and Telegram a negative chat ID)',
			},
			{
				name: 'Personal',
				value: 'personal',
				description: 'Only personal chats (…@c.us, …@lid; on MAX and Telegram a positive chat ID)',
			},
		],
		description: 'Which kind of chat a notification must be about',
	},
	{
		displayName: 'Download Files',
		name: 'downloadFiles',
		type: 'boolean',
		default: false,
		description:
			'Whether to add the file of each image, video, audio or voice note, document or sticker message to its item as binary data. A file that is skipped or cannot be downloaded still starts the workflow, with a "download" field that says why.',
	},
	{
		displayName: 'File Types to Download',
		name: 'fileTypes',
		type: 'multiOptions',
		default: [],
		options: Object.entries(FILE_TYPES).map(([value, name]) => ({ name, value })),
		description:
			'With Download Files: which kinds of file to download; empty means all. Messages of the other kinds start the workflow without their file.',
	},
	{
		displayName: 'Ignore Duplicates',
		name: 'ignoreDuplicates',
		type: 'boolean',
		default: false,
		description:
			'Whether to ignore a notification with the same type, chat, message ID and status as one seen recently (the service re-sends notifications it thinks were not received)',
	},
	{
		displayName: 'Message Types',
		name: 'messageTypes',
		type: 'multiOptions',
		default: [],
		options: MESSAGE_TYPES,
		description: 'Only start on messages of these types; empty means all types',
	},
	{
		displayName: 'Max File Size (MB)',
		name: 'maxFileSize',
		type: 'number',
		default: DEFAULT_MAX_FILE_SIZE_MB,
		typeOptions: { minValue: 0.01, maxValue: 1024, numberPrecision: 2 },
		description:
			'With Download Files: larger files are not downloaded, and their item says so. The service passes on files of up to 100 MB.',
	},
	{
		displayName: 'Put File in Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		placeholder: 'e.g. data',
		hint: 'The name of the output binary field to put the file in',
		description: 'With Download Files: the binary field of the item that receives the file',
	},
	{
		displayName: 'Take Over Instance',
		name: 'takeOver',
		type: 'boolean',
		default: false,
		description:
			'Whether to take over an instance that already sends its notifications elsewhere; otherwise activation stops and names where they go',
	},
];

/** The Options collection, with the fields of one delivery way added in display-name order. */
export function optionsProperty(extra: INodeProperties[] = []): INodeProperties {
	return optionsCollection(
		[...OPTIONS, ...extra].sort((a, b) => a.displayName.localeCompare(b.displayName)),
	);
}
