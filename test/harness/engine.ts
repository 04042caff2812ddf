// Runs the built package inside n8n-core's real engine (WorkflowExecute), loaded the way n8n loads
// a community package (PackageDirectoryLoader reading package.json's `n8n` section from dist/).
import { randomUUID } from 'node:crypto';
import { ExecutionLifecycleHooks, PackageDirectoryLoader, WorkflowExecute } from 'n8n-core';
import {
	createRunExecutionData,
	ICredentialsHelper,
	NodeHelpers,
	Workflow,
	type ICredentialDataDecryptedObject,
	type IHttpRequestOptions,
	type INode,
	type INodeExecutionData,
	type INodeParameters,
	type INodeProperties,
	type INodeType,
	type INodeTypes,
	type IRun,
	type IVersionedNodeType,
	type IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';

import { createRequire, path, ROOT } from '../helpers/builtins';

export const PACKAGE_DIR = ROOT;
const PACKAGE_NAME = 'n8n-nodes-green-api';

/** `greenApiTool`: the action node as n8n offers it to AI agents (its type with `Tool` appended). */
type NodeName =
	| 'greenApi'
	| 'greenApiTool'
	| 'greenApiTrigger'
	| 'greenApiPollTrigger'
	| 'greenApiPartner';

/** The credential each node of the package takes, as a saved workflow names it. */
const CREDENTIAL_OF: Record<NodeName, { type: string; name: string }> = {
	greenApi: { type: 'greenApiApi', name: 'Green API account' },
	greenApiTool: { type: 'greenApiApi', name: 'Green API account' },
	greenApiTrigger: { type: 'greenApiApi', name: 'Green API account' },
	greenApiPollTrigger: { type: 'greenApiApi', name: 'Green API account' },
	greenApiPartner: { type: 'greenApiPartnerApi', name: 'Green API Partner account' },
};

/** n8n-core keeps its services in the container of its own copy of @n8n/di. */
export function container(): (typeof import('@n8n/di'))['Container'] {
	const fromRoot = createRequire(path.join(ROOT, 'package.json'));
	const fromN8nCore = createRequire(fromRoot.resolve('n8n-core'));
	return (fromN8nCore('@n8n/di') as typeof import('@n8n/di')).Container;
}

/**
 * Stops what n8n-core starts when it runs a node and n8n stops at shutdown: the SSH client
 * manager's cleanup interval. Under jest this runs after each test file that loaded the engine,
 * so the test process can end on its own.
 */
export async function stopEngine(): Promise<void> {
	// Not exported from n8n-core's index; n8n-core has no `exports` map, so the file is reachable.
	const { SSHClientsManager } = await import('n8n-core/dist/execution-engine/ssh-clients-manager');
	container().get(SSHClientsManager).onShutdown();
}
// Outside jest (npm run test:live) the caller stops the engine itself.
if (typeof afterAll === 'function') afterAll(stopEngine);

let loading: Promise<PackageDirectoryLoader> | undefined;

/** The built package, loaded once per test file. */
export async function loadPackage(): Promise<PackageDirectoryLoader> {
	loading ??= (async () => {
		const loader = new PackageDirectoryLoader(PACKAGE_DIR);
		await loader.loadAll();
		return loader;
	})();
	return await loading;
}

export function nodeTypesOf(loader: PackageDirectoryLoader): INodeTypes {
	const byName = (type: string): INodeType | IVersionedNodeType => {
		const short = type.startsWith(`${PACKAGE_NAME}.`) ? type.slice(PACKAGE_NAME.length + 1) : type;
		// n8n's tool variant of a node (made when n8n loads it) runs the node's own execute().
		const loaded = loader.nodeTypes[short === 'greenApiTool' ? 'greenApi' : short];
		if (!loaded) throw new Error(`Unknown node type ${type}`);
		return loaded.type;
	};
	return {
		getByName: byName,
		getByNameAndVersion: (type, version) => NodeHelpers.getVersionedNodeType(byName(type), version),
		getKnownTypes: () => loader.known.nodes,
	};
}

/** One node of the package as a saved workflow holds it, with its credential. */
export function packageNode(name: NodeName, parameters: INodeParameters): INode {
	const credential = CREDENTIAL_OF[name];
	return {
		id: randomUUID(),
		name: 'Green API',
		type: `${PACKAGE_NAME}.${name}`,
		typeVersion: 1,
		position: [0, 0],
		parameters,
		credentials: { [credential.type]: { id: 'cred-1', name: credential.name } },
	};
}

class TestCredentialsHelper extends ICredentialsHelper {
	constructor(
		private readonly loader: PackageDirectoryLoader,
		private readonly credentials: ICredentialDataDecryptedObject,
	) {
		super();
	}
	getParentTypes(): string[] {
		return [];
	}
	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const type = this.loader.credentialTypes[typeName].type;
		return typeof type.authenticate === 'function'
			? await type.authenticate(credentials, requestOptions)
			: requestOptions;
	}
	async preAuthentication(): Promise<undefined> {
		return undefined;
	}
	async getCredentials(): Promise<never> {
		throw new Error('not used');
	}
	async getDecrypted(): Promise<ICredentialDataDecryptedObject> {
		return { ...this.credentials };
	}
	async updateCredentials(): Promise<void> {}
	async updateCredentialsOauthTokenData(): Promise<void> {}
	getCredentialsProperties(type: string): INodeProperties[] {
		return this.loader.credentialTypes[type].type.properties;
	}
}

/** What n8n gives an execution besides the workflow: credentials, hooks and its base URLs. */
export function additionalDataFor(
	loader: PackageDirectoryLoader,
	credentials: ICredentialDataDecryptedObject,
	hooks?: ExecutionLifecycleHooks,
): IWorkflowExecuteAdditionalData {
	const notUsed = async () => {
		throw new Error('not used');
	};
	const data: Partial<IWorkflowExecuteAdditionalData> = {
		credentialsHelper: new TestCredentialsHelper(loader, credentials),
		hooks,
		executeWorkflow: notUsed,
		getRunExecutionData: async () => undefined,
		currentNodeExecutionIndex: 0,
		restApiUrl: 'http://127.0.0.1:5678/rest',
		instanceBaseUrl: 'http://127.0.0.1:5678/',
		formWaitingBaseUrl: 'http://127.0.0.1:5678/form-waiting',
		webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
		webhookWaitingBaseUrl: 'http://127.0.0.1:5678/webhook-waiting',
		webhookTestBaseUrl: 'http://127.0.0.1:5678/webhook-test',
		variables: {},
		logAiEvent: () => {},
		startRunnerTask: notUsed,
	};
	return data as IWorkflowExecuteAdditionalData;
}

export interface RunNodeOptions {
	type?: NodeName;
	parameters: INodeParameters;
	credentials: ICredentialDataDecryptedObject;
	items?: INodeExecutionData[];
	continueOnFail?: boolean;
	/** Runs as a saved execution with this ID would (Send and Wait signs its links with it). */
	executionId?: string;
}

export interface NodeRun {
	node: INode;
	items: INodeExecutionData[];
	error?: Error & {
		description?: string;
		httpCode?: string | null;
		context?: Record<string, unknown>;
	};
	run: IRun;
}

/**
 * Executes one node of the package on `items` (default one empty item) with `parameters`.
 * Resolves with the node, its output items of its first output, or the error the engine recorded
 * (continueOnFail off), and the whole IRun for anything else.
 */
export async function runNode({
	type = 'greenApi',
	parameters,
	credentials,
	items = [{ json: {} }],
	continueOnFail = false,
	executionId,
}: RunNodeOptions): Promise<NodeRun> {
	const loader = await loadPackage();
	const node: INode = {
		...packageNode(type, parameters),
		...(continueOnFail ? { onError: 'continueRegularOutput', continueOnFail: true } : {}),
	};
	const mode = executionId === undefined ? 'manual' : 'webhook';
	const workflowData = {
		id: 'wf-test',
		name: 'test',
		nodes: [node],
		connections: {},
		active: false,
		settings: {},
	};
	const workflow = new Workflow({
		...workflowData,
		nodeTypes: nodeTypesOf(loader),
		staticData: {},
	});
	const hooks = new ExecutionLifecycleHooks(mode, executionId ?? 'exec-1', {
		...workflowData,
		createdAt: new Date(),
		updatedAt: new Date(),
		isArchived: false,
		activeVersionId: null,
	});
	const additionalData = { ...additionalDataFor(loader, credentials, hooks), executionId };
	const runExecutionData = createRunExecutionData({
		executionData: { nodeExecutionStack: [{ node, data: { main: [items] }, source: null }] },
	});
	const run = await new WorkflowExecute(
		additionalData,
		mode,
		runExecutionData,
	).processRunExecutionData(workflow);
	const task = run.data.resultData.runData[node.name]?.[0];
	return {
		node,
		items: task?.data?.main?.[0] ?? [],
		error: (run.data.resultData.error ?? task?.error) as NodeRun['error'],
		run,
	};
}
