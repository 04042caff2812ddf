import { NodeApiError, NodeOperationError, type INode, type JsonObject } from 'n8n-workflow';

/** Keeps n8n errors as they are (same instance) and wraps anything else in a NodeOperationError. */
export function asNodeError(node: INode, error: unknown): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError) return new NodeApiError(node, error as unknown as JsonObject);
	if (error instanceof NodeOperationError) return new NodeOperationError(node, error);
	const message = error instanceof Error ? error.message : String(error);
	return new NodeOperationError(node, message);
}

/** An error item's JSON (continue on fail, or a tool's result): the message and the fix, if any. */
export function errorJson(error: unknown): { error: string; description?: string } {
	const known = error as { message?: unknown; description?: unknown };
	const message = typeof known?.message === 'string' ? known.message : String(error);
	const description = typeof known?.description === 'string' ? known.description : undefined;
	return description ? { error: message, description } : { error: message };
}

/** The error as n8n shows it when the run stops, its message naming the failing item. */
export function forItem(node: INode, error: unknown, itemIndex: number) {
	const label = ` [item ${itemIndex}]`;
	const nodeError = asNodeError(node, error);
	nodeError.context.itemIndex = itemIndex;
	if (!nodeError.message.endsWith(label)) nodeError.message += label;
	return nodeError;
}
