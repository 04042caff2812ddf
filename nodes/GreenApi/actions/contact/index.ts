import type { INodeProperties } from 'n8n-workflow';

import * as archive from './archive.operation';
import * as checkAccount from './checkAccount.operation';
import * as create from './create.operation';
import * as del from './delete.operation';
import * as getAll from './getAll.operation';
import * as getAvatar from './getAvatar.operation';
import * as getChats from './getChats.operation';
import * as getInfo from './getInfo.operation';
import * as markRead from './markRead.operation';
import * as setDisappearing from './setDisappearing.operation';
import * as unarchive from './unarchive.operation';
import * as update from './update.operation';

export {
	archive,
	checkAccount,
	create,
	del as delete,
	getAll,
	getAvatar,
	getChats,
	getInfo,
	markRead,
	setDisappearing,
	unarchive,
	update,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['contact'] } },
		options: [
			{
				name: 'Archive Chat',
				value: 'archive',
				action: 'Archive a chat',
				description: 'Move a chat to the archive (WhatsApp and Telegram)',
			},
			{
				name: 'Check Account',
				value: 'checkAccount',
				action: 'Check whether a phone number has an account',
				description:
					'Check whether a phone number (or a Telegram username) has an account on the instance’s messenger, and get its chat ID',
			},
			{
				name: 'Create',
				value: 'create',
				action: 'Create a contact',
				description:
					'Save a phone number as a contact of the account under a name (beta; WhatsApp can also save it to the phone’s address book)',
			},
			{
				name: 'Delete',
				value: 'delete',
				action: 'Delete a contact',
				description: 'Remove a saved contact from the account (beta)',
			},
			{
				name: 'Get Avatar',
				value: 'getAvatar',
				action: 'Get a contact avatar',
				description: 'Get the avatar link of a contact or group',
			},
			{
				name: 'Get Chats',
				value: 'getChats',
				action: 'Get many chats',
				description:
					'List the chats of the account, most recently active first, with chatId, name and type',
			},
			{
				name: 'Get Info',
				value: 'getInfo',
				action: 'Get contact info',
				description: 'Get the profile (name, avatar, phone) of a person',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many contacts',
				description: 'List the contacts and groups of the account with their chat IDs',
			},
			{
				name: 'Mark Chat Read',
				value: 'markRead',
				action: 'Mark a chat as read',
				description: 'Mark the messages of a chat, or one message, as read',
			},
			{
				name: 'Set Disappearing Messages',
				value: 'setDisappearing',
				action: 'Set disappearing messages in a chat',
				description: 'Turn disappearing messages of a chat on or off (WhatsApp only)',
			},
			{
				name: 'Unarchive Chat',
				value: 'unarchive',
				action: 'Unarchive a chat',
				description: 'Move a chat out of the archive (WhatsApp and Telegram)',
			},
			{
				name: 'Update',
				value: 'update',
				action: 'Update a contact',
				description: 'Change the name of a saved contact (beta; WhatsApp and Telegram)',
			},
		],
		default: 'getInfo',
	},
	...getInfo.description,
	...getAvatar.description,
	...getAll.description,
	...checkAccount.description,
	...markRead.description,
	...archive.description,
	...unarchive.description,
	...setDisappearing.description,
	...getChats.description,
	...create.description,
	...update.description,
	...del.description,
];
