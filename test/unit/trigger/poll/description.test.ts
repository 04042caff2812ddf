import type { INodeProperties } from 'n8n-workflow';

import { GreenApiPollTrigger } from '../../../../nodes/GreenApi/GreenApiPollTrigger.node';
import { GreenApiTrigger } from '../../../../nodes/GreenApi/GreenApiTrigger.node';
import codex from '../../../../nodes/GreenApi/GreenApiPollTrigger.node.json';

const { description } = new GreenApiPollTrigger();
const webhook = new GreenApiTrigger().description;

function property(properties: INodeProperties[], name: string): INodeProperties {
	const found = properties.find((p) => p.name === name);
	if (!found) throw new Error(`no property ${name}`);
	return found;
}

describe('Green API Poll Trigger description', () => {
	it('is a polling trigger on the package credential', () => {
		expect(description).toMatchObject({
			displayName: 'Green API Poll Trigger',
			name: 'greenApiPollTrigger',
			group: ['trigger'],
			version: 1,
			polling: true,
			inputs: [],
			outputs: ['main'],
			credentials: [{ name: 'greenApiApi', required: true }],
		});
		expect(description.webhooks).toBeUndefined();
		expect(typeof new GreenApiPollTrigger().poll).toBe('function');
		expect(codex.node).toBe('n8n-nodes-green-api.greenApiPollTrigger');
		expect(codex.categories).toEqual(['Communication']);
	});

	it('has the webhook trigger’s Events and Options, plus the poll size', () => {
		expect(property(description.properties, 'events')).toEqual(
			property(webhook.properties, 'events'),
		);
		const options = property(description.properties, 'options').options as INodeProperties[];
		const webhookOptions = property(webhook.properties, 'options').options as INodeProperties[];
		expect(options.filter((o) => o.name !== 'maxPerPoll')).toEqual(webhookOptions);
		expect(property(options, 'maxPerPoll')).toMatchObject({
			type: 'number',
			default: 100,
			typeOptions: { minValue: 1 },
		});
		const names = options.map((o) => o.displayName);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
	});

	it('explains the webhook URL rule and what "Fetch Test Event" leaves in the queue', () => {
		const notice = property(description.properties, 'notice');
		expect(notice.type).toBe('notice');
		expect(notice.displayName).toMatch(/no public URL/);
		expect(notice.displayName).toMatch(/Take Over Instance/);
		expect(notice.displayName).toMatch(/Fetch Test Event/);
	});
});
