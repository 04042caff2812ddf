import {
	NodeConnectionTypes,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeType,
	type INodeTypeDescription,
} from 'n8n-workflow';

import { instanceProperties } from './actions/instance';
import { router } from './actions/router';

export class GreenApiPartner implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Green API Partner',
		name: 'greenApiPartner',
		icon: { light: 'file:../../icons/greenApi.svg', dark: 'file:../../icons/greenApi.dark.svg' },
		group: ['output'],
		version: 1,
		subtitle: '={{ $parameter["operation"] + ": " + $parameter["resource"] }}',
		description:
			'Create, list, connect and delete the WhatsApp, MAX and Telegram instances of a Green API partner (agency) account',
		defaults: { name: 'Green API Partner' },
		/*
		 * Not offered to AI agents: n8n makes a node an agent's tool only when this is set. The
		 * partner token reaches every customer's instance, Create and Delete are billed or
		 * irreversible, Log Out unlinks a customer's phone and Get Many can hand out every
		 * instance's token; an agent's tool parameters are filled by its model.
		 */
		usableAsTool: undefined,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'greenApiPartnerApi', required: true }],
		properties: instanceProperties,
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return router.call(this);
	}
}
