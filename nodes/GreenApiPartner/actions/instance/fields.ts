import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../../../GreenApi/helpers/optionsCollection';
import { invalid } from '../../../GreenApi/helpers/validation';

/** The general host the service's client libraries default to (green-api.com SDKs). */
export const GENERAL_API_URL = 'https://api.green-api.com';

/** The instance an operation acts on, by the idInstance the partner API gives. */
export function instanceIdField(operation: string): INodeProperties {
	return {
		displayName: 'Instance ID',
		name: 'idInstance',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 1101000001',
		description:
			'The idInstance of one of the partner account’s instances (Create and Get Many give it)',
		displayOptions: { show: { resource: ['instance'], operation: [operation] } },
	};
}

/** Where a managed instance's API answers: the partner API does not return it. */
export function apiUrlField(operations: string[], description: string): INodeProperties {
	return {
		displayName: 'API URL',
		name: 'apiUrl',
		type: 'string',
		default: GENERAL_API_URL,
		placeholder: 'e.g. https://7105.api.greenapi.com',
		description,
		displayOptions: { show: { resource: ['instance'], operation: operations } },
	};
}

export const API_URL_HELP =
	'The instance’s apiUrl from its card in the Green API console. The partner API does not tell it; the general host answers for most instances, and the node says so when it refuses one.';

/** The Instance ID as digits, checked before any request (numbers from expressions too). */
export function requireInstanceId(ctx: IExecuteFunctions, itemIndex: number): string {
	const value = ctx.getNodeParameter('idInstance', itemIndex, '') as unknown;
	const id = String(value ?? '').trim();
	if (!/^\d{1,20}$/.test(id)) {
		throw invalid(
			ctx,
			itemIndex,
			`Instance ID must contain digits only; got ${JSON.stringify(value).slice(0, 40)}`,
			'Enter the idInstance that Create or Get Many gives, e.g. 1101000001.',
		);
	}
	return id;
}

/** The API URL field, checked before any request: http(s), the address only. */
export function requireApiUrl(ctx: IExecuteFunctions, itemIndex: number): string {
	const value = String(ctx.getNodeParameter('apiUrl', itemIndex, GENERAL_API_URL) ?? '').trim();
	if (!/^https?:\/\/[^\s/?#]+[^\s?#]*$/i.test(value)) {
		throw invalid(
			ctx,
			itemIndex,
			`API URL must be an http(s) address without ? or #; got ${JSON.stringify(value.slice(0, 80))}`,
			`Copy apiUrl from the instance’s card in the Green API console, or use ${GENERAL_API_URL}.`,
		);
	}
	return value.replace(/\/+$/, '');
}

/**
 * The media host that goes with an API host, where the service's naming gives it: the console
 * pairs `https://7105.api.greenapi.com` with `https://7105.media.greenapi.com`, and the client
 * libraries `https://api.green-api.com` with `https://media.green-api.com`. Undefined otherwise.
 */
export function mediaUrlOf(apiUrl: string): string | undefined {
	const match = /^(https?:\/\/(?:\d+\.)?)api(\.green-?api\.com)$/i.exec(apiUrl);
	return match ? `${match[1]}media${match[2]}` : undefined;
}

/** An operation's Options collection (behaviour switches with their defaults). */
export function optionsField(operation: string, options: INodeProperties[]): INodeProperties {
	return optionsCollection(options, { show: { resource: ['instance'], operation: [operation] } });
}

/** The fields of an operation on one managed instance: Instance ID, API URL and a notice. */
export function instanceFields(operation: string, notice: string): INodeProperties[] {
	return [
		instanceIdField(operation),
		apiUrlField([operation], API_URL_HELP),
		{
			displayName: notice,
			name: `${operation}Notice`,
			type: 'notice',
			default: '',
			displayOptions: { show: { resource: ['instance'], operation: [operation] } },
		},
	];
}
