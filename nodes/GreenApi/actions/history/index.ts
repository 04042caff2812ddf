import type { INodeProperties } from 'n8n-workflow';

import * as getChat from './getChat.operation';
import * as getLastIncoming from './getLastIncoming.operation';
import * as getLastIncomingCalls from './getLastIncomingCalls.operation';
import * as getLastOutgoing from './getLastOutgoing.operation';
import * as getLastOutgoingCalls from './getLastOutgoingCalls.operation';
import * as getMessage from './getMessage.operation';

export {
	getChat,
	getLastIncoming,
	getLastIncomingCalls,
	getLastOutgoing,
	getLastOutgoingCalls,
	getMessage,
};

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
				name: 'Get Last Incoming Calls',
				value: 'getLastIncomingCalls',
				action: 'Get last incoming calls',
				description:
					'Get the calls received in the last minutes, one item per call (WhatsApp only, beta)',
			},
			{
				name: 'Get Last Outgoing',
				value: 'getLastOutgoing',
				action: 'Get last outgoing messages',
				description: 'Get the messages sent in the last minutes, across all chats',
			},
			{
				name: 'Get Last Outgoing Calls',
				value: 'getLastOutgoingCalls',
				action: 'Get last outgoing calls',
				description:
					'Get the calls made from the phone in the last minutes, one item per call (WhatsApp only, beta)',
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
	...getLastIncomingCalls.description,
	...getLastOutgoingCalls.description,
];
