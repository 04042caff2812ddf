import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../helpers/messengerTable';
import type { Operation } from './types';

/** What an operation does with one item, given the instance's messenger. */
export type RunItem = (
	ctx: IExecuteFunctions,
	itemIndex: number,
	messenger: Messenger,
) => Promise<INodeExecutionData[]>;

/**
 * The description and execute() of an operation whose file only names its method: operations of
 * one shape (a group member's change, archiving a chat) each keep their own file and method, and
 * share their fields and their run here.
 */
export function operationModule(
	resource: string,
	operation: string,
	properties: INodeProperties[],
	run: RunItem,
): Omit<Operation, 'method'> {
	return {
		description: updateDisplayOptions(
			{ show: { resource: [resource], operation: [operation] } },
			properties,
		),
		async execute(this: IExecuteFunctions, itemIndex: number, messenger: Messenger) {
			return await run(this, itemIndex, messenger);
		},
	};
}
