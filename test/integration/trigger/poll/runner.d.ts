import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	INode,
	INodeExecutionData,
	IPollFunctions,
} from 'n8n-workflow';

export interface PollTrigger {
	node: INode;
	context: IPollFunctions;
	emitted: INodeExecutionData[][][];
	errors: Error[];
	staticData(): IDataObject;
	executions(): IDataObject[][];
	poll(options?: { activation?: boolean }): Promise<INodeExecutionData[][] | null | undefined>;
}

export function startPollTrigger(options: {
	parameters: IDataObject;
	credentials: ICredentialDataDecryptedObject;
	staticData?: IDataObject;
	workflowId?: string;
}): Promise<PollTrigger>;
