import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import type { Messenger } from '../helpers/messengerTable';
import type { OperationMethod } from './operationMethod';

/** What each `<op>.operation.ts` exports. */
export interface Operation {
	/**
	 * The API method it calls, stated once: availability per messenger, the README's operation
	 * table and the tests' tables are derived from or checked against it.
	 */
	method: OperationMethod;
	description: INodeProperties[];
	/** Runs one item; `messenger` is the instance's, whose chat ID forms and limits apply. */
	execute(
		this: IExecuteFunctions,
		itemIndex: number,
		messenger: Messenger,
	): Promise<INodeExecutionData[]>;
}

export type Resource = Record<string, Operation>;
