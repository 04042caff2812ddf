import type {
	ICredentialDataDecryptedObject,
	INode,
	INodeExecutionData,
	INodeParameters,
	IRun,
} from 'n8n-workflow';

export function runWaiting(options: {
	parameters: INodeParameters;
	credentials: ICredentialDataDecryptedObject;
	items?: INodeExecutionData[];
	executionId?: string;
}): Promise<{
	node: INode;
	items: INodeExecutionData[];
	error?: Error & { description?: string };
	run: IRun;
}>;
