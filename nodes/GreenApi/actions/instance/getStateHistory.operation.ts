import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { requireIntegerInRange } from '../../helpers/validation';
import { apiRequest, type ApiMethod } from '../../transport';

export const method = 'getStateInstanceHistory' satisfies ApiMethod;

const properties: INodeProperties[] = [
	{
		displayName:
			'WhatsApp only. One item per state the instance took, newest first: stateInstance (authorized, notAuthorized, blocked, …), timestamp (Unix seconds) and phoneNumber.',
		name: 'getStateHistoryNotice',
		type: 'notice',
		default: '',
	},
	{
		displayName: 'Count',
		name: 'count',
		type: 'number',
		default: 100,
		typeOptions: { minValue: 1 },
		description: 'How many of the latest states to get (the service’s default is 100)',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['instance'], operation: ['getStateHistory'] } },
	properties,
);

/**
 * getStateInstanceHistory → one item per state. The docs show `count` as a JSON body on this GET;
 * the service's JS SDK sends it as `?count=`, which is what goes here: a body on a GET may be
 * dropped by the HTTP stack or a proxy on the way, a URL parameter arrives.
 */
export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const count = requireIntegerInRange(
		this,
		i,
		'Count',
		this.getNodeParameter('count', i, 100),
		1,
		Number.MAX_SAFE_INTEGER,
	);
	return toItems(this, await apiRequest.call(this, method, { qs: { count }, itemIndex: i }));
}
