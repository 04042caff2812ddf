import {
	NodeConnectionTypes,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeType,
	type INodeTypeDescription,
} from 'n8n-workflow';

import {
	CHAT_FORMS,
	MESSAGE_ID_FORMS,
	PHONE_FORM,
	limitsOf,
	withPacingOption,
} from './actions/common.description';
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
			'Send and read messages, files and polls, manage chats, groups, statuses and the instance of a WhatsApp, MAX or Telegram account through Green API',
		defaults: { name: 'Green API' },
		// As an AI agent's tool: the default of its Tool Description when set manually, for the model.
		usableAsTool: {
			replacements: {
				description: `Acts on one WhatsApp, MAX or Telegram account through Green API. Chat IDs: the chatId a Green API Trigger gives, ${CHAT_FORMS}; ${PHONE_FORM}. Message IDs: ${MESSAGE_ID_FORMS}. Texts: ${limitsOf('textMax')}.`,
			},
		},
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
