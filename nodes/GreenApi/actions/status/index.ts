import type { INodeProperties } from 'n8n-workflow';

import * as getOutgoing from './getOutgoing.operation';
import * as sendVoice from './sendVoice.operation';

export { getOutgoing, sendVoice };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['status'] } },
		options: [
			{ name: 'Get Outgoing', value: 'getOutgoing', action: 'Get outgoing statuses', description: 'List the statuses the instance published (beta)' },
			{ name: 'Send Voice', value: 'sendVoice', action: 'Send a voice status', description: 'Publish a voice status from an audio link (beta)' },
		],
		default: 'sendVoice',
	},
	...sendVoice.description,
	...getOutgoing.description,
];
