import type { INodeProperties } from 'n8n-workflow';

import * as clear from './clear.operation';
import * as getAll from './getAll.operation';

export { clear, getAll };

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
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many queued messages',
				description: 'List the messages waiting in the send queue (the first 500)',
			},
		],
		default: 'getAll',
	},
	...getAll.description,
	...clear.description,
];
