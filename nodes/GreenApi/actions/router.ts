import { NodeOperationError, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';

import { asNodeError } from '../helpers/errors';
import { messengerOf } from '../transport';
import { openScope } from '../transport/connection';
import { requireAvailable } from './availability';
import { resources } from './resources';

function errorText(error: unknown): { message: string; description?: string } {
	const known = error as { message?: unknown; description?: unknown };
	return {
		message: typeof known?.message === 'string' ? known.message : String(error),
		description: typeof known?.description === 'string' ? known.description : undefined,
	};
}

/** Marks an error with the item it belongs to, so the message names the failing item. */
function forItem(ctx: IExecuteFunctions, error: unknown, itemIndex: number) {
	const label = ` [item ${itemIndex}]`;
	const nodeError = asNodeError(ctx.getNode(), error);
	nodeError.context.itemIndex = itemIndex;
	if (!nodeError.message.endsWith(label)) nodeError.message += label;
	return nodeError;
}

/**
 * Whether n8n runs the node as an AI agent's tool: it gives it the node's type with `Tool`
 * appended. A tool's refused or failed call is the model's to fix, so it goes back to the model
 * as the tool's result on every n8n line: n8n 1.x would otherwise end the whole execution unless
 * the tool's On Error setting continues, and 2.x passes on only the message, not the fix. The
 * human-review variant (`…HitlTool`, n8n 2.x) keeps n8n's own handling.
 */
function runsAsTool(ctx: IExecuteFunctions): boolean {
	const type = ctx.getNode().type;
	return type.endsWith('Tool') && !type.endsWith('HitlTool');
}

/**
 * The only item loop: runs the chosen operation per item, in order, with n8n's error policy (or,
 * as an AI tool, the error as the item), after checking that the instance's messenger has it.
 */
export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const handler = resources[resource]?.[operation];
	if (!handler) {
		throw new NodeOperationError(
			this.getNode(),
			`The operation "${operation}" of resource "${resource}" is not supported`,
			{
				description: 'Pick a resource and operation from the lists again.',
			},
		);
	}

	openScope(this, { rps: requestsPerSecond(this) });
	const output: INodeExecutionData[] = [];
	const items = this.getInputData();
	for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
		try {
			// Read once per instance and process (Auto-detect) or taken from the credential: no
			// request per item.
			const messenger = await messengerOf.call(this, itemIndex);
			requireAvailable(this, itemIndex, resource, operation, messenger);
			const results = await handler.execute.call(this, itemIndex, messenger);
			for (const result of results) output.push({ ...result, pairedItem: { item: itemIndex } });
		} catch (error) {
			if (this.continueOnFail() || runsAsTool(this)) {
				output.push({
					json: { error: errorText(error).message, ...optional(errorText(error).description) },
					pairedItem: { item: itemIndex },
				});
				continue;
			}
			throw forItem(this, error, itemIndex);
		}
	}
	return [output];
}

/** Options → Requests per Second (read once, from the first item); undefined: documented limits. */
function requestsPerSecond(ctx: IExecuteFunctions): number | undefined {
	const value = ctx.getNodeParameter('options.requestsPerSecond', 0, '') as unknown;
	if (value === '' || value === null || value === undefined) return undefined;
	const rps = Number(value);
	if (Number.isFinite(rps) && rps >= 0) return rps;
	throw new NodeOperationError(ctx.getNode(), 'Requests per Second must be a number, 0 or more', {
		description: '0 turns pacing off; remove the option to keep to the documented limits.',
	});
}

function optional(description: string | undefined): { description?: string } {
	return description ? { description } : {};
}
