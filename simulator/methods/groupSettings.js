'use strict';
// updateGroupSettings: who may do what in a group, with each messenger's own flags and group key
// (green-api.com/en/docs/api/groups/UpdateGroupSettings/, v3/docs/… for MAX, telegram/docs/… for
// Telegram); getGroupData reads the flags back (permissionsOf).
const { body, bool, fail } = require('../validation');

/**
 * The group's flags: each one the messenger's updateGroupSettings takes, as set or as a new
 * group has it (the messenger table's `groupSettings.flags`).
 * @param {import('../messengers').Messenger} messenger
 * @param {{ permissions?: Record<string, boolean> }} group
 */
function permissionsOf(messenger, group) {
	return { ...messenger.groupSettings.flags, ...group.permissions };
}

/**
 * The group key as the messenger names it. MAX's page sends chatId as a number
 * (-10000000000000), so a number is taken too, as its digits; everything else is checked as the
 * messenger's group chat id.
 */
function groupKeyOf(ctx) {
	const { key, numberAllowed } = ctx.core.messenger.groupSettings;
	const value = ctx.body && ctx.body[key];
	if (numberAllowed && typeof value === 'number' && Number.isSafeInteger(value))
		ctx.body = { ...ctx.body, [key]: String(value) };
	const forms = ctx.core.messenger.chatIds;
	const b = body(ctx, {});
	const id = b[key];
	if (id === undefined) fail(`'${key}' is required`);
	if (typeof id !== 'string') fail(`'${key}' must be a string`);
	if (!forms.isGroup(id)) fail(`'${key}' must be a group chat id`);
	return id;
}

function updateGroupSettings(ctx) {
	const { messenger, state } = ctx.core;
	const { flags, reasons } = messenger.groupSettings;
	const groupId = groupKeyOf(ctx);
	const b = body(ctx, Object.fromEntries(Object.keys(flags).map((flag) => [flag, bool()])));
	const answer = (ok, reason) => ({
		updateGroupSettings: ok,
		...(reasons ? { reason: ok ? '' : reason } : {}),
	});
	const group = state.groups.get(groupId);
	if (!group) return answer(false, 'group not found');
	const self = group.participants.find((p) => p.id === state.self);
	if (!self || !self.isAdmin) return answer(false, 'the instance is not an admin of the group');
	const changes = Object.keys(flags).filter((flag) => b[flag] !== undefined);
	group.permissions = {
		...group.permissions,
		...Object.fromEntries(changes.map((flag) => [flag, b[flag]])),
	};
	return answer(true);
}

const methods = [{ name: 'updateGroupSettings', http: 'POST', handler: updateGroupSettings }];

module.exports = { methods, permissionsOf };
