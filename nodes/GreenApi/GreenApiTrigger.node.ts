import {
	NodeConnectionTypes,
	type IHookFunctions,
	type INodeType,
	type INodeTypeDescription,
	type IWebhookFunctions,
	type IWebhookResponseData,
} from 'n8n-workflow';

import { triggerProperties } from './trigger/webhook/description';
import { receive } from './trigger/webhook/receive';
import { checkExists, create, deleteRegistration } from './trigger/webhook/registration';

export class GreenApiTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Green API Trigger',
		name: 'greenApiTrigger',
		icon: { light: 'file:../../icons/greenApi.svg', dark: 'file:../../icons/greenApi.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{ $parameter["events"].join(", ") }}',
		description:
			'Starts the workflow when Green API sends a notification of a WhatsApp, MAX or Telegram instance',
		defaults: { name: 'Green API Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'greenApiApi', required: true }],
		webhooks: [
			{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' },
		],
		properties: triggerProperties,
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await checkExists.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await create.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await deleteRegistration.call(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return await receive.call(this);
	}
}
