import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import type { ChatKind } from '../../helpers/chatId';
import { requireGroupId } from '../../helpers/groupId';
import type { Messenger } from '../../helpers/messengerTable';
import { toItems } from '../../helpers/output';
import { requireChatId, requireText } from '../../helpers/validation';
import { apiRequest } from '../../transport';
import { chatLocator } from '../chatLocator';
import { GROUP_ID_HINT, PERSON_ID_HINT } from '../common.description';
import { operationModule } from '../operationModule';

export const groupIdField: INodeProperties = chatLocator(
	'groupId',
	'Group ID',
	GROUP_ID_HINT,
	'group',
);

/** A group's name: at most 100 characters on every messenger (each one's CreateGroup page). */
export const MAX_GROUP_NAME = 100;

export const groupNameField: INodeProperties = {
	displayName: 'Group Name',
	name: 'groupName',
	type: 'string',
	required: true,
	default: '',
	description: `Name (subject) of the group, at most ${MAX_GROUP_NAME} characters`,
};

export function requireGroupName(ctx: IExecuteFunctions, i: number): string {
	return requireText(
		ctx,
		i,
		'Group Name',
		ctx.getNodeParameter('groupName', i),
		MAX_GROUP_NAME,
	).trim();
}

export function groupIdOf(ctx: IExecuteFunctions, i: number, messenger: Messenger): string {
	return requireGroupId(ctx, i, 'Group ID', ctx.getNodeParameter('groupId', i), messenger);
}

/** The chat kinds a group member may be given as: a person, by chat ID or phone number. */
export const PERSON_KINDS: ChatKind[] = ['personal', 'lid', 'phone'];

const participantChatIdField = chatLocator(
	'participantChatId',
	'Participant Chat ID',
	`Member to change. ${PERSON_ID_HINT}`,
	'person',
);

export const ADMIN_HINT =
	'The instance must be an admin of the group; the answer is false (not an error) when it is not, or when the change was already in place';

/** The methods that change one member of a group. */
type ParticipantMethod =
	| 'addGroupParticipant'
	| 'removeGroupParticipant'
	| 'setGroupAdmin'
	| 'removeAdmin';

/**
 * add/removeGroupParticipant, setGroupAdmin and removeAdmin take the same body and answer with
 * one flag, which is false when the change did not happen: passed on as is, so workflows can branch.
 */
async function changeParticipant(
	ctx: IExecuteFunctions,
	i: number,
	method: ParticipantMethod,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	const groupId = groupIdOf(ctx, i, messenger);
	const participantChatId = requireChatId(
		ctx,
		i,
		'Participant Chat ID',
		ctx.getNodeParameter('participantChatId', i),
		{
			messenger,
			allow: PERSON_KINDS,
			refusal: 'A participant is a person: use a personal chat ID or a phone number.',
		},
	);
	return toItems(
		ctx,
		await apiRequest.call(ctx, method, { body: { groupId, participantChatId }, itemIndex: i }),
	);
}

/** The group operation `operation`, changing one member with `method`. */
export function participantOperation(operation: string, method: ParticipantMethod) {
	return operationModule(
		'group',
		operation,
		[{ ...groupIdField, hint: ADMIN_HINT }, participantChatIdField],
		async (ctx, i, messenger) => await changeParticipant(ctx, i, method, messenger),
	);
}
