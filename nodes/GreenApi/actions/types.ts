import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import type { Messenger } from '../helpers/messengers';

/** What each `<op>.operation.ts` exports. */
export interface Operation {
	description: INodeProperties[];
	/** Runs one item; `messenger` is the instance's, whose chat ID forms and limits apply. */
	execute(
		this: IExecuteFunctions,
		itemIndex: number,
		messenger: Messenger,
	): Promise<INodeExecutionData[]>;
}

export type Resource = Record<string, Operation>;
