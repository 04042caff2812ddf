import type { INodeProperties } from 'n8n-workflow';

import * as getAll from './getAll.operation';

export { getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['queue'] } },
		options: [
			{ name: 'Get Many', value: 'getAll', action: 'Get many queued messages', description: 'List the messages waiting in the send queue' },
		],
		default: 'getAll',
	},
	...getAll.description,
];
