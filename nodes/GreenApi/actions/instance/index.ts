import type { INodeProperties } from 'n8n-workflow';

import * as getPairingCode from './getPairingCode.operation';
import * as getQr from './getQr.operation';
import * as getSettings from './getSettings.operation';
import * as getState from './getState.operation';
import * as getStateHistory from './getStateHistory.operation';
import * as getAccount from './getAccount.operation';
import * as logout from './logout.operation';
import * as reboot from './reboot.operation';
import * as rotateToken from './rotateToken.operation';
import * as sendAuthorizationCode from './sendAuthorizationCode.operation';
import * as sendAuthorizationPassword from './sendAuthorizationPassword.operation';
import * as setProfilePicture from './setProfilePicture.operation';
import * as setSettings from './setSettings.operation';
import * as startAuthorization from './startAuthorization.operation';

export {
	getAccount,
	getPairingCode,
	getQr,
	getSettings,
	getState,
	getStateHistory,
	logout,
	reboot,
	rotateToken,
	sendAuthorizationCode,
	sendAuthorizationPassword,
	setProfilePicture,
	setSettings,
	startAuthorization,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['instance'] } },
		options: [
			{
				name: 'Get Account',
				value: 'getAccount',
				action: 'Get the linked account',
				description: 'Get the phone number, avatar and state of the account linked to the instance',
			},
			{
				name: 'Get Pairing Code',
				value: 'getPairingCode',
				action: 'Get a pairing code',
				description:
					'Get the code that links a WhatsApp account to the instance by phone number instead of a QR code (WhatsApp only)',
			},
			{
				name: 'Get QR Code',
				value: 'getQr',
				action: 'Get a QR code',
				description: 'Get the QR code that links the messenger account to the instance',
			},
			{
				name: 'Get Settings',
				value: 'getSettings',
				action: 'Get the instance settings',
				description: 'Get the webhook and sending settings of the instance',
			},
			{
				name: 'Get State',
				value: 'getState',
				action: 'Get the instance state',
				description:
					'Get whether the instance is authorized, starting, blocked or waiting for a login step',
			},
			{
				name: 'Get State History',
				value: 'getStateHistory',
				action: 'Get the instance state history',
				description: 'Get the states the instance took, newest first (WhatsApp only)',
			},
			{
				name: 'Log Out',
				value: 'logout',
				action: 'Log out the instance',
				description: 'Unlink the messenger account from the instance',
			},
			{
				name: 'Reboot',
				value: 'reboot',
				action: 'Reboot the instance',
				description: 'Restart the instance',
			},
			{
				name: 'Rotate API Token',
				value: 'rotateToken',
				action: 'Rotate the API token',
				description:
					'Replace the instance’s API token and output the new one (WhatsApp and Telegram)',
				// A model must not lock every workflow out or see a token: not offered to AI agents.
				displayOptions: { hide: { '@tool': [true] } },
			},
			{
				name: 'Send Authorization Code',
				value: 'sendAuthorizationCode',
				action: 'Send the login code',
				description:
					'Finish a login by code with the code the messenger sent (MAX, deprecated there; Telegram)',
			},
			{
				name: 'Send Authorization Password',
				value: 'sendAuthorizationPassword',
				action: 'Send the account password',
				description:
					'Send the password of an account with two-step verification during login (MAX, Telegram)',
			},
			{
				name: 'Set Profile Picture',
				value: 'setProfilePicture',
				action: 'Set the profile picture',
				description:
					'Set the account’s own profile picture from a JPEG in the input item’s binary data',
			},
			{
				name: 'Start Authorization',
				value: 'startAuthorization',
				action: 'Start a login by code',
				description:
					'Have the messenger send a login code for a phone number (MAX, deprecated there; Telegram)',
			},
			{
				name: 'Update Settings',
				value: 'setSettings',
				action: 'Update the instance settings',
				description: 'Change webhook and sending settings of the instance',
			},
		],
		default: 'getState',
	},
	...getState.description,
	...getStateHistory.description,
	...getSettings.description,
	...setSettings.description,
	...getAccount.description,
	...reboot.description,
	...logout.description,
	...getQr.description,
	...sendAuthorizationPassword.description,
	...startAuthorization.description,
	...sendAuthorizationCode.description,
	...getPairingCode.description,
	...setProfilePicture.description,
	...rotateToken.description,
];
