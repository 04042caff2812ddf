import { NodeOperationError, type IExecuteFunctions, type INodeExecutionData } from 'n8n-workflow';

import { errorJson, forItem } from '../helpers/errors';
import { messengerOf } from '../transport';
import { openScope } from '../transport/connection';
import { requireAvailable } from './availability';
import { resources } from './resources';

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
				output.push({ json: errorJson(error), pairedItem: { item: itemIndex } });
				continue;
			}
			throw forItem(this.getNode(), error, itemIndex);
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
