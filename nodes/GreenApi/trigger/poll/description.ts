import type { INodeProperties } from 'n8n-workflow';

import { eventsProperty, optionsProperty } from '../description';
import { DEFAULT_MAX_PER_POLL } from './drain';

const MAX_PER_POLL: INodeProperties = {
	displayName: 'Max Notifications per Poll',
	name: 'maxPerPoll',
	type: 'number',
	typeOptions: { minValue: 1, maxValue: 10000 },
	default: DEFAULT_MAX_PER_POLL,
	description:
		'How many waiting notifications one poll reads and deletes at most; the rest wait for the next poll',
};

/** The poll trigger's parameters: the webhook trigger's Events and Options, plus the poll size. */
export const pollTriggerProperties: INodeProperties[] = [
	{
		displayName:
			'Polls Green API for the instance’s notifications, so n8n needs no public URL. Polling works only while the instance has no webhook URL: the node stops with an error naming the host one points to, or clears it with "Take Over Instance". Each poll ends with a 5-second wait on the empty queue, and changed settings can take up to five minutes to apply. "Fetch Test Event" shows the next notification the workflow would start on and leaves it waiting for the active workflow.',
		name: 'notice',
		type: 'notice',
		default: '',
	},
	eventsProperty,
	optionsProperty([MAX_PER_POLL]),
];
