import type { INodeProperties } from 'n8n-workflow';

import * as contact from './contact';
import * as group from './group';
import * as history from './history';
import * as instance from './instance';
import * as message from './message';
import * as queue from './queue';
import * as status from './status';
import type { Resource } from './types';

const { description: contactDescription, ...contactOperations } = contact;
const { description: groupDescription, ...groupOperations } = group;
const { description: historyDescription, ...historyOperations } = history;
const { description: instanceDescription, ...instanceOperations } = instance;
const { description: messageDescription, ...messageOperations } = message;
const { description: queueDescription, ...queueOperations } = queue;
const { description: statusDescription, ...statusOperations } = status;

/** resource → operation → module; the router looks operations up here. */
export const resources: Record<string, Resource> = {
	contact: contactOperations,
	group: groupOperations,
	history: historyOperations,
	instance: instanceOperations,
	message: messageOperations,
	queue: queueOperations,
	status: statusOperations,
};

export const resourceSelector: INodeProperties = {
	displayName: 'Resource',
	name: 'resource',
	type: 'options',
	noDataExpression: true,
	options: [
		{ name: 'Chat History', value: 'history' },
		{ name: 'Contact', value: 'contact' },
		{ name: 'Group', value: 'group' },
		{ name: 'Instance', value: 'instance' },
		{ name: 'Message', value: 'message' },
		{ name: 'Queue', value: 'queue' },
		{ name: 'Status', value: 'status' },
	],
	default: 'message',
};

export const operationProperties: INodeProperties[] = [
	...messageDescription,
	...queueDescription,
	...historyDescription,
	...contactDescription,
	...statusDescription,
	...groupDescription,
	...instanceDescription,
];
