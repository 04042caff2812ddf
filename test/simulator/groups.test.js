'use strict';
const { boot, T0 } = require('./helpers');

describe('groups', () => {
	/** @type {import('./helpers').Booted} */
	let t;
	beforeEach(async () => {
		t = await boot();
	});
	afterEach(() => t.sim.close());

	const post = async (method, body) => (await t.call(method, { body })).json;
	const lid = expect.stringMatching(/^\d{15}@lid$/);

	test('createGroup, getGroupData, updateGroupName', async () => {
		const created = await post('createGroup', {
			groupName: 'Team',
			chatIds: [t.ids.alice, t.ids.bob],
		});
		expect(created).toEqual({
			created: true,
			chatId: expect.stringMatching(/^120363\d{12}@g\.us$/),
			groupInviteLink: expect.stringMatching(/^https:\/\/chat\.whatsapp\.com\/\S{22}$/),
		});
		const data = await post('getGroupData', { groupId: created.chatId });
		expect(data).toEqual({
			groupId: created.chatId,
			owner: '79990000000@c.us',
			subject: 'Team',
			creation: T0 / 1000,
			subjectTime: T0 / 1000,
			subjectOwner: '79990000000@c.us',
			groupInviteLink: created.groupInviteLink,
			ephemeralExpiration: 0,
			allowParticipantsEditGroupSettings: false,
			allowParticipantsSendMessages: true,
			allowParticipantsAddMembers: false,
			isCommunity: false,
			isCommunityAnnounce: false,
			size: 3,
			participants: [
				{ id: '79990000000@c.us', lid: lid, isAdmin: true, isSuperAdmin: true },
				{ id: t.ids.alice, lid: lid, isAdmin: false, isSuperAdmin: false },
				{ id: t.ids.bob, lid: lid, isAdmin: false, isSuperAdmin: false },
			],
		});
		expect(new Set(data.participants.map((p) => p.lid)).size).toBe(3);
		const again = await post('getGroupData', { groupId: created.chatId });
		expect(again.participants.map((p) => p.lid)).toEqual(data.participants.map((p) => p.lid));
		expect(await post('updateGroupName', { groupId: created.chatId, groupName: 'Team 2' })).toEqual(
			{ updateGroupName: true },
		);
		expect((await post('getGroupData', { groupId: created.chatId })).subject).toBe('Team 2');
		const unknown = await t.call('getGroupData', { body: { groupId: '120363000000000000@g.us' } });
		expect([unknown.status, unknown.json.message]).toEqual([
			400,
			'Validation failed. Details: group not found',
		]);
		const bad = await t.call('createGroup', { body: { groupName: 'X', chatIds: [] } });
		expect(bad.json.message).toBe(
			`Validation failed. Details: 'chatIds' must contain at least 1 items`,
		);
	});

	test('participants and admins; leaveGroup', async () => {
		const groupId = t.ids.group;
		expect(await post('addGroupParticipant', { groupId, participantChatId: t.ids.carol })).toEqual({
			addParticipant: true,
		});
		expect(await post('addGroupParticipant', { groupId, participantChatId: t.ids.carol })).toEqual({
			addParticipant: false,
		});
		expect(await post('setGroupAdmin', { groupId, participantChatId: t.ids.carol })).toEqual({
			setGroupAdmin: true,
		});
		expect(await post('removeAdmin', { groupId, participantChatId: t.ids.carol })).toEqual({
			removeAdmin: true,
		});
		expect(
			await post('removeGroupParticipant', { groupId, participantChatId: t.ids.carol }),
		).toEqual({ removeParticipant: true });
		expect(
			await post('removeGroupParticipant', { groupId, participantChatId: t.ids.carol }),
		).toEqual({ removeParticipant: false });
		expect((await post('getGroupData', { groupId })).groupInviteLink).toMatch(/^https:/);
		expect(await post('leaveGroup', { groupId })).toEqual({ leaveGroup: true });
		const left = await post('getGroupData', { groupId });
		expect(left.participants.map((p) => p.id)).toEqual([t.ids.alice, t.ids.bob]);
		// Neither admin nor owner any more: the invite link is empty (GetGroupData page).
		expect([left.groupInviteLink, left.size]).toEqual(['', 2]);
		expect(await post('addGroupParticipant', { groupId, participantChatId: t.ids.carol })).toEqual({
			addParticipant: false,
		});
		expect(await post('leaveGroup', { groupId })).toEqual({ leaveGroup: false });
	});

	test('setGroupPicture (multipart) sets the group avatar', async () => {
		const form = new FormData();
		form.append('groupId', t.ids.group);
		form.append('file', new Blob([Buffer.from('JPEGDATA')], { type: 'image/jpeg' }), 'g.jpg');
		const r = await t.call('setGroupPicture', { body: form });
		expect(r.json).toEqual({
			setGroupPicture: true,
			urlAvatar: expect.stringContaining('/files/'),
			reason: '',
		});
		expect(await (await fetch(r.json.urlAvatar)).text()).toBe('JPEGDATA');
		expect(await post('getAvatar', { chatId: t.ids.group })).toEqual({
			urlAvatar: r.json.urlAvatar,
			available: true,
		});
	});
});
