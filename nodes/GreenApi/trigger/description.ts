import type { INodeProperties } from 'n8n-workflow';

import { DEFAULT_EVENT, EVENT_OPTIONS } from './events';

/** typeMessage values of message notifications (green-api.com/en/docs/api/receiving/notifications-format/), for the type filter. */
const MESSAGE_TYPES: Array<[string, string]> = [
	['Audio', 'audioMessage'],
	['Buttons', 'buttonsMessage'],
	['Contact', 'contactMessage'],
	['Contacts List', 'contactsArrayMessage'],
	['Deleted Message', 'deletedMessage'],
	['Document', 'documentMessage'],
	['Edited Message', 'editedMessage'],
	['Extended Text (Link, Reply)', 'extendedTextMessage'],
	['Group Invite', 'groupInviteMessage'],
	['Image', 'imageMessage'],
	['Interactive Buttons', 'interactiveButtons'],
	['Interactive Buttons Reply', 'interactiveButtonsReply'],
	['List', 'listMessage'],
	['Location', 'locationMessage'],
	['Poll', 'pollMessage'],
	['Poll Vote', 'pollUpdateMessage'],
	['Quoted Message', 'quotedMessage'],
	['Reaction', 'reactionMessage'],
	['Sticker', 'stickerMessage'],
	['Template', 'templateMessage'],
	['Template Button Reply', 'templateButtonsReplyMessage'],
	['Text', 'textMessage'],
	['Video', 'videoMessage'],
];

export const triggerProperties: INodeProperties[] = [
	{
		displayName:
			'Green API sends an instance’s notifications to one URL. "Listen for test event" re-points the instance to this node’s test URL until the test ends (an active production registration of this workflow is put back afterwards), and changed settings can take up to five minutes to apply.',
		name: 'notice',
		type: 'notice',
		default: '',
	},
	{
		displayName: 'Events',
		name: 'events',
		type: 'multiOptions',
		required: true,
		default: [DEFAULT_EVENT],
		options: EVENT_OPTIONS,
		description:
			'Which notifications start the workflow; the node switches the matching instance settings on and the others off',
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add option',
		default: {},
		options: [
			{
				displayName: 'Chat IDs',
				name: 'chatIds',
				type: 'string',
				default: '',
				placeholder: 'e.g. 79001234567@c.us, +7 900 765-43-21',
				description:
					'Comma-separated chat IDs or phone numbers (a number becomes &lt;digits&gt;@c.us); notifications about other chats are ignored. Empty means all chats.',
			},
			{
				displayName: 'Chat Type',
				name: 'chatType',
				type: 'options',
				default: 'all',
				options: [
					{ name: 'All', value: 'all' },
					{ name: 'Group', value: 'group', description: 'Only group chats (…@g.us)' },
					{
						name: 'Personal',
						value: 'personal',
						description: 'Only personal chats (…@c.us, …@lid)',
					},
				],
				description: 'Which kind of chat a notification must be about',
			},
			{
				displayName: 'Ignore Duplicates',
				name: 'ignoreDuplicates',
				type: 'boolean',
				default: false,
				description:
					'Whether to ignore a notification with the same type, message ID and status as one seen recently (the service re-sends notifications it thinks were not received)',
			},
			{
				displayName: 'Message Types',
				name: 'messageTypes',
				type: 'multiOptions',
				default: [],
				options: MESSAGE_TYPES.map(([name, value]) => ({ name, value })),
				description: 'Only start on messages of these types; empty means all types',
			},
			{
				displayName: 'Take Over Instance',
				name: 'takeOver',
				type: 'boolean',
				default: false,
				description:
					'Whether to take over an instance that already sends its notifications elsewhere; otherwise activation stops and names where they go',
			},
		],
	},
];
