import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import * as history from '../../../nodes/GreenApi/actions/history';
import * as message from '../../../nodes/GreenApi/actions/message';
import * as queue from '../../../nodes/GreenApi/actions/queue';

/** The operations this change adds, with the parameter names saved workflows will reference. */
const ADDED: Record<string, Record<string, string[]>> = {
	message: {
		sendFileByUrl: ['chatId', 'urlFile', 'fileName', 'additionalFields', 'options'],
		sendFile: ['chatId', 'binaryPropertyName', 'additionalFields', 'options'],
		uploadFile: ['uploadNotice', 'binaryPropertyName', 'additionalFields'],
		sendPoll: ['chatId', 'message', 'pollOptions', 'additionalFields', 'options'],
		sendLocation: ['chatId', 'latitude', 'longitude', 'additionalFields', 'options'],
		edit: ['editNotice', 'chatId', 'messageId', 'message'],
		delete: ['chatId', 'messageId', 'additionalFields'],
		sendInteractiveButtons: ['buttonsNotice', 'chatId', 'message', 'buttons', 'additionalFields'],
		download: ['chatId', 'messageId', 'binaryPropertyName', 'options'],
	},
	history: {
		getMessage: ['chatId', 'messageId'],
		getLastIncoming: ['minutes'],
		getLastOutgoing: ['minutes'],
	},
	queue: { clear: ['clearNotice'] },
};

const modules = { message, history, queue } as unknown as Record<
	string,
	Record<string, unknown> & { description: INodeProperties[] }
>;

const selectorOf = (resource: string) => modules[resource].description[0];
const shownFor = (resource: string, operation: string) =>
	modules[resource].description.filter(
		(property) =>
			property.displayOptions?.show?.operation?.includes(operation) &&
			property.displayOptions.show.resource?.includes(resource),
	);

describe.each(Object.keys(ADDED))('%s operations', (resource) => {
	const selector = selectorOf(resource);
	const options = selector.options as INodePropertyOptions[];

	it('lists operations sorted by name, each with a sentence-case action', () => {
		const names = options.map((option) => option.name);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
		for (const option of options) expect(option.action).toMatch(/^[A-Z][a-z]+( [a-z0-9]+| URL)*$/);
		expect(selector.noDataExpression).toBe(true);
	});

	it.each(Object.entries(ADDED[resource]))(
		'%s: registered with execute and its parameters',
		(operation, parameters) => {
			expect(options.map((option) => option.value)).toContain(operation);
			const module = modules[resource][operation] as { execute?: unknown; description?: unknown };
			expect(typeof module.execute).toBe('function');
			expect(shownFor(resource, operation).map((property) => property.name)).toEqual(parameters);
		},
	);
});

describe('binary field parameters', () => {
	const field = (operation: string) =>
		shownFor('message', operation).find((property) => property.name === 'binaryPropertyName');

	it('inputs are "Input Data Field Name", the output "Put Output File in Field", all default data', () => {
		expect(field('sendFile')).toMatchObject({
			displayName: 'Input Data Field Name',
			default: 'data',
			required: true,
		});
		expect(field('uploadFile')).toMatchObject({
			displayName: 'Input Data Field Name',
			default: 'data',
			required: true,
		});
		expect(field('download')).toMatchObject({
			displayName: 'Put Output File in Field',
			default: 'data',
			required: true,
		});
	});
});
