'use strict';
// updateGroupSettings on each messenger: its group key, its flags, its answer, and getGroupData
// reading the flags back.
const { bootPerTest, fixtures } = require('./helpers');

const bootInline = bootPerTest();
const GROUP = { whatsapp: fixtures.ids.group, numeric: fixtures.numericIds.group };

/** The flags getGroupData shows, by name. */
async function flagsOf(t, groupId) {
	const data = (await t.call('getGroupData', { body: { groupId } })).json;
	return Object.fromEntries(
		Object.entries(data).filter(([key]) => key.startsWith('allowParticipants')),
	);
}

describe('updateGroupSettings', () => {
	test('WhatsApp: groupId and two flags → {updateGroupSettings, reason}; getGroupData reads them back', async () => {
		const t = await bootInline();
		expect(await flagsOf(t, GROUP.whatsapp)).toEqual({
			allowParticipantsEditGroupSettings: false,
			allowParticipantsSendMessages: true,
			allowParticipantsAddMembers: false,
		});
		const r = await t.call('updateGroupSettings', {
			body: {
				groupId: GROUP.whatsapp,
				allowParticipantsEditGroupSettings: true,
				allowParticipantsSendMessages: false,
			},
		});
		expect([r.status, r.json]).toEqual([200, { updateGroupSettings: true, reason: '' }]);
		expect(await flagsOf(t, GROUP.whatsapp)).toEqual({
			allowParticipantsEditGroupSettings: true,
			allowParticipantsSendMessages: false,
			allowParticipantsAddMembers: false,
		});
	});

	test('WhatsApp: an unknown group and a group the instance does not administer answer false with a reason', async () => {
		const t = await bootInline();
		const unknown = await t.call('updateGroupSettings', {
			body: { groupId: '120363000000000000@g.us', allowParticipantsSendMessages: false },
		});
		expect(unknown.json).toEqual({ updateGroupSettings: false, reason: 'group not found' });
		const created = await t.call('createGroup', {
			body: { groupName: 'Mine', chatIds: [fixtures.ids.bob] },
		});
		const { chatId } = created.json;
		await t.call('removeAdmin', {
			body: { groupId: chatId, participantChatId: t.sim.instance.wid },
		});
		const notAdmin = await t.call('updateGroupSettings', {
			body: { groupId: chatId, allowParticipantsSendMessages: false },
		});
		expect(notAdmin.json).toEqual({
			updateGroupSettings: false,
			reason: 'the instance is not an admin of the group',
		});
		expect(await flagsOf(t, chatId)).toMatchObject({ allowParticipantsSendMessages: true });
	});

	test('WhatsApp: a chat id that is not a group, a missing groupId and a non-boolean flag are 400', async () => {
		const t = await bootInline();
		const cases = [
			[
				{ groupId: fixtures.ids.alice, allowParticipantsSendMessages: true },
				"'groupId' must be a group chat id",
			],
			[{ allowParticipantsSendMessages: true }, "'groupId' is required"],
			[
				{ groupId: GROUP.whatsapp, allowParticipantsSendMessages: 'no' },
				"'allowParticipantsSendMessages' must be a boolean",
			],
		];
		for (const [body, details] of cases) {
			const r = await t.call('updateGroupSettings', { body });
			expect([r.status, r.json.message]).toEqual([400, `Validation failed. Details: ${details}`]);
		}
	});

	test('MAX: chatId as a string or as the number of its page → {updateGroupSettings}', async () => {
		const t = await bootInline({ messenger: 'max' });
		const asNumber = await t.call('updateGroupSettings', {
			body: { chatId: Number(GROUP.numeric), allowParticipantsAddMembers: true },
		});
		expect(asNumber.json).toEqual({ updateGroupSettings: true });
		const asText = await t.call('updateGroupSettings', {
			body: { chatId: GROUP.numeric, allowParticipantsPinMessages: true },
		});
		expect(asText.json).toEqual({ updateGroupSettings: true });
		expect(await flagsOf(t, GROUP.numeric)).toEqual({
			allowParticipantsAddMembers: true,
			allowParticipantsEditGroupSettings: false,
			allowParticipantsPinMessages: true,
		});
		const byGroupId = await t.call('updateGroupSettings', {
			body: { groupId: GROUP.numeric, allowParticipantsPinMessages: false },
		});
		expect(byGroupId.json.message).toBe("Validation failed. Details: 'chatId' is required");
	});

	test('Telegram: chatId and eight flags, read back by getGroupData', async () => {
		const t = await bootInline({ messenger: 'telegram' });
		const r = await t.call('updateGroupSettings', {
			body: {
				chatId: GROUP.numeric,
				allowParticipantsSendMedia: false,
				allowParticipantsAddWebPagePreviews: false,
				allowParticipantsPinMessages: true,
			},
		});
		expect(r.json).toEqual({ updateGroupSettings: true });
		expect(await flagsOf(t, GROUP.numeric)).toEqual({
			allowParticipantsSendMessages: true,
			allowParticipantsSendMedia: false,
			allowParticipantsSendPolls: true,
			allowParticipantsSendOtherMessages: true,
			allowParticipantsAddWebPagePreviews: false,
			allowParticipantsEditGroupSettings: false,
			allowParticipantsAddMembers: false,
			allowParticipantsPinMessages: true,
		});
		const number = await t.call('updateGroupSettings', {
			body: { chatId: Number(GROUP.numeric), allowParticipantsSendPolls: false },
		});
		expect(number.json.message).toBe("Validation failed. Details: 'chatId' must be a string");
	});
});
