import { NodeApiError, NodeOperationError, type INode, type JsonObject } from 'n8n-workflow';

/** Keeps n8n errors as they are (same instance) and wraps anything else in a NodeOperationError. */
export function asNodeError(node: INode, error: unknown): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError) return new NodeApiError(node, error as unknown as JsonObject);
	if (error instanceof NodeOperationError) return new NodeOperationError(node, error);
	const message = error instanceof Error ? error.message : String(error);
	return new NodeOperationError(node, message);
}
