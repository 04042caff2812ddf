import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';

/**
 * The Options collection of an operation or trigger, as n8n's own nodes name it: optional
 * fields under "Add option", shown where `displayOptions` says (everywhere by default).
 */
export function optionsCollection(
	options: INodeProperties[],
	displayOptions?: IDisplayOptions,
): INodeProperties {
	return {
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add option',
		default: {},
		...(displayOptions ? { displayOptions } : {}),
		options,
	};
}
