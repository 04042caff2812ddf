import {
	NodeConnectionTypes,
	type INodeExecutionData,
	type INodeType,
	type INodeTypeDescription,
	type IPollFunctions,
} from 'n8n-workflow';

import { pollNotifications } from './trigger/poll/drain';
import { pollTriggerProperties } from './trigger/poll/description';

export class GreenApiPollTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Green API Poll Trigger',
		name: 'greenApiPollTrigger',
		icon: { light: 'file:../../icons/greenApi.svg', dark: 'file:../../icons/greenApi.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{ $parameter["events"].join(", ") }}',
		description:
			'Starts the workflow on notifications of a WhatsApp, MAX or Telegram instance, fetched from Green API on a schedule; no public URL needed',
		defaults: { name: 'Green API Poll Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'greenApiApi', required: true }],
		properties: pollTriggerProperties,
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollNotifications.call(this);
	}
}
