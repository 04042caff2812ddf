import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { fixtures } from '../../../../simulator';
import {
	accepted,
	itRefuses,
	jsonOf,
	requestsOf,
	run,
	type Refusal,
	type Simulator,
} from '../../setup';

const { group } = fixtures.ids;

/** A few bytes that look like a JPEG (SOI marker, APP0, EOI): the simulator stores them as given. */
export const JPEG = Buffer.from([
	0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);

/** One input item with a picture in its binary field. */
export function withPicture(
	bytes: Buffer,
	mimeType = 'image/jpeg',
	fileName = 'team.jpg',
	field = 'data',
): INodeExecutionData[] {
	return [
		{ json: {}, binary: { [field]: { data: bytes.toString('base64'), mimeType, fileName } } },
	];
}

/**
 * A personal chat as the Group ID, which every group operation but Create refuses before any
 * request (the item carries a picture, so Set Picture gets as far as that check).
 */
export function personalChatAsGroup(operation: string, fields: INodeParameters = {}): Refusal {
	return [
		'a personal chat as the group ID',
		{ resource: 'group', operation, groupId: '79001234561', ...fields },
		'Group ID "79001234561" is not a group chat ID',
		undefined,
		withPicture(JPEG),
	];
}

/**
 * Add Participant, Remove Participant, Set Admin and Remove Admin: each sends groupId and
 * participantChatId to its method and passes the answer on; each refuses a group as the
 * participant and a personal chat as the group.
 */
export function itChangesAParticipant(
	sim: Simulator,
	operation: string,
	method: string,
	participant: string,
	answer: IDataObject,
): void {
	it(`sends groupId and participantChatId to ${method}`, async () => {
		const result = await run(sim, {
			resource: 'group',
			operation,
			groupId: group,
			participantChatId: participant.replace('@c.us', ''),
		});
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', method, { groupId: group, participantChatId: participant }),
		]);
		expect(jsonOf(result)).toEqual([answer]);
	});

	itRefuses(sim, [
		[
			'a group as the participant',
			{ resource: 'group', operation, groupId: group, participantChatId: group },
			`Participant Chat ID "${group}" is a group chat, which this operation does not accept`,
		],
		personalChatAsGroup(operation, { participantChatId: participant }),
	]);
}
