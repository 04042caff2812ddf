// Calls a listSearch method of the action node the way n8n's editor backend does
// (DynamicNodeParametersService): a one-node workflow and n8n-core's LoadOptionsContext.
const { randomUUID } = require('node:crypto');
const { LoadOptionsContext } = require('n8n-core');
const { Workflow } = require('n8n-workflow');

const { loadPackage, nodeTypesOf, additionalDataFor } = require('./engine');

async function runListSearch({ method, filter, paginationToken, credentials, parameters = {} }) {
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
	const nodeTypes = nodeTypesOf(loader);
	const workflow = new Workflow({
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes,
	});
	const context = new LoadOptionsContext(
		workflow,
		node,
		additionalDataFor(loader, credentials, undefined),
		'parameters.chatId',
	);
	const type = nodeTypes.getByNameAndVersion(node.type, 1);
	return await type.methods.listSearch[method].call(context, filter, paginationToken);
}

module.exports = { runListSearch };
