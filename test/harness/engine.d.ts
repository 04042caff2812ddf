import type {
	ICredentialDataDecryptedObject,
	INodeExecutionData,
	INodeParameters,
	IRun,
} from 'n8n-workflow';

export interface RunNodeOptions {
	type?: 'greenApi' | 'greenApiTrigger' | 'greenApiPollTrigger';
	parameters: INodeParameters;
	credentials: ICredentialDataDecryptedObject;
	items?: INodeExecutionData[];
	continueOnFail?: boolean;
}

export interface NodeRun {
	items: INodeExecutionData[];
	error?: Error & {
		description?: string;
		httpCode?: string | null;
		context?: Record<string, unknown>;
	};
	run: IRun;
}

export function runNode(options: RunNodeOptions): Promise<NodeRun>;
export const PACKAGE_DIR: string;
