// The Green API Poll Trigger as n8n runs an active polling workflow (n8n-core's ActiveWorkflows:
// one PollContext per activation, the first poll during activation where an error fails the
// activation, later polls whose results are emitted and whose errors are recorded), loaded from
// the built package.
import { PollContext } from 'n8n-core';
import {
	NodeHelpers,
	Workflow,
	type ICredentialDataDecryptedObject,
	type IDataObject,
	type INode,
	type INodeExecutionData,
	type INodeType,
} from 'n8n-workflow';

import { additionalDataFor, loadPackage, nodeTypesOf } from './engine';

const TYPE = 'n8n-nodes-green-api.greenApiPollTrigger';

export interface PollTrigger {
	node: INode;
	context: PollContext;
	emitted: INodeExecutionData[][][];
	errors: Error[];
	staticData(): IDataObject;
	/** The items of each emitted execution, as JSON. */
	executions(): IDataObject[][];
	/** One scheduled poll; `activation: true` runs it as the one during activation (errors thrown). */
	poll(options?: { activation?: boolean }): Promise<INodeExecutionData[][] | null | undefined>;
}

export async function startPollTrigger({
	parameters,
	credentials,
	staticData = {},
	workflowId = 'wf-poll',
}: {
	parameters: IDataObject;
	credentials: ICredentialDataDecryptedObject;
	staticData?: IDataObject;
	workflowId?: string;
}): Promise<PollTrigger> {
	const loader = await loadPackage();
	const nodeTypes = nodeTypesOf(loader);
	const nodeType = nodeTypes.getByNameAndVersion(TYPE, 1) as INodeType;
	const node: INode = {
		id: 'poll-node-1',
		name: 'Green API Poll Trigger',
		type: TYPE,
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
		credentials: { greenApiApi: { id: 'cred-1', name: 'Green API account' } },
	};
	// As n8n fills a saved node's parameters: defaults for what the workflow leaves out.
	node.parameters =
		NodeHelpers.getNodeParameters(
			nodeType.description.properties,
			parameters as INode['parameters'],
			true,
			false,
			node,
			nodeType.description,
		) ?? {};
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
	const emitted: INodeExecutionData[][][] = [];
	const errors: Error[] = [];
	const context = new PollContext(
		workflow,
		node,
		additionalDataFor(loader, credentials),
		'trigger',
		'activate',
		(data) => emitted.push(data),
		(error) => errors.push(error),
	);
	const poll = nodeType.poll;
	if (!poll) throw new Error(`${TYPE} has no poll()`);
	return {
		node,
		context,
		emitted,
		errors,
		staticData: () => workflow.getStaticData('node', node),
		executions: () => emitted.map((data) => data[0].map((item) => item.json)),
		async poll({ activation = false } = {}) {
			// During activation an error fails the activation: it reaches the caller.
			const result = activation
				? await poll.call(context)
				: await poll.call(context).catch((error: Error) => {
						context.__emitError(error);
						return undefined;
					});
			if (result) context.__emit(result);
			return result;
		},
	};
}
