import { NodeOperationError, type IHookFunctions, type IPollFunctions } from 'n8n-workflow';

import { downloadSettings, type DownloadSettings } from './download';
import { isTriggerEvent, type TriggerEvent } from './events';
import { invalidChatIds, type TriggerOptions } from './filters';

/** What the Events and Options parameters select, checked before any request. */
export interface Selection {
	events: TriggerEvent[];
	options: TriggerOptions;
	/** The instance's messenger once its settings were read, for notifications that name none. */
	messenger?: string;
	/** Download Files' settings; undefined when it is off. */
	download?: DownloadSettings;
}

export function readSelection(this: IHookFunctions | IPollFunctions): Selection {
	const events = this.getNodeParameter('events', []) as unknown;
	const list = Array.isArray(events) ? events : [events];
	const unknown = list.filter((event) => !isTriggerEvent(event));
	if (list.length === 0 || unknown.length > 0) {
		throw new NodeOperationError(
			this.getNode(),
			unknown.length ? `Unknown event: ${unknown.map(String).join(', ')}` : 'No event is selected',
			{ description: 'Select at least one event in "Events".' },
		);
	}
	const options = this.getNodeParameter('options', {}) as TriggerOptions;
	const invalid = invalidChatIds(options.chatIds);
	if (invalid.length) {
		throw new NodeOperationError(
			this.getNode(),
			`Not a chat ID or phone number: ${invalid.join(', ')}`,
			{
				description:
					'Chat IDs takes comma-separated chat IDs (WhatsApp: 79001234567@c.us or …@g.us; MAX and Telegram: 10000000, or -10000000000000 for a group) or phone numbers with country code.',
			},
		);
	}
	const download = downloadSettings(this.getNode(), options);
	return { events: list as TriggerEvent[], options, download };
}
