import type { INodeProperties } from 'n8n-workflow';

import * as getChat from './getChat.operation';
import * as getLastIncoming from './getLastIncoming.operation';
import * as getLastOutgoing from './getLastOutgoing.operation';
import * as getMessage from './getMessage.operation';

export { getChat, getLastIncoming, getLastOutgoing, getMessage };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['history'] } },
		options: [
			{
				name: 'Get Chat',
				value: 'getChat',
				action: 'Get chat history',
				description: 'Get the latest messages of one chat, newest first',
			},
			{
				name: 'Get Last Incoming',
				value: 'getLastIncoming',
				action: 'Get last incoming messages',
				description: 'Get the messages received in the last minutes, across all chats',
			},
			{
				name: 'Get Last Outgoing',
				value: 'getLastOutgoing',
				action: 'Get last outgoing messages',
				description: 'Get the messages sent in the last minutes, across all chats',
			},
			{
				name: 'Get Message',
				value: 'getMessage',
				action: 'Get a message',
				description: 'Get one message of a chat by its ID',
			},
		],
		default: 'getChat',
	},
	...getChat.description,
	...getMessage.description,
	...getLastIncoming.description,
	...getLastOutgoing.description,
];
