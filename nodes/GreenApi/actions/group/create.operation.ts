import {
	updateDisplayOptions,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import type { Messenger } from '../../helpers/messengerTable';
import { toItems } from '../../helpers/output';
import { invalid, parseList, requireBodySize, requireChatId } from '../../helpers/validation';
import { apiRequest, type ApiMethod } from '../../transport';
import { PERSON_FORMS } from '../common.description';
import { groupNameField, PERSON_KINDS, requireGroupName } from './common';

export const method = 'createGroup' satisfies ApiMethod;

const properties: INodeProperties[] = [
	groupNameField,
	{
		displayName: 'Chat IDs',
		name: 'chatIds',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. 79001234567@c.us, 79001234568@c.us',
		description: `Members to add, comma-separated or an array from an expression, each one: ${PERSON_FORMS}. The instance joins as the group’s admin.`,
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['group'], operation: ['create'] } },
	properties,
);

export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const groupName = requireGroupName(this, i);
	const chatIds = parseList(this.getNodeParameter('chatIds', i)).map((chatId) =>
		requireChatId(this, i, 'Chat IDs', chatId, {
			messenger,
			allow: PERSON_KINDS,
			refusal: 'Group members are people: use personal chat IDs or phone numbers.',
		}),
	);
	if (!chatIds.length) {
		throw invalid(
			this,
			i,
			'Chat IDs is empty',
			'Enter at least one member, e.g. 79001234567@c.us, or an expression that gives an array of chat IDs.',
		);
	}
	const body = { groupName, chatIds: [...new Set(chatIds)] };
	requireBodySize(this, i, body);
	return toItems(this, await apiRequest.call(this, method, { body, itemIndex: i }));
}
