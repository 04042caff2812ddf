// The Green API Poll Trigger as n8n runs an active polling workflow (n8n-core's ActiveWorkflows:
// one PollContext per activation, the first poll during activation where an error fails the
// activation, later polls whose results are emitted and whose errors are recorded), loaded from
// the built package. Plain CommonJS: n8n-core's classes are used as they are.
const { PollContext } = require('n8n-core');
const { NodeHelpers, Workflow } = require('n8n-workflow');

const { additionalDataFor, loadPackage, nodeTypesOf } = require('../../../harness/engine');

const TYPE = 'n8n-nodes-green-api.greenApiPollTrigger';

async function startPollTrigger({
	parameters,
	credentials,
	staticData = {},
	workflowId = 'wf-poll',
}) {
	const loader = await loadPackage();
	const nodeTypes = nodeTypesOf(loader);
	const nodeType = nodeTypes.getByNameAndVersion(TYPE, 1);
	const node = {
		id: 'poll-node-1',
		name: 'Green API Poll Trigger',
		type: TYPE,
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
		credentials: { greenApiApi: { id: 'cred-1', name: 'Green API account' } },
	};
	// As n8n fills a saved node's parameters: defaults for what the workflow leaves out.
	node.parameters = NodeHelpers.getNodeParameters(
		nodeType.description.properties,
		parameters,
		true,
		false,
		node,
		nodeType.description,
	);
	const workflow = new Workflow({
		id: workflowId,
		name: 'poll test',
		nodes: [node],
		connections: {},
		active: true,
		nodeTypes,
		staticData,
		settings: {},
	});
	const additionalData = additionalDataFor(loader, credentials, undefined);
	const emitted = [];
	const errors = [];
	const context = new PollContext(
		workflow,
		node,
		additionalData,
		'trigger',
		'activate',
		(data) => emitted.push(data),
		(error) => errors.push(error),
	);
	return {
		node,
		context,
		emitted,
		errors,
		staticData: () => workflow.getStaticData('node', node),
		/** The items of each emitted execution, as JSON. */
		executions: () => emitted.map((data) => data[0].map((item) => item.json)),
		/** One scheduled poll; `activation: true` runs it as the one during activation (errors thrown). */
		async poll({ activation = false } = {}) {
			try {
				const result = await nodeType.poll.call(context);
				if (result !== null) context.__emit(result);
				return result;
			} catch (error) {
				if (activation) throw error;
				context.__emitError(error);
				return undefined;
			}
		},
	};
}

module.exports = { startPollTrigger };
