'use strict';
// Groups: create, rename, read, membership and admin rights, leave, picture (settings:
// groupSettings.js).
const crypto = require('crypto');
const { body, upload, chatId, str, arr, ServiceError } = require('../validation');
const { sec } = require('../messages');
const { permissionsOf } = require('./groupSettings');

const groupId = chatId({ groups: true });
const member = chatId({ groups: false });

/**
 * Runs `change(group, body, self)` on a group the instance belongs to; false when it cannot.
 * A participant given as phone@c.us (MAX, Telegram) is that number's chat.
 */
function onGroup(ctx, schema, key, change) {
	const b = body(ctx, { groupId, ...schema });
	const { state } = ctx.core;
	const group = state.groups.get(b.groupId);
	const self = group && group.participants.find((p) => p.id === state.self);
	const given =
		b.participantChatId === undefined
			? {}
			: { participantChatId: state.resolveChat(b.participantChatId) };
	return { [key]: Boolean(self && change(group, { ...b, ...given }, self) !== false) };
}

const find = (group, id) => group.participants.find((p) => p.id === id);
const adminOnly = (fn) => (group, b, self) => (self.isAdmin ? fn(group, b, self) : false);

function createGroup(ctx) {
	const b = body(ctx, {
		groupName: str({ required: true, max: 100 }),
		chatIds: arr({ required: true, min: 1, items: member }),
	});
	const { state, clock, messenger } = ctx.core;
	const { id, invite } = messenger.newGroup();
	const self = state.self;
	const participants = [{ id: self, isAdmin: true, isSuperAdmin: true }];
	for (const p of b.chatIds.map(state.resolveChat))
		if (p !== self) participants.push({ id: p, isAdmin: false, isSuperAdmin: false });
	state.groups.set(id, {
		id,
		subject: b.groupName,
		owner: self,
		creation: sec(clock.now()),
		participants,
		invite,
		...(messenger.numericIds ? { chatType: 'group' } : {}),
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
	const self = g.participants.find((p) => p.id === state.self);
	const mayInvite = g.owner === state.self || Boolean(self && self.isAdmin);
	const { messenger } = ctx.core;
	if (messenger.numericIds) return numericGroupData(ctx, g, mayInvite);
	return {
		groupId: g.id,
		owner: g.owner,
		subject: g.subject,
		creation: g.creation,
		subjectTime: g.subjectTime || g.creation,
		subjectOwner: g.subjectOwner || g.owner,
		groupInviteLink: mayInvite ? g.invite || messenger.inviteLink(g.id) : '',
		ephemeralExpiration: state.meta(g.id).ephemeralExpiration,
		...permissionsOf(messenger, g),
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

/**
 * A MAX group as its live GetGroupData answers show it (also used for Telegram groups, with
 * Telegram's permission flags).
 */
function numericGroupData(ctx, g, mayInvite) {
	const { messenger } = ctx.core;
	return {
		chatId: g.id,
		owner: g.owner,
		subject: g.subject,
		description: g.description || '',
		creation: g.creation,
		groupInviteLink: mayInvite ? g.invite || messenger.inviteLink(g.id) : '',
		...permissionsOf(messenger, g),
		size: g.participants.length,
		participants: g.participants.map((p) => ({
			chatId: p.id,
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
				g.subjectOwner = ctx.core.state.self;
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
