// Runs the built package inside n8n-core's real engine (WorkflowExecute), loaded the way n8n loads
// a community package (PackageDirectoryLoader reading package.json's `n8n` section from dist/).
// Plain CommonJS: it needs Node built-ins, which the strict lint forbids in TypeScript tests.
const path = require('node:path');
const { randomUUID } = require('node:crypto');
const { PackageDirectoryLoader, WorkflowExecute, ExecutionLifecycleHooks } = require('n8n-core');
const {
	Workflow,
	NodeHelpers,
	ICredentialsHelper,
	createRunExecutionData,
} = require('n8n-workflow');

const PACKAGE_DIR = path.resolve(__dirname, '../..');

// n8n-core keeps its services in the container of its own copy of @n8n/di.
const { Container } = require(
	require.resolve('@n8n/di', { paths: [path.dirname(require.resolve('n8n-core'))] }),
);

/**
 * Stops what n8n-core starts when it runs a node and n8n stops at shutdown: the SSH client
 * manager's cleanup interval. Under jest this runs after each test file that loaded the engine,
 * so the test process can end on its own.
 */
function stopEngine() {
	// Not exported from n8n-core's index; n8n-core has no `exports` map, so the file is reachable.
	const { SSHClientsManager } = require('n8n-core/dist/execution-engine/ssh-clients-manager');
	Container.get(SSHClientsManager).onShutdown();
}
if (typeof afterAll === 'function') afterAll(stopEngine);
const PACKAGE_NAME = 'n8n-nodes-green-api';

let loading;
function loadPackage() {
	loading ??= (async () => {
		const loader = new PackageDirectoryLoader(PACKAGE_DIR);
		await loader.loadAll();
		return loader;
	})();
	return loading;
}

function nodeTypesOf(loader) {
	const byName = (type) => {
		const short = type.startsWith(`${PACKAGE_NAME}.`) ? type.slice(PACKAGE_NAME.length + 1) : type;
		const loaded = loader.nodeTypes[short];
		if (!loaded) throw new Error(`Unknown node type ${type}`);
		return loaded.type;
	};
	return {
		getByName: byName,
		getByNameAndVersion: (type, version) => NodeHelpers.getVersionedNodeType(byName(type), version),
		getKnownTypes: () => loader.known.nodes,
	};
}

class TestCredentialsHelper extends ICredentialsHelper {
	constructor(loader, credentials) {
		super();
		this.loader = loader;
		this.credentials = credentials;
	}
	getParentTypes() {
		return [];
	}
	async authenticate(credentials, typeName, requestOptions) {
		const type = this.loader.credentialTypes[typeName].type;
		return typeof type.authenticate === 'function'
			? await type.authenticate(credentials, requestOptions)
			: requestOptions;
	}
	async preAuthentication() {
		return undefined;
	}
	async getCredentials() {
		throw new Error('not used');
	}
	async getDecrypted() {
		return { ...this.credentials };
	}
	async updateCredentials() {}
	async updateCredentialsOauthTokenData() {}
	getCredentialsProperties(type) {
		return this.loader.credentialTypes[type].type.properties;
	}
	isCredentialUsableByNode() {
		return true;
	}
}

function additionalDataFor(loader, credentials, hooks) {
	return {
		credentialsHelper: new TestCredentialsHelper(loader, credentials),
		hooks,
		executeWorkflow: async () => {
			throw new Error('not used');
		},
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
		startRunnerTask: async () => {
			throw new Error('not used');
		},
	};
}

/**
 * Executes one node of the package on `items` (default one empty item) with `parameters`.
 * Resolves with `{ items, error, run }`: the node's output items of its first output, or the
 * error the engine recorded (continueOnFail off), and the whole IRun for anything else.
 */
async function runNode({
	type = 'greenApi',
	parameters,
	credentials,
	items = [{ json: {} }],
	continueOnFail = false,
}) {
	const loader = await loadPackage();
	const node = {
		id: randomUUID(),
		name: 'Green API',
		type: `${PACKAGE_NAME}.${type}`,
		typeVersion: 1,
		position: [0, 0],
		parameters,
		credentials: { greenApiApi: { id: 'cred-1', name: 'Green API account' } },
		...(continueOnFail ? { onError: 'continueRegularOutput', continueOnFail: true } : {}),
	};
	const workflow = new Workflow({
		id: 'wf-test',
		name: 'test',
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes: nodeTypesOf(loader),
		staticData: {},
		settings: {},
	});
	const hooks = new ExecutionLifecycleHooks('manual', 'exec-1', {
		id: 'wf-test',
		name: 'test',
		nodes: [node],
		connections: {},
		active: false,
		settings: {},
		createdAt: new Date(),
		updatedAt: new Date(),
		isArchived: false,
	});
	const additionalData = additionalDataFor(loader, credentials, hooks);
	const runExecutionData = createRunExecutionData({
		executionData: {
			nodeExecutionStack: [{ node, data: { main: [items] }, source: null }],
		},
	});
	const run = await new WorkflowExecute(
		additionalData,
		'manual',
		runExecutionData,
	).processRunExecutionData(workflow);
	const task = run.data.resultData.runData[node.name]?.[0];
	return {
		items: task?.data?.main?.[0] ?? [],
		error: run.data.resultData.error ?? task?.error,
		run,
	};
}

module.exports = { runNode, loadPackage, nodeTypesOf, additionalDataFor, PACKAGE_DIR };
