// Runs the action node once in n8n-core's engine as a saved execution would run: with an
// execution ID, so that getSignedResumeUrl and putExecutionToWait behave as in n8n (send and wait).
const { randomUUID } = require('node:crypto');
const { WorkflowExecute, ExecutionLifecycleHooks } = require('n8n-core');
const { Workflow, createRunExecutionData } = require('n8n-workflow');

const { loadPackage, nodeTypesOf, additionalDataFor } = require('./engine');

async function runWaiting({
	parameters,
	credentials,
	items = [{ json: {} }],
	executionId = '101',
}) {
	const loader = await loadPackage();
	const node = {
		id: randomUUID(),
		name: 'Green API',
		type: 'n8n-nodes-green-api.greenApi',
		typeVersion: 1,
		position: [0, 0],
		parameters,
		credentials: { greenApiApi: { id: 'cred-1', name: 'Green API account' } },
	};
	const workflowData = {
		id: 'wf-wait',
		name: 'send and wait',
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
	const hooks = new ExecutionLifecycleHooks('webhook', executionId, {
		...workflowData,
		createdAt: new Date(),
		updatedAt: new Date(),
		isArchived: false,
	});
	const additionalData = { ...additionalDataFor(loader, credentials, hooks), executionId };
	const runExecutionData = createRunExecutionData({
		executionData: { nodeExecutionStack: [{ node, data: { main: [items] }, source: null }] },
	});
	const run = await new WorkflowExecute(
		additionalData,
		'webhook',
		runExecutionData,
	).processRunExecutionData(workflow);
	const task = run.data.resultData.runData[node.name]?.[0];
	return {
		node,
		items: task?.data?.main?.[0] ?? [],
		error: run.data.resultData.error ?? task?.error,
		run,
	};
}

module.exports = { runWaiting };
