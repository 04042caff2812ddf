import type { INodeProperties } from 'n8n-workflow';

import * as deleteStatus from './delete.operation';
import * as getIncoming from './getIncoming.operation';
import * as getOutgoing from './getOutgoing.operation';
import * as getStatistic from './getStatistic.operation';
import * as sendMedia from './sendMedia.operation';
import * as sendText from './sendText.operation';
import * as sendVoice from './sendVoice.operation';

// `delete` is a reserved word, so the module is imported under another name and exported as the operation value.
export {
	deleteStatus as delete,
	getIncoming,
	getOutgoing,
	getStatistic,
	sendMedia,
	sendText,
	sendVoice,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['status'] } },
		options: [
			{
				name: 'Delete',
				value: 'delete',
				action: 'Delete a status',
				description: 'Delete a status the instance published (WhatsApp only, beta)',
			},
			{
				name: 'Get Incoming',
				value: 'getIncoming',
				action: 'Get incoming statuses',
				description: 'List the statuses of contacts (WhatsApp only, beta)',
			},
			{
				name: 'Get Outgoing',
				value: 'getOutgoing',
				action: 'Get outgoing statuses',
				description: 'List the statuses the instance published (WhatsApp only, beta)',
			},
			{
				name: 'Get Statistic',
				value: 'getStatistic',
				action: 'Get status statistic',
				description: 'List who received and viewed a published status (WhatsApp only, beta)',
			},
			{
				name: 'Send Media',
				value: 'sendMedia',
				action: 'Send a media status',
				description: 'Publish an image or video status from a file link (WhatsApp only, beta)',
			},
			{
				name: 'Send Text',
				value: 'sendText',
				action: 'Send a text status',
				description: 'Publish a text status (WhatsApp only, beta)',
			},
			{
				name: 'Send Voice',
				value: 'sendVoice',
				action: 'Send a voice status',
				description: 'Publish a voice status from an audio link (WhatsApp only, beta)',
			},
		],
		default: 'sendVoice',
	},
	...sendVoice.description,
	...getOutgoing.description,
	...sendText.description,
	...sendMedia.description,
	...deleteStatus.description,
	...getStatistic.description,
	...getIncoming.description,
];
