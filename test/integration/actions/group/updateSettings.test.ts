import { fixtures } from '../../../../simulator';
import {
	accepted,
	describeOperation,
	itRefuses,
	jsonOf,
	parametersOf,
	requestsOf,
	run,
	useSimulator,
} from '../../setup';

const { group } = fixtures.ids;
const numericGroup = fixtures.numericIds.group;

describeOperation('group', 'updateSettings', { groupId: group }, (sim, base) => {
	it('posts groupId and the chosen flags; getGroupData reads them back', async () => {
		const result = await run(
			sim,
			base({
				updateFields: {
					allowParticipantsSendMessages: false,
					allowParticipantsEditGroupSettings: true,
				},
			}),
		);
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ updateGroupSettings: true, reason: '' }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'updateGroupSettings', {
				groupId: group,
				allowParticipantsEditGroupSettings: true,
				allowParticipantsSendMessages: false,
			}),
		]);
		const read = await run(sim, { resource: 'group', operation: 'get', groupId: group });
		expect(jsonOf(read)[0]).toMatchObject({
			allowParticipantsEditGroupSettings: true,
			allowParticipantsSendMessages: false,
		});
	});

	it('passes on a false answer with its reason (an unknown group), as the other group changes', async () => {
		const unknown = '120363000000000001@g.us';
		const result = await run(
			sim,
			base({ groupId: unknown, updateFields: { allowParticipantsSendMessages: true } }),
		);
		expect(result.error).toBeUndefined();
		expect(jsonOf(result)).toEqual([{ updateGroupSettings: false, reason: 'group not found' }]);
	});

	itRefuses(sim, [
		[
			'no setting at all',
			base({ updateFields: {} }),
			'No group settings to update',
			'WhatsApp groups have: Allow Participants to Edit Group Settings, Allow Participants to Send Messages',
		],
		[
			'a setting WhatsApp groups lack (Telegram’s Send Media)',
			base({ updateFields: { allowParticipantsSendMedia: false } }),
			'Allow Participants to Send Media is not a setting of WhatsApp groups',
			'Remove it from Update Fields',
		],
		[
			'a setting that is not a boolean (from an expression)',
			base({ updateFields: { allowParticipantsSendMessages: 'no' } }),
			'Allow Participants to Send Messages must be true or false; got "no"',
			'return a boolean',
		],
		[
			'a personal chat as the group',
			base({
				groupId: fixtures.ids.alice,
				updateFields: { allowParticipantsSendMessages: true },
			}),
			`Group ID "${fixtures.ids.alice}" is not a group chat ID`,
			'@g.us',
		],
	]);
});

describe('group → updateSettings on MAX', () => {
	const sim = useSimulator({ messenger: 'max' });
	const base = parametersOf('group', 'updateSettings', { groupId: numericGroup });

	it('keys the group as chatId, sent as text, with MAX’s flags', async () => {
		const result = await run(
			sim,
			base({
				updateFields: { allowParticipantsPinMessages: true, allowParticipantsAddMembers: true },
			}),
		);
		expect(jsonOf(result)).toEqual([{ updateGroupSettings: true }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'updateGroupSettings', {
				chatId: numericGroup,
				allowParticipantsPinMessages: true,
				allowParticipantsAddMembers: true,
			}),
		]);
	});

	itRefuses(sim, [
		[
			'a setting MAX groups lack (Send Messages)',
			base({ updateFields: { allowParticipantsSendMessages: false } }),
			'Allow Participants to Send Messages is not a setting of MAX groups',
			'MAX groups have: Allow Participants to Edit Group Settings, Allow Participants to Pin Messages, Allow Participants to Add Members',
		],
		[
			'a WhatsApp group ID',
			base({ groupId: group, updateFields: { allowParticipantsPinMessages: true } }),
			`Group ID "${group}" is not a MAX group chat ID`,
			'negative number',
		],
	]);
});

describe('group → updateSettings on Telegram', () => {
	const sim = useSimulator({ messenger: 'telegram' });
	const base = parametersOf('group', 'updateSettings', { groupId: numericGroup });

	it('keys the group as chatId with any of Telegram’s eight flags; getGroupData reads them back', async () => {
		const updateFields = {
			allowParticipantsSendMedia: false,
			allowParticipantsSendPolls: false,
			allowParticipantsSendOtherMessages: false,
			allowParticipantsAddWebPagePreviews: false,
		};
		const result = await run(sim, base({ updateFields }));
		expect(jsonOf(result)).toEqual([{ updateGroupSettings: true }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'updateGroupSettings', { chatId: numericGroup, ...updateFields }),
		]);
		const read = await run(sim, { resource: 'group', operation: 'get', groupId: numericGroup });
		expect(jsonOf(read)[0]).toMatchObject({ ...updateFields, allowParticipantsSendMessages: true });
	});
});
