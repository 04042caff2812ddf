import {
	NodeConnectionTypes,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeType,
	type INodeTypeDescription,
} from 'n8n-workflow';

import { withPacingOption } from './actions/common.description';
import { operationProperties, resourceSelector, resources } from './actions/resources';
import { router } from './actions/router';
import { sendAndWaitWebhook, sendAndWaitWebhooks } from './actions/sendAndWait/webhook';
import { searchChats, searchContacts, searchGroups } from './methods/listSearch';

export class GreenApi implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Green API',
		name: 'greenApi',
		icon: { light: 'file:../../icons/greenApi.svg', dark: 'file:../../icons/greenApi.dark.svg' },
		group: ['output'],
		version: 1,
		subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
		description:
			'Send WhatsApp messages, files, polls and statuses, manage chats, groups and the instance through Green API',
		defaults: { name: 'Green API' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'greenApiApi', required: true }],
		// Send and Wait for Response resumes its waiting execution through these.
		webhooks: sendAndWaitWebhooks,
		waitingNodeTooltip:
			'={{ $parameter["operation"] === "sendAndWait" ? "Execution will continue after the user\'s response" : "" }}',
		properties: withPacingOption([resourceSelector, ...operationProperties], resources),
	};

	methods = {
		listSearch: { searchChats, searchContacts, searchGroups },
	};

	webhook = sendAndWaitWebhook;

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return router.call(this);
	}
}
