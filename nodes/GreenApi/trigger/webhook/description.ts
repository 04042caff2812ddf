import type { INodeProperties } from 'n8n-workflow';

import { eventsProperty, optionsProperty } from '../description';

/** The webhook trigger's parameters: a notice on how test listening works, Events and Options. */
export const triggerProperties: INodeProperties[] = [
	{
		displayName:
			'Green API sends an instance’s notifications to one URL. "Listen for test event" points it at the test URL until the test ends, then hands it back; changed settings can take up to five minutes to apply.',
		name: 'notice',
		type: 'notice',
		default: '',
	},
	eventsProperty,
	optionsProperty(),
];
