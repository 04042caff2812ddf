import { mockDeep, type DeepMockProxy } from 'jest-mock-extended';
import { getBinaryHelperFunctions, returnJsonArray } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	IHookFunctions,
	INode,
	INodeParameters,
	IWebhookFunctions,
	WorkflowExecuteMode,
} from 'n8n-workflow';

import { authenticatedRequest, sendLikeN8n } from '../../../helpers/http';
import type { FakeResponse, ReceivedRequest } from './receiver';

/** Parameter defaults of the trigger's description, as n8n fills them in. */
const DEFAULTS: IDataObject = { events: ['incomingMessageReceived'], options: {} };

/**
 * One trigger node as n8n holds it between calls: its parameters, its credential and its static
 * data (which n8n keeps per workflow, and separately for a "Listen for test event" run).
 */
export interface TriggerSetup {
	node: INode;
	credentials: ICredentialDataDecryptedObject;
	parameters: IDataObject;
	staticData: IDataObject;
	/** The workflow's id; a test run shares it with production, as in n8n. */
	workflowId: string;
}

let workflows = 0;

export function triggerSetup(
	credentials: ICredentialDataDecryptedObject,
	parameters: IDataObject = {},
	webhookId = '5f0c3a2e-8d41-4b6f-9a7e-2c1d0e9f8a7b',
	workflowId = `workflow${++workflows}`,
): TriggerSetup {
	const node: INode = {
		id: 'trigger-1',
		name: 'Green API Trigger',
		type: 'n8n-nodes-green-api.greenApiTrigger',
		typeVersion: 1,
		position: [0, 0],
		webhookId,
		parameters: parameters as INodeParameters,
	};
	return { node, credentials, parameters, staticData: {}, workflowId };
}

function parameterOf(setup: TriggerSetup) {
	return (name: string, fallback?: unknown) => {
		const value = setup.parameters[name] ?? DEFAULTS[name];
		return value === undefined ? fallback : value;
	};
}

/** The context n8n gives checkExists/create/delete: `url` is what getNodeWebhookUrl('default') returns. */
export function hookContext(
	setup: TriggerSetup,
	url: string,
	mode: WorkflowExecuteMode = 'trigger',
): DeepMockProxy<IHookFunctions> {
	const ctx = mockDeep<IHookFunctions>();
	ctx.getNode.mockReturnValue(setup.node);
	ctx.getWorkflow.mockReturnValue({ id: setup.workflowId, name: 'Green API', active: true });
	ctx.getMode.mockReturnValue(mode);
	ctx.getActivationMode.mockReturnValue(mode === 'manual' ? 'manual' : 'activate');
	ctx.getNodeWebhookUrl.mockImplementation((name) => (name === 'default' ? url : undefined));
	ctx.getNodeParameter.mockImplementation(parameterOf(setup) as IHookFunctions['getNodeParameter']);
	ctx.getWorkflowStaticData.mockImplementation((type) => {
		if (type !== 'node') throw new Error('the trigger keeps its data per node');
		return setup.staticData;
	});
	ctx.getCredentials.mockImplementation(async () => setup.credentials);
	ctx.helpers.httpRequestWithAuthentication.mockImplementation(
		authenticatedRequest(
			setup.node,
			setup.credentials,
		) as IHookFunctions['helpers']['httpRequestWithAuthentication'],
	);
	return ctx;
}

/** The context n8n gives webhook() for one received request: mode "manual" on the test URL. */
export function webhookContext(
	setup: TriggerSetup,
	request: ReceivedRequest,
	response: FakeResponse,
	mode: 'webhook' | 'manual' = 'webhook',
): DeepMockProxy<IWebhookFunctions> {
	const ctx = mockDeep<IWebhookFunctions>();
	ctx.getNode.mockReturnValue(setup.node);
	ctx.getWorkflow.mockReturnValue({ id: setup.workflowId, name: 'Green API', active: true });
	ctx.getMode.mockReturnValue(mode);
	ctx.getNodeParameter.mockImplementation(
		parameterOf(setup) as IWebhookFunctions['getNodeParameter'],
	);
	ctx.getWorkflowStaticData.mockImplementation(() => setup.staticData);
	ctx.getCredentials.mockImplementation(async () => setup.credentials);
	ctx.getBodyData.mockImplementation(() => request.body as IDataObject);
	ctx.getHeaderData.mockImplementation(() => request.headers);
	ctx.getRequestObject.mockImplementation(
		() => request as unknown as ReturnType<IWebhookFunctions['getRequestObject']>,
	);
	ctx.getResponseObject.mockImplementation(
		() => response as unknown as ReturnType<IWebhookFunctions['getResponseObject']>,
	);
	ctx.helpers.returnJsonArray.mockImplementation(returnJsonArray);
	// Download Files: the API through the credential, file links plain, n8n-core's binary data service.
	ctx.helpers.httpRequestWithAuthentication.mockImplementation(
		authenticatedRequest(
			setup.node,
			setup.credentials,
		) as IWebhookFunctions['helpers']['httpRequestWithAuthentication'],
	);
	ctx.helpers.httpRequest.mockImplementation(
		(async (options) =>
			await sendLikeN8n(setup.node, options)) as IWebhookFunctions['helpers']['httpRequest'],
	);
	// A webhook runs before its execution exists: n8n stores its files under a temporary id.
	const binary = getBinaryHelperFunctions(
		{ executionId: undefined } as unknown as Parameters<typeof getBinaryHelperFunctions>[0],
		setup.workflowId,
	);
	ctx.helpers.prepareBinaryData.mockImplementation(binary.prepareBinaryData);
	ctx.helpers.getBinaryMetadata.mockImplementation(binary.getBinaryMetadata);
	return ctx;
}
