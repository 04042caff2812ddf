import { NodeOperationError, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';

import { errorJson, forItem } from '../../GreenApi/helpers/errors';
import { operations } from './instance';

/** Operations that cost money or cannot be undone: never run as an AI agent's tool. */
const NOT_FOR_AGENTS = ['create', 'delete'];

/**
 * The partner node's only item loop: the chosen operation per item, in order, with n8n's error
 * policy (continue on fail gives an error item; otherwise the error names its item).
 */
export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const operation = this.getNodeParameter('operation', 0) as string;
	const run = operations[operation];
	if (!run) {
		throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported`, {
			description: 'Pick an operation from the list again.',
		});
	}
	// n8n names a node run as an agent's tool by its type with "Tool" appended.
	if (NOT_FOR_AGENTS.includes(operation) && this.getNode().type.endsWith('Tool')) {
		throw new NodeOperationError(this.getNode(), `${operation} is not available to AI agents`, {
			description: 'Creating and deleting instances cost money: run them in a workflow instead.',
		});
	}
	const output: INodeExecutionData[] = [];
	const items = this.getInputData();
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			for (const result of await run.call(this, itemIndex))
				output.push({ ...result, pairedItem: { item: itemIndex } });
		} catch (error) {
			if (!this.continueOnFail()) throw forItem(this.getNode(), error, itemIndex);
			output.push({ json: errorJson(error), pairedItem: { item: itemIndex } });
		}
	}
	return [output];
}
