import type { INodeProperties } from 'n8n-workflow';

import { GreenApi } from '../../../nodes/GreenApi/GreenApi.node';
import { GreenApiTrigger } from '../../../nodes/GreenApi/GreenApiTrigger.node';
import { optionsCollection } from '../../../nodes/GreenApi/helpers/optionsCollection';

const field: INodeProperties = { displayName: 'X', name: 'x', type: 'string', default: '' };

describe('optionsCollection', () => {
	it('is n8n’s Options collection, shown everywhere unless told where', () => {
		expect(optionsCollection([field])).toEqual({
			displayName: 'Options',
			name: 'options',
			type: 'collection',
			placeholder: 'Add option',
			default: {},
			options: [field],
		});
		const show = { resource: ['message'] };
		expect(optionsCollection([field], { show }).displayOptions).toEqual({ show });
	});

	it('makes every Options collection of the nodes', () => {
		const properties = [
			...new GreenApi().description.properties,
			...new GreenApiTrigger().description.properties,
		];
		const collections = properties.filter((p) => p.name === 'options');
		expect(collections.length).toBeGreaterThan(10);
		for (const collection of collections) {
			const { displayOptions, options } = collection;
			const made = optionsCollection(options as INodeProperties[], displayOptions);
			expect(collection).toEqual(made);
		}
	});
});
