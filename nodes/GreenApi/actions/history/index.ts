import type { INodeProperties } from 'n8n-workflow';

import * as getChat from './getChat.operation';

export { getChat };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['history'] } },
		options: [
			{ name: 'Get Chat', value: 'getChat', action: 'Get chat history', description: 'Get the messages of a chat, newest first' },
		],
		default: 'getChat',
	},
	...getChat.description,
];
