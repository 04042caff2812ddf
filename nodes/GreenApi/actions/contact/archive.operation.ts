import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import type { ApiMethod } from '../../transport';
import { archiveChatIdField, setArchived } from './common';

export const method = 'archiveChat' satisfies ApiMethod;

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['archive'] } },
	[archiveChatIdField],
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	return await setArchived(this, i, method, messenger);
}
