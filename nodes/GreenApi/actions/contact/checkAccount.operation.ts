import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { requirePhoneNumber } from '../../helpers/phoneNumber';
import { apiRequest } from '../../transport';

const properties: INodeProperties[] = [
	{
		displayName: 'Phone Number',
		name: 'phoneNumber',
		type: 'number',
		required: true,
		default: 0,
		placeholder: 'e.g. 79001234567',
		description:
			'Number to check, with country code and without +, 11 to 16 digits. Each check counts against the plan’s monthly quota of checkWhatsapp calls.',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['checkAccount'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const phoneNumber = requirePhoneNumber(
		this,
		i,
		'Phone Number',
		this.getNodeParameter('phoneNumber', i),
	);
	return toItems(
		this,
		await apiRequest.call(this, 'checkWhatsapp', { body: { phoneNumber }, itemIndex: i }),
	);
}
