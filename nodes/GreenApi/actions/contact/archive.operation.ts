import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';

import { archiveChatIdField, setArchived } from './common';

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['archive'] } },
	[archiveChatIdField],
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	return await setArchived(this, i, true);
}
