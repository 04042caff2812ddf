'use strict';
// Groups: create, rename, read, membership and admin rights, leave, picture.
const crypto = require('crypto');
const { body, upload, chatId, str, arr, ServiceError } = require('../validation');
const { sec } = require('../messages');

const groupId = chatId({ groups: true });
const member = chatId({ groups: false });

/** Runs `change(group, wid)` on a group the instance belongs to; false when it cannot. */
function onGroup(ctx, schema, key, change) {
	const b = body(ctx, { groupId, ...schema });
	const { state } = ctx.core;
	const group = state.groups.get(b.groupId);
	const self = group && group.participants.find((p) => p.id === state.instance.wid);
	return { [key]: Boolean(self && change(group, b, self) !== false) };
}

const find = (group, id) => group.participants.find((p) => p.id === id);
const adminOnly = (fn) => (group, b, self) => (self.isAdmin ? fn(group, b, self) : false);

function createGroup(ctx) {
	const b = body(ctx, {
		groupName: str({ required: true, max: 100 }),
		chatIds: arr({ required: true, min: 1, items: member }),
	});
	const { state, clock } = ctx.core;
	const id = `120363${crypto.randomInt(1e11, 1e12)}@g.us`;
	const wid = state.instance.wid;
	const participants = [{ id: wid, isAdmin: true, isSuperAdmin: true }];
	for (const p of b.chatIds)
		if (p !== wid) participants.push({ id: p, isAdmin: false, isSuperAdmin: false });
	const invite = `https://chat.whatsapp.com/${crypto.randomBytes(16).toString('base64url').slice(0, 22)}`;
	state.groups.set(id, {
		id,
		subject: b.groupName,
		owner: wid,
		creation: sec(clock.now()),
		participants,
		invite,
	});
	return { created: true, chatId: id, groupInviteLink: invite };
}

/** A participant's hidden-number id (…@lid): a stable 15-digit number derived from the id. */
function lidOf(id) {
	const digest = crypto.createHash('sha256').update(id).digest();
	return `${(digest.readBigUInt64BE(0) % 900000000000000n) + 100000000000000n}@lid`;
}

/**
 * The fields of green-api.com/en/docs/api/groups/GetGroupData/; the invite link is empty unless
 * the instance is an admin or the owner of the group (as the page notes).
 */
function getGroupData(ctx) {
	const b = body(ctx, { groupId });
	const { state } = ctx.core;
	const g = state.groups.get(b.groupId);
	if (!g) throw new ServiceError(400, 'Validation failed. Details: group not found');
	const self = g.participants.find((p) => p.id === state.instance.wid);
	const mayInvite = g.owner === state.instance.wid || Boolean(self && self.isAdmin);
	return {
		groupId: g.id,
		owner: g.owner,
		subject: g.subject,
		creation: g.creation,
		subjectTime: g.subjectTime || g.creation,
		subjectOwner: g.subjectOwner || g.owner,
		groupInviteLink: mayInvite
			? g.invite || `https://chat.whatsapp.com/${g.id.replace(/\D/g, '').slice(0, 22)}`
			: '',
		ephemeralExpiration: state.meta(g.id).ephemeralExpiration,
		allowParticipantsEditGroupSettings: false,
		allowParticipantsSendMessages: true,
		allowParticipantsAddMembers: false,
		isCommunity: false,
		isCommunityAnnounce: false,
		size: g.participants.length,
		participants: g.participants.map((p) => ({
			id: p.id,
			lid: lidOf(p.id),
			isAdmin: p.isAdmin,
			isSuperAdmin: p.isSuperAdmin,
		})),
	};
}

function setGroupPicture(ctx) {
	const { fields, file } = upload(ctx, { groupId });
	const { state, files } = ctx.core;
	if (!state.groups.has(fields.groupId))
		return { setGroupPicture: false, urlAvatar: '', reason: 'group not found' };
	const urlAvatar = files.putUnique(file.fileName || 'picture.jpg', {
		contentType: file.contentType,
		body: file.data,
	});
	state.avatars.set(fields.groupId, urlAvatar);
	return { setGroupPicture: true, urlAvatar, reason: '' };
}

const participantChatId = member;

const methods = [
	{ name: 'createGroup', http: 'POST', handler: createGroup },
	{ name: 'getGroupData', http: 'POST', handler: getGroupData },
	{
		name: 'updateGroupName',
		http: 'POST',
		handler: (ctx) =>
			onGroup(ctx, { groupName: str({ required: true, max: 100 }) }, 'updateGroupName', (g, b) => {
				g.subject = b.groupName;
				g.subjectTime = sec(ctx.core.clock.now());
				g.subjectOwner = ctx.core.state.instance.wid;
			}),
	},
	{
		name: 'addGroupParticipant',
		http: 'POST',
		handler: (ctx) =>
			onGroup(
				ctx,
				{ participantChatId },
				'addParticipant',
				adminOnly((g, b) => {
					if (find(g, b.participantChatId)) return false;
					g.participants.push({ id: b.participantChatId, isAdmin: false, isSuperAdmin: false });
				}),
			),
	},
	{
		name: 'removeGroupParticipant',
		http: 'POST',
		handler: (ctx) =>
			onGroup(
				ctx,
				{ participantChatId },
				'removeParticipant',
				adminOnly((g, b) => {
					const p = find(g, b.participantChatId);
					if (!p) return false;
					g.participants.splice(g.participants.indexOf(p), 1);
				}),
			),
	},
	{
		name: 'setGroupAdmin',
		http: 'POST',
		handler: (ctx) =>
			onGroup(
				ctx,
				{ participantChatId },
				'setGroupAdmin',
				adminOnly((g, b) => {
					const p = find(g, b.participantChatId);
					if (!p) return false;
					p.isAdmin = true;
				}),
			),
	},
	{
		name: 'removeAdmin',
		http: 'POST',
		handler: (ctx) =>
			onGroup(
				ctx,
				{ participantChatId },
				'removeAdmin',
				adminOnly((g, b) => {
					const p = find(g, b.participantChatId);
					if (!p || !p.isAdmin) return false;
					p.isAdmin = false;
				}),
			),
	},
	{
		name: 'leaveGroup',
		http: 'POST',
		handler: (ctx) =>
			onGroup(ctx, {}, 'leaveGroup', (g, b, self) => {
				g.participants.splice(g.participants.indexOf(self), 1);
			}),
	},
	{ name: 'setGroupPicture', http: 'POST', body: 'multipart', handler: setGroupPicture },
];

module.exports = { methods };
