import type { INodeProperties } from 'n8n-workflow';

import * as clear from './clear.operation';
import * as clearIncoming from './clearIncoming.operation';
import * as getAll from './getAll.operation';
import * as getCount from './getCount.operation';
import * as getIncomingCount from './getIncomingCount.operation';

export { clear, clearIncoming, getAll, getCount, getIncomingCount };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['queue'] } },
		options: [
			{
				name: 'Clear',
				value: 'clear',
				action: 'Clear the send queue',
				description: 'Delete every message waiting to be sent; they are not sent',
			},
			{
				name: 'Clear Incoming Notifications',
				value: 'clearIncoming',
				action: 'Clear the incoming notification queue',
				description:
					'Delete every notification waiting for the webhook or for polling (once a minute)',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many queued messages',
				description: 'List the messages waiting in the send queue (the first 500)',
			},
			{
				name: 'Incoming Count',
				value: 'getIncomingCount',
				action: 'Count the incoming notifications',
				description: 'Get how many notifications wait in the incoming queue',
			},
			{
				name: 'Outgoing Count',
				value: 'getCount',
				action: 'Count the queued messages',
				description: 'Get how many messages wait in the send queue',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
	...clear.description,
	...getCount.description,
	...getIncomingCount.description,
	...clearIncoming.description,
];
