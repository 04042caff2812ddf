import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as deleteInstance from './delete.operation';
import * as getAll from './getAll.operation';
import * as getQr from './getQr.operation';
import * as getState from './getState.operation';
import * as logout from './logout.operation';

type Execute = (this: IExecuteFunctions, itemIndex: number) => Promise<INodeExecutionData[]>;

/** operation → its execute; the router looks operations up here. */
export const operations: Record<string, Execute> = {
	create: create.execute,
	delete: deleteInstance.execute,
	getAll: getAll.execute,
	getQr: getQr.execute,
	getState: getState.execute,
	logout: logout.execute,
};

export const instanceProperties: INodeProperties[] = [
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: [{ name: 'Instance', value: 'instance' }],
		default: 'instance',
	},
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['instance'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				action: 'Create an instance',
				description: 'Create an instance (billed daily from today) and wait until it can be linked',
			},
			{
				name: 'Delete',
				value: 'delete',
				action: 'Delete an instance',
				description: 'Log the phone out and delete the instance (billing stops)',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				action: 'Get many instances',
				description: 'List the instances of the partner account, deleted ones included',
			},
			{
				name: 'Get QR Code',
				value: 'getQr',
				action: 'Get the QR code of an instance',
				description: 'Get the QR code that links a customer’s phone to an instance',
			},
			{
				name: 'Get State',
				value: 'getState',
				action: 'Get the state of an instance',
				description: 'Get whether an instance is being created, waits for a login or is authorized',
			},
			{
				name: 'Log Out',
				value: 'logout',
				action: 'Log out an instance',
				description: 'Unlink the customer’s phone from an instance',
			},
		],
		default: 'getAll',
	},
	...create.description,
	...getAll.description,
	...getQr.description,
	...getState.description,
	...logout.description,
	...deleteInstance.description,
];
