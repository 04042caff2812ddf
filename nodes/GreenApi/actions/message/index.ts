import type { INodeProperties } from 'n8n-workflow';

import * as forward from './forward.operation';
import * as sendContact from './sendContact.operation';
import * as sendText from './sendText.operation';

export { forward, sendContact, sendText };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['message'] } },
		options: [
			{ name: 'Forward', value: 'forward', action: 'Forward messages', description: 'Forward messages from one chat to another' },
			{ name: 'Send Contact', value: 'sendContact', action: 'Send a contact card', description: 'Send a contact card to a chat' },
			{ name: 'Send Text', value: 'sendText', action: 'Send a text message', description: 'Send a text message to a chat' },
		],
		default: 'sendText',
	},
	...sendText.description,
	...sendContact.description,
	...forward.description,
];
