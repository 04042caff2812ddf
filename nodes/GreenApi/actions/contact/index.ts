import type { INodeProperties } from 'n8n-workflow';

import * as getAvatar from './getAvatar.operation';
import * as getInfo from './getInfo.operation';

export { getAvatar, getInfo };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['contact'] } },
		options: [
			{ name: 'Get Avatar', value: 'getAvatar', action: 'Get a contact avatar', description: 'Get the avatar link of a contact or group' },
			{ name: 'Get Info', value: 'getInfo', action: 'Get contact info', description: 'Get the profile of a personal contact' },
		],
		default: 'getInfo',
	},
	...getInfo.description,
	...getAvatar.description,
];
