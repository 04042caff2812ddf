import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

/** What each `<op>.operation.ts` exports. */
export interface Operation {
	description: INodeProperties[];
	execute(this: IExecuteFunctions, itemIndex: number): Promise<INodeExecutionData[]>;
}

export type Resource = Record<string, Operation>;
