import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { toItems } from '../../helpers/output';
import { invalid } from '../../helpers/validation';
import { apiRequest, type ApiMethod } from '../../transport';
import { chatIdField, chatIdOf } from '../common.description';

export const method = 'setDisappearingChat' satisfies ApiMethod;

/** The only timers WhatsApp offers, in seconds (0 turns disappearing messages off). */
const EXPIRATIONS = [
	{ name: 'Off', value: 0 },
	{ name: '24 Hours', value: 86400 },
	{ name: '7 Days', value: 604800 },
	{ name: '90 Days', value: 7776000 },
];

const properties: INodeProperties[] = [
	chatIdField(),
	{
		displayName: 'Messages Disappear After',
		name: 'ephemeralExpiration',
		type: 'options',
		required: true,
		default: 0,
		options: EXPIRATIONS,
		description:
			'How long new messages of the chat stay before they disappear (sent as ephemeralExpiration in seconds)',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['contact'], operation: ['setDisappearing'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const chatId = chatIdOf(this, i, messenger);
	const raw = this.getNodeParameter('ephemeralExpiration', i);
	const ephemeralExpiration = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
	if (!EXPIRATIONS.some(({ value }) => value === ephemeralExpiration)) {
		throw invalid(
			this,
			i,
			`Messages Disappear After must be one of ${EXPIRATIONS.map(({ value }) => value).join(', ')} seconds; got ${JSON.stringify(raw)}`,
			'Pick Off, 24 Hours, 7 Days or 90 Days.',
		);
	}
	return toItems(
		this,
		await apiRequest.call(this, method, {
			body: { chatId, ephemeralExpiration },
			itemIndex: i,
		}),
	);
}
