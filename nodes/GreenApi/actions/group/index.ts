import type { INodeProperties } from 'n8n-workflow';

import * as addParticipant from './addParticipant.operation';
import * as create from './create.operation';
import * as get from './get.operation';
import * as leave from './leave.operation';
import * as removeAdmin from './removeAdmin.operation';
import * as removeParticipant from './removeParticipant.operation';
import * as setAdmin from './setAdmin.operation';
import * as setPicture from './setPicture.operation';
import * as updateName from './updateName.operation';
import * as updateSettings from './updateSettings.operation';

export {
	addParticipant,
	create,
	get,
	leave,
	removeAdmin,
	removeParticipant,
	setAdmin,
	setPicture,
	updateName,
	updateSettings,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['group'] } },
		options: [
			{
				name: 'Add Participant',
				value: 'addParticipant',
				action: 'Add a participant to a group',
				description: 'Add a person to a group the instance administers',
			},
			{
				name: 'Create',
				value: 'create',
				action: 'Create a group',
				description: 'Create a group with the given members and the instance as admin',
			},
			{
				name: 'Get',
				value: 'get',
				action: 'Get a group',
				description: 'Get the name, owner, members and invite link of a group',
			},
			{
				name: 'Leave',
				value: 'leave',
				action: 'Leave a group',
				description: 'Make the instance leave a group',
			},
			{
				name: 'Remove Admin',
				value: 'removeAdmin',
				action: 'Remove admin rights from a participant',
				description: 'Take admin rights from a member of a group',
			},
			{
				name: 'Remove Participant',
				value: 'removeParticipant',
				action: 'Remove a participant from a group',
				description: 'Remove a member from a group the instance administers',
			},
			{
				name: 'Set Admin',
				value: 'setAdmin',
				action: 'Make a participant an admin',
				description: 'Give a member of a group admin rights',
			},
			{
				name: 'Set Picture',
				value: 'setPicture',
				action: 'Set a group picture',
				description: 'Set the group picture from a JPEG in the input item’s binary data',
			},
			{
				name: 'Update Name',
				value: 'updateName',
				action: 'Update a group name',
				description: 'Rename a group',
			},
			{
				name: 'Update Settings',
				value: 'updateSettings',
				action: 'Update the group settings',
				description:
					'Set what members may do in a group: send, edit its settings, pin, add members, … (WhatsApp, MAX and Telegram, each its own settings)',
			},
		],
		default: 'get',
	},
	...create.description,
	...updateName.description,
	...get.description,
	...addParticipant.description,
	...removeParticipant.description,
	...setAdmin.description,
	...removeAdmin.description,
	...leave.description,
	...setPicture.description,
	...updateSettings.description,
];
